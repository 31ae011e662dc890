import type { PushAvailability } from '../../pwa/pushClient';

/** Push is on for this device when it holds a saved token and the browser still allows notifications. */
export function pushOnThisDevice(storedToken: string | null, permission: NotificationPermission | undefined): boolean {
  return storedToken !== null && permission === 'granted';
}

export interface PushOfferFacts {
  /** The member has just answered a poll on the feed. */
  answered: boolean;
  availability: PushAvailability;
  onHere: boolean;
  /** The offer was already made on this device (shown, accepted or dismissed). */
  offeredBefore: boolean;
}

/**
 * The feed's offer of notifications: once per device, after an answered poll, only where
 * push can be turned on and is not on yet; never on load.
 */
export function shouldOfferPush({ answered, availability, onHere, offeredBefore }: PushOfferFacts): boolean {
  return answered && availability === 'available' && !onHere && !offeredBefore;
}

export interface DeviceRow {
  token: string;
  createdAt: string;
  thisDevice: boolean;
}

/** The member's devices for settings: this device first, then the others, newest first. */
export function deviceRows(devices: ReadonlyArray<{ token: string; createdAt: string }>, thisToken: string | null): DeviceRow[] {
  return devices
    .map((device) => ({ ...device, thisDevice: device.token === thisToken }))
    .sort((a, b) => Number(b.thisDevice) - Number(a.thisDevice) || b.createdAt.localeCompare(a.createdAt));
}
