import { describe, expect, it } from 'vitest';
import { exactCaseParser } from './exactCaseParser';

describe('exactCaseParser', () => {
  /** Like wouter's own parser: parameters become groups, and the pattern ignores case. */
  const parser = exactCaseParser((route, loose) => ({
    pattern: new RegExp(`^${route.replace(/:\w+/g, '([^/]+)')}${loose ? '(?=$|/)' : '/?$'}`, 'i'),
    keys: [...route.matchAll(/:(\w+)/g)].map((match) => match[1]!),
  }));

  it('matches a path only in the case its route spells', () => {
    const { pattern, keys } = parser('/publicCardPage/:id');
    expect(keys).toEqual(['id']);
    expect(pattern.exec('/publicCardPage/7')?.[1]).toBe('7');
    expect(pattern.exec('/publiccardpage/7')).toBeNull();
    expect(pattern.exec('/PUBLICCARDPAGE/7')).toBeNull();
  });

  it('keeps its loose (nested) matching', () => {
    const { pattern } = parser('/app', true);
    expect(pattern.exec('/app/history')).not.toBeNull();
    expect(pattern.exec('/App/history')).toBeNull();
  });

  it('leaves a pattern that is not a regular expression as it is', () => {
    const custom = { exec: () => null };
    expect(exactCaseParser(() => ({ pattern: custom }))('/x').pattern).toBe(custom);
  });
});
