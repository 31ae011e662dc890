let cached: Promise<string> | null = null;

/**
 * The browser fingerprint (visitor id) used for guest sessions and activation; computed once per
 * page load. The library loads only when a fingerprint is needed, not with the shell.
 */
export function browserFingerprint(): Promise<string> {
  cached ??= import('@fingerprintjs/fingerprintjs')
    .then(({ load }) => load({ monitoring: false }))
    .then((agent) => agent.get())
    .then((result) => result.visitorId);
  return cached;
}
