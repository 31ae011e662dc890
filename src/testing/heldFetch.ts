import { vi } from 'vitest';

/**
 * Replaces the global fetch with one whose calls wait until the test answers them, in the order
 * they were made: for tests of which of several overlapping loads wins. Tests only.
 */
export function heldFetch() {
  const answers: Array<(response: Response) => void> = [];
  const fetch = vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
  vi.stubGlobal('fetch', fetch);
  return { answers, fetch };
}
