import { describe, expect, it } from 'vitest';
import { isOwnSitePath, pathOf, queryOf } from './page-address';

describe('pathOf', () => {
  it('drops the query', () => {
    expect(pathOf('/rest/widget/1?x=%ZZ')).toBe('/rest/widget/1');
    expect(pathOf('/login')).toBe('/login');
  });
});

describe('isOwnSitePath', () => {
  it.each(['/', '/login', '/app/cardPage/3?ref=%ZZ', '/%25E0', '/a//b', '/a/\\b'])('%s stays on the site', (url) => expect(isOwnSitePath(url)).toBe(true));
  it.each(['//evil.example/%25', '/\\evil.example/%25zz', '/\\/evil.example', '//', '/\t/evil.example', '/\n\\evil.example', 'http://evil.example/', '', 'evil.example'])(
    '%j is another site\'s address to a browser',
    (url) => expect(isOwnSitePath(url)).toBe(false),
  );
});

describe('queryOf', () => {
  it('keeps the query with its question mark, and nothing without one', () => {
    expect(queryOf('/?utm_source=erg&ref=7')).toBe('?utm_source=erg&ref=7');
    expect(queryOf('/index.html?a=1?b')).toBe('?a=1?b');
    expect(queryOf('/login')).toBe('');
  });
});
