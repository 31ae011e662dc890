import { isIP } from 'node:net';

/** Ranges @fastify/proxy-addr knows by name (loopback: 127.0.0.1/8, ::1; uniquelocal: 10/8, 172.16/12, 192.168/16, fc00::/7). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const entriesOf = (value: string): string[] => value.split(',').map((entry) => entry.trim());

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // /0 trusts every address, as TRUST_PROXY=true did: refused like it.
  return /^[0-9]{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * A good TRUST_PROXY: `false`, or the proxies in front of the server as a comma-separated list of
 * addresses, CIDRs and named ranges. Neither `true` nor a hop count: both believe an address any
 * client can write into X-Forwarded-For itself (true its left-most entry; a count whatever a client
 * connecting directly sends, which is why Fastify no longer honours counts), passing every
 * per-address limit.
 */
export const isTrustedProxiesValue = (value: string): boolean => value === 'false' || entriesOf(value).every(isProxyEntry);

/** The proxies Fastify is to believe (its `trustProxy`), from a TRUST_PROXY isTrustedProxiesValue took. */
export const trustedProxiesOf = (value: string | undefined): string[] | false =>
  value === undefined || value === 'false' ? false : entriesOf(value);

export const TRUSTED_PROXIES_EXPECTED = 'must be false or the proxies in front of the server as a comma-separated list of addresses, '
  + 'CIDRs or loopback, linklocal, uniquelocal (e.g. 10.0.0.5,10.1.0.0/16), not true nor a hop count: '
  + 'those take whatever address a client writes in X-Forwarded-For';
