import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstCharacter, leadingText, shortened } from './text-cut';

describe('leadingText', () => {
  it('keeps whole characters within the code point budget', () => {
    expect(leadingText('abc', 2)).toBe('ab');
    expect(leadingText('abc', 5)).toBe('abc');
    expect(leadingText('a😀b', 2)).toBe('a😀');
    expect(leadingText('😀😀', 1)).toBe('😀');
    // A letter with its combining accent is two code points: both or neither.
    expect(leadingText('ae\u0301', 2)).toBe('a');
    expect(leadingText('', 3)).toBe('');
    expect(leadingText('abc', 0)).toBe('');
  });
});

describe('firstCharacter', () => {
  it('is the first character as a reader sees it', () => {
    expect(firstCharacter('Serik')).toBe('S');
    expect(firstCharacter('😀Star')).toBe('😀');
    expect(firstCharacter('Е\u0308лкин')).toBe('Е\u0308');
    expect(firstCharacter('🇰🇿 flag')).toBe('🇰🇿');
    expect(firstCharacter('')).toBe('');
  });
});

describe('shortened', () => {
  it('leaves a text within the limit as it is', () => {
    expect(shortened('abc', 3)).toBe('abc');
    expect(shortened('a😀', 2)).toBe('a😀');
    expect(shortened('ab 😀😀', 5)).toBe('ab 😀😀');
  });

  it('cuts a longer text between whole characters and ends it with an ellipsis', () => {
    expect(shortened('abcdef', 4)).toBe('abc…');
    expect(shortened('ab 😀😀x', 5)).toBe('ab 😀…');
    expect(shortened('ab cd', 4)).toBe('ab…');
    expect(shortened('ab😀c', 3)).toBe('ab…');
  });
});

describe('without Intl.Segmenter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads, and cuts by code point, never through an emoji', async () => {
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    vi.resetModules();
    const cut = await import('./text-cut');
    expect(cut.firstCharacter('😀Star')).toBe('😀');
    expect(cut.leadingText('a😀b', 2)).toBe('a😀');
    expect(cut.shortened('ab😀😀c', 4)).toBe('ab😀…');
  });
});
