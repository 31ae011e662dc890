import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './client-address';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::FFFF:127.0.0.9'])('%s is the machine itself', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each(['10.0.0.1', '203.0.113.7', '128.0.0.1', '::2', '::ffff:10.0.0.1', '2001:db8::1', 'fe80::1', '', 'localhost', '127.0.0.1.evil', '::ffff:127.0.0.1x'])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
