import { load } from '@fingerprintjs/fingerprintjs';

let cached: Promise<string> | null = null;

/** The browser fingerprint (visitor id) used for guest sessions and activation; computed once per page load. */
export function browserFingerprint(): Promise<string> {
  cached ??= load({ monitoring: false })
    .then((agent) => agent.get())
    .then((result) => result.visitorId);
  return cached;
}
