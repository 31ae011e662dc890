import { describe, expect, it } from 'vitest';
import { clientAddressOf, isLoopbackAddress } from './client-address';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::FFFF:127.0.0.9'])('%s is the machine itself', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each(['10.0.0.1', '203.0.113.7', '128.0.0.1', '::2', '::ffff:10.0.0.1', '2001:db8::1', 'fe80::1', '', 'localhost', '127.0.0.1.evil', '::ffff:127.0.0.1x'])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});

describe('clientAddressOf', () => {
  const request = (connection: string, forwarded = connection) => ({ ip: forwarded, socket: { remoteAddress: connection } });

  it('is the machine itself only when the connection is a loopback one and so is the address forwarded', () => {
    expect(clientAddressOf(request('127.0.0.1'))).toEqual({ address: '127.0.0.1', isOwnMachine: true });
    expect(clientAddressOf(request('::1', '127.0.0.1')).isOwnMachine).toBe(true);
  });

  it('never takes a forwarded loopback address from a connection elsewhere as the machine', () => {
    expect(clientAddressOf(request('203.0.113.7', '127.0.0.1'))).toEqual({ address: '127.0.0.1', isOwnMachine: false });
  });

  it('counts the clients a proxy on the same host forwards', () => {
    expect(clientAddressOf(request('127.0.0.1', '203.0.113.7'))).toEqual({ address: '203.0.113.7', isOwnMachine: false });
  });

  it('is not the machine when the connection has no address (closed)', () => {
    expect(clientAddressOf({ ip: '127.0.0.1', socket: {} }).isOwnMachine).toBe(false);
  });
});
