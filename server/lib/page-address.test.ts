import { describe, expect, it } from 'vitest';
import { isPageAddress, pathOf } from './page-address';

describe('isPageAddress', () => {
  it.each(['/', '/login', '/app/cardPage/3', '/restaurant', '/specific', '/%25E0'])('%s belongs to the pages', (path) => expect(isPageAddress(path)).toBe(true));
  it.each(['/rest', '/rest/user/1', '/specific/config.json'])('%s does not', (path) => expect(isPageAddress(path)).toBe(false));
});

describe('pathOf', () => {
  it('drops the query', () => {
    expect(pathOf('/rest/widget/1?x=%ZZ')).toBe('/rest/widget/1');
    expect(pathOf('/login')).toBe('/login');
  });
});
