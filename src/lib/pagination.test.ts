import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageRows, pageWindow } from './pagination';

describe('pageCount', () => {
  it('fills pages of the given size, one page at least', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe('clampPage', () => {
  it('keeps the page inside 1..pages', () => {
    expect(clampPage(4, 2)).toBe(2);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
  });
});

describe('pageRows', () => {
  const rows = Array.from({ length: 14 }, (_, index) => index + 1);
  it('cuts the rows of one page', () => {
    expect(pageRows(rows, 1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageRows(rows, 3, 6)).toEqual([13, 14]);
    expect(pageRows(rows, 2, 10)).toEqual([11, 12, 13, 14]);
  });
});

describe('pageWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1, 5)).toEqual([1]);
    expect(pageWindow(3, 4, 5)).toEqual([1, 2, 3, 4]);
  });

  it('shows at most 5 numbers with the current page in the middle where it can', () => {
    expect(pageWindow(1, 12, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 12, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(11, 12, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12, 5)).toEqual([8, 9, 10, 11, 12]);
  });
});
