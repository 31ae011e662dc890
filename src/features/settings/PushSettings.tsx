import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirebaseWebConfig } from '@contract/schemas/site-config';
import { call } from '../../api/client';
import { Button } from '../../components/Button';
import { useFormatDate } from '../../lib/useFormatDate';
import { browserPushEnv, pushAvailability, storedPushToken } from '../../pwa/pushClient';
import { deviceRows, pushOnThisDevice, usePushActions, type DeviceRow } from '../push/public';

/** Settings: the notifications switch, this device and the member's others, and "turn off on all devices". Hidden without Firebase. */
export function PushSettings({ firebase }: { firebase: FirebaseWebConfig | null }) {
  return firebase ? <PushControls firebase={firebase} /> : null;
}

/** The member's devices, this one marked; null when they could not be loaded. */
const loadDevices = (): Promise<DeviceRow[] | null> =>
  call('getAllDevicesTokens', {}).then((devices) => deviceRows(devices, storedPushToken()), () => null);

function PushControls({ firebase }: { firebase: FirebaseWebConfig }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const env = browserPushEnv();
  const availability = pushAvailability(firebase, env);
  const actions = usePushActions(firebase);
  const [devices, setDevices] = useState<DeviceRow[] | null>(null);
  const [listFailed, setListFailed] = useState(false);

  const showRows = useCallback((rows: DeviceRow[] | null) => {
    setDevices(rows);
    setListFailed(rows === null);
  }, []);
  const reload = () => loadDevices().then(showRows);
  useEffect(() => {
    void loadDevices().then(showRows);
  }, [showRows]);

  const onHere = pushOnThisDevice(storedPushToken(), env.permission) && (devices?.some((device) => device.thisDevice) ?? true);
  const switchRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** The control the member used for the running action: should it leave the page, the keyboard's focus must not fall to <body>. */
  const usedControl = useRef<Element | null>(null);
  async function apply(action: () => Promise<boolean>) {
    usedControl.current = document.activeElement;
    await action();
    await reload();
  }
  // "Turn off on all devices" goes with the list it emptied: focus moves to the switch, or the heading without one.
  useLayoutEffect(() => {
    const used = usedControl.current;
    usedControl.current = null;
    if (!used || used.isConnected) return;
    if (document.activeElement === null || document.activeElement === document.body) (switchRef.current ?? headingRef.current)?.focus();
  }, [devices]);

  return (
    <section aria-labelledby="push-settings-title" className="push-settings" data-testid="push-settings">
      <h2 id="push-settings-title" ref={headingRef} tabIndex={-1}>{t('push.title')}</h2>
      {availability === 'unsupported' && <p>{t('push.unsupported')}</p>}
      {availability === 'denied' && <p>{t('push.denied')}</p>}
      {availability === 'available' && (
        <label className="push-settings__switch">
          <input
            type="checkbox"
            role="switch"
            ref={switchRef}
            checked={onHere}
            // Not disabled while busy: a disabled control drops the keyboard's focus to the page. A press then does nothing.
            aria-disabled={actions.busy || undefined}
            aria-busy={actions.busy || undefined}
            onChange={(event) => {
              if (!actions.busy) void apply(event.target.checked ? actions.enable : actions.disableHere);
            }}
          />
          {t('push.switch')}
        </label>
      )}
      {listFailed && <p role="alert">{t('push.devicesFailed')}</p>}
      {devices && devices.length === 0 && <p>{t('push.noDevices')}</p>}
      {devices && devices.length > 0 && (
        <>
          <h3>{t('push.devices')}</h3>
          <ul className="push-settings__devices" data-testid="push-devices">
            {devices.map((device) => (
              <li key={device.token}>
                {device.thisDevice ? <strong>{t('push.thisDevice')}</strong> : t('push.otherDevice')}
                {' · '}
                {t('push.since', { date: formatDate(device.createdAt) })}
              </li>
            ))}
          </ul>
          <Button variant="secondary" busy={actions.busy} onClick={() => void apply(actions.disableEverywhere)}>
            {t('push.offEverywhere')}
          </Button>
        </>
      )}
    </section>
  );
}
