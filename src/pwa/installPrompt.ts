import { create } from 'zustand';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered installation and the app is not installed. */
  canInstall: boolean;
  /** iOS Safari: no prompt exists; the app shows the Add to Home Screen steps instead. */
  showIosSteps: boolean;
  installed: boolean;
}

/** Where the Install App entry stands, from the platform facts (pure, unit-tested). */
export function installState(facts: { deferredPrompt: boolean; standalone: boolean; installed: boolean; iosSafari: boolean }): InstallState {
  const installed = facts.installed || facts.standalone;
  return { canInstall: !installed && facts.deferredPrompt, showIosSteps: !installed && facts.iosSafari && !facts.deferredPrompt, installed };
}

/** What the Install App entry offers: the browser's prompt, the iOS steps, the steps of a browser's own menu, or nothing. */
export type InstallEntry = 'prompt' | 'iosSteps' | 'browserSteps' | null;

/**
 * The entry from the install state. Where the browser offered no prompt (it has not yet, or never
 * will, as in a browser that installs only from its menu), `offerBrowserSteps` shows how to install
 * from the browser's menu, unless the app already runs installed (`standalone`).
 */
export function installEntry(state: InstallState, where: { offerBrowserSteps: boolean; standalone: () => boolean }): InstallEntry {
  if (state.canInstall) return 'prompt';
  if (state.showIosSteps) return 'iosSteps';
  if (!where.offerBrowserSteps || state.installed || where.standalone()) return null;
  return 'browserSteps';
}

export function isIosSafari(userAgent: string): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}

let deferred: BeforeInstallPromptEvent | null = null;

interface InstallStore extends InstallState {
  promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
}

/** The app runs installed (from the home screen), not in a browser tab. */
export const isStandalone = () => typeof window !== 'undefined' && (window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true);

function currentFacts(installed = false) {
  const deferredPrompt = deferred !== null;
  const iosSafari = typeof navigator !== 'undefined' && isIosSafari(navigator.userAgent);
  // Asked only when it decides something: matchMedia can make the browser bring its style up to
  // date, which at boot would be a forced recalculation inside the first script's task.
  return { deferredPrompt, standalone: (deferredPrompt || iosSafari) && isStandalone(), installed, iosSafari };
}

export const useInstallPrompt = create<InstallStore>((set, get) => ({
  ...installState({ deferredPrompt: false, standalone: false, installed: false, iosSafari: false }),
  async promptInstall() {
    if (!deferred) return 'unavailable';
    const event = deferred;
    deferred = null;
    await event.prompt();
    const { outcome } = await event.userChoice;
    set(installState(currentFacts(get().installed || outcome === 'accepted')));
    return outcome;
  },
}));

/** Called once at boot, before render: the browser fires beforeinstallprompt early. */
export function captureInstallPrompt(): void {
  useInstallPrompt.setState(installState(currentFacts()));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    useInstallPrompt.setState(installState(currentFacts(useInstallPrompt.getState().installed)));
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    useInstallPrompt.setState(installState(currentFacts(true)));
  });
}
