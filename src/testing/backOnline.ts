import { waitFor } from '@testing-library/react';

/**
 * The browser comes back online, again and again until `seen` passes: a screen listens for it from an
 * effect, which may run a moment after the screen showed what the test waited for (on a busy machine,
 * after a single event would have come and gone).
 */
export async function backOnlineUntil(seen: () => void): Promise<void> {
  await waitFor(() => {
    window.dispatchEvent(new Event('online'));
    seen();
  });
}
