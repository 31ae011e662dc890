import { describe, expect, it } from 'vitest';
import { installEntry, installState, isIosSafari } from './installPrompt';

describe('installState', () => {
  it('offers Install App only when the browser offered it and the app is not installed', () => {
    expect(installState({ deferredPrompt: true, standalone: false, installed: false, iosSafari: false })).toEqual({ canInstall: true, showIosSteps: false, installed: false });
    expect(installState({ deferredPrompt: false, standalone: false, installed: false, iosSafari: false }).canInstall).toBe(false);
    expect(installState({ deferredPrompt: true, standalone: true, installed: false, iosSafari: false }).canInstall).toBe(false);
    expect(installState({ deferredPrompt: true, standalone: false, installed: true, iosSafari: false }).canInstall).toBe(false);
  });

  it('shows the Add to Home Screen steps on iOS Safari unless already installed', () => {
    expect(installState({ deferredPrompt: false, standalone: false, installed: false, iosSafari: true }).showIosSteps).toBe(true);
    expect(installState({ deferredPrompt: false, standalone: true, installed: false, iosSafari: true }).showIosSteps).toBe(false);
  });
});

describe('installEntry', () => {
  const state = (facts: Partial<Parameters<typeof installState>[0]>) => installState({ deferredPrompt: false, standalone: false, installed: false, iosSafari: false, ...facts });
  const tab = { offerBrowserSteps: true, standalone: () => false };

  it("offers the browser's prompt first, then the iOS steps", () => {
    expect(installEntry(state({ deferredPrompt: true }), tab)).toBe('prompt');
    expect(installEntry(state({ iosSafari: true }), tab)).toBe('iosSteps');
  });

  it("without a prompt shows the browser menu's steps where asked, unless the app runs installed", () => {
    expect(installEntry(state({}), tab)).toBe('browserSteps');
    expect(installEntry(state({}), { offerBrowserSteps: false, standalone: () => false })).toBeNull();
    expect(installEntry(state({}), { offerBrowserSteps: true, standalone: () => true })).toBeNull();
    expect(installEntry(state({ installed: true }), tab)).toBeNull();
  });
});

describe('isIosSafari', () => {
  it('recognises Safari on iPhone but not Chrome on iOS or desktop Safari', () => {
    expect(isIosSafari('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe(true);
    expect(isIosSafari('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1')).toBe(false);
    expect(isIosSafari('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15')).toBe(false);
  });
});
