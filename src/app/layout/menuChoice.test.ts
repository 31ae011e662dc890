import { describe, expect, it } from 'vitest';
import { linkChoice } from './menuChoice';

describe('linkChoice', () => {
  it('returns the focus to the menu for a link to the page already shown, a trailing slash, query or hash aside', () => {
    expect(linkChoice('/app/history', '/app/history')).toEqual({ returnFocus: true });
    expect(linkChoice('/app/', '/app')).toEqual({ returnFocus: true });
    expect(linkChoice('/app/settings?tab=1#push', '/app/settings')).toEqual({ returnFocus: true });
  });

  it('leaves the focus to the page change for a link elsewhere', () => {
    expect(linkChoice('/app/settings', '/app/history')).toEqual({ returnFocus: false });
    expect(linkChoice('/', '/app')).toEqual({ returnFocus: false });
  });
});
