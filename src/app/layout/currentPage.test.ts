import { describe, expect, it } from 'vitest';
import { currentPageOf } from './currentPage';

describe('currentPageOf', () => {
  it('marks the link of the page shown, with or without its trailing slash', () => {
    expect(currentPageOf('/app/', '/app')).toBe('page');
    expect(currentPageOf('/app', '/app')).toBe('page');
    expect(currentPageOf('/app/invite', '/app/invite')).toBe('page');
    expect(currentPageOf('/', '/')).toBe('page');
  });
  it('marks no other link', () => {
    expect(currentPageOf('/app/invite', '/app')).toBeUndefined();
    expect(currentPageOf('/app/history', '/app/invite')).toBeUndefined();
    expect(currentPageOf('/', '/app')).toBeUndefined();
  });
});
