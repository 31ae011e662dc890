import { describe, expect, it } from 'vitest';
import { publicCardIdSegment, publicCardPath } from './public-card-path';

describe('the public card screen\'s path', () => {
  it('is /publicCardPage/ and the id segment as given, which it gives back', () => {
    for (const segment of ['12', 'a%20b']) {
      expect(publicCardPath(segment)).toBe(`/publicCardPage/${segment}`);
      expect(publicCardIdSegment(publicCardPath(segment))).toBe(segment);
    }
  });

  it('names no card on any other path', () => {
    for (const other of ['/publicCardPage/', '/publicCardPage/12/x', '/publicCardPage', '/app/cardPage/12', '/x/publicCardPage/12']) {
      expect(publicCardIdSegment(other), other).toBeNull();
    }
  });
});
