import { describe, expect, it } from 'vitest';
import { matchesPattern } from './pathPattern';

describe('matchesPattern', () => {
  it('matches a fixed path, with or without a trailing slash', () => {
    expect(matchesPattern('/login', '/login')).toBe(true);
    expect(matchesPattern('/login', '/login/')).toBe(true);
    expect(matchesPattern('/login', '/login/x')).toBe(false);
    expect(matchesPattern('/login', '/loginx')).toBe(false);
  });

  it('matches one path segment per parameter', () => {
    expect(matchesPattern('/app/cardPage/:id', '/app/cardPage/12')).toBe(true);
    expect(matchesPattern('/app/cardPage/:id', '/app/cardPage/')).toBe(false);
    expect(matchesPattern('/app/cardPage/:id', '/app/cardPage/1/2')).toBe(false);
  });

  it('treats the pattern literally apart from parameters', () => {
    expect(matchesPattern('/index.html', '/indexxhtml')).toBe(false);
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/', '/app')).toBe(false);
  });
});
