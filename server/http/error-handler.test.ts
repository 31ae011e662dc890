import { describe, expect, it } from 'vitest';
import { withLiteralPercents } from './error-handler';

describe('withLiteralPercents', () => {
  it('escapes every % of the path and leaves the query as it came', () => {
    expect(withLiteralPercents('/app/cardPage/%E0%A4%A')).toBe('/app/cardPage/%25E0%25A4%25A');
    expect(withLiteralPercents('/%?q=%ZZ&x=%25')).toBe('/%25?q=%ZZ&x=%25');
    expect(withLiteralPercents('/plain')).toBe('/plain');
  });
});
