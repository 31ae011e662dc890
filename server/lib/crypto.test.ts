import { describe, expect, it } from 'vitest';
import { sha256 } from './crypto';

describe('sha256', () => {
  it('is the hex SHA-256 of the text (the stored form of session tokens)', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256('ключ')).toHaveLength(64);
  });
});
