import { describe, expect, it } from 'vitest';
import { decodeBasic } from './basic-credentials';

const encoded = Buffer.from('member@example.com:secret1').toString('base64');

describe('decodeBasic', () => {
  it('decodes name:password whatever the case of the scheme', () => {
    for (const scheme of ['Basic', 'basic', 'BASIC']) {
      expect(decodeBasic(`${scheme} ${encoded}`), scheme).toBe('member@example.com:secret1');
    }
  });

  it('takes more than one space after the scheme and spaces around the header', () => {
    expect(decodeBasic(`  Basic   ${encoded} `)).toBe('member@example.com:secret1');
  });

  it('is undefined for no header, another scheme or a value that is not base64', () => {
    expect(decodeBasic(undefined)).toBeUndefined();
    expect(decodeBasic(`Bearer ${encoded}`)).toBeUndefined();
    expect(decodeBasic('Basic not base64!')).toBeUndefined();
    expect(decodeBasic(encoded)).toBeUndefined();
  });
});
