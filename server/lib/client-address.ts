import { isIP } from 'node:net';

/**
 * True for an address of the machine itself: IPv4 127.0.0.0/8, IPv6 ::1, or 127/8 written as an
 * IPv4-mapped IPv6 address. Per-address limits leave these alone: only the machine's own programs
 * (its tests, its health checks, a proxy on the same host that does not pass the client's address
 * on) come from there, and counting them as one client would throttle everyone behind them at once.
 */
export function isLoopbackAddress(address: string): boolean {
  const ipv4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(ipv4) === 4) return ipv4.startsWith('127.');
  return isIP(address) === 6 && /^(0{0,4}:){2,7}0{0,3}1$|^::1$/.test(address.toLowerCase());
}

/** Who sent a request, as the per-address limits count it. */
export interface ClientAddress {
  /** The client's address: the connection's, or the one the trusted proxies (TRUST_PROXY) forwarded. */
  address: string;
  /** Sent by the machine's own programs: the per-address limits leave it alone. */
  isOwnMachine: boolean;
}

/**
 * A request's client. Only the machine can open a loopback connection, whatever the headers say, so
 * the exemption needs the connection to be one; and the forwarded address too, or a proxy on the
 * same host would exempt every client it forwards.
 */
export function clientAddressOf(request: { ip: string; socket: { remoteAddress?: string | undefined } }): ClientAddress {
  const connection = request.socket.remoteAddress ?? '';
  return { address: request.ip, isOwnMachine: isLoopbackAddress(connection) && isLoopbackAddress(request.ip) };
}
