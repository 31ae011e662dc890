import { describe, expect, it } from 'vitest';
import { findRefusedInRequest, findRefusedText } from './text-guard';

describe('findRefusedText', () => {
  it('finds a NUL in a string, a nested value or a key', () => {
    expect(findRefusedText('a\u0000b', 'body')).toBe('body');
    expect(findRefusedText({ a: [{ b: 'x\u0000' }] }, 'body')).toBe('body.a.0.b');
    expect(findRefusedText({ ['k\u0000']: 1 }, 'body')).toBe('body');
  });

  it('finds half of a character (a lone surrogate), first or second half, but not a whole one', () => {
    expect(findRefusedText({ user_address: '\ud800' }, 'body')).toBe('body.user_address');
    expect(findRefusedText(['ok', 'x\udfffy'], 'body')).toBe('body.1');
    expect(findRefusedText('\ud83d\ude00', 'body')).toBeUndefined();
  });

  it('lets every other text through, other control characters and emoji included', () => {
    expect(findRefusedText({ a: 'tab\there', b: ['é😀\u0001'], c: 5, d: null }, 'body')).toBeUndefined();
  });
});

describe('findRefusedInRequest', () => {
  const request = (overrides: Partial<Parameters<typeof findRefusedInRequest>[0]>) => ({ params: {}, query: {}, body: undefined, headers: {}, ...overrides });

  it('looks at the path, the query, the body and the decoded Basic credentials', () => {
    expect(findRefusedInRequest(request({ params: { email: 'a\u0000@b.cc' } }))).toBe('path.email');
    expect(findRefusedInRequest(request({ query: { user_phone: '1\u0000' } }))).toBe('query.user_phone');
    expect(findRefusedInRequest(request({ body: 'token\u0000' }))).toBe('body');
    const basic = `Basic ${Buffer.from('a\u0000b:pw').toString('base64')}`;
    expect(findRefusedInRequest(request({ headers: { authorization: basic } }))).toBe('Authorization');
    expect(findRefusedInRequest(request({ headers: { authorization: `Basic ${Buffer.from('a@b.cc:pw').toString('base64')}` } }))).toBeUndefined();
  });
});
