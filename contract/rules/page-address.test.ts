import { describe, expect, it } from 'vitest';
import { isPageAddress } from './page-address';

describe('isPageAddress', () => {
  it.each(['/', '/login', '/app/cardPage/3', '/restaurant', '/rest-day', '/specific', '/%25E0', '/login?next=/rest/'])('%s belongs to the pages', (path) => expect(isPageAddress(path)).toBe(true));
  it.each(['/rest', '/rest/user/1', '/rest?x=1', '/specific/config.json', '/REST/user/1', '/Rest', '/Specific/config.json'])('%s does not', (path) => expect(isPageAddress(path)).toBe(false));
});
