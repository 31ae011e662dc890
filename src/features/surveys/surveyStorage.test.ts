// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPosition, savePosition, savedPosition } from './surveyStorage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the position of a survey run on the device', () => {
  it('is readable at once after it is saved, per member and quest, and gone once forgotten', () => {
    savePosition(7, 3, 2);
    expect(savedPosition(7, 3)).toBe(2);
    expect(savedPosition(8, 3)).toBeUndefined();
    expect(savedPosition(7, 4)).toBeUndefined();
    forgetPosition(7, 3);
    expect(savedPosition(7, 3)).toBeUndefined();
  });

  it('is none when the stored value is damaged', () => {
    for (const damaged of ['', '-1', '1.5', 'two', '99999']) {
      localStorage.setItem('surveyPosition:7:3', damaged);
      expect(savedPosition(7, 3)).toBeUndefined();
    }
  });

  it('is not kept, and nothing throws, where the browser refuses the page its storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    });
    expect(() => savePosition(7, 3, 1)).not.toThrow();
    expect(savedPosition(7, 3)).toBeUndefined();
    expect(() => forgetPosition(7, 3)).not.toThrow();
  });
});
