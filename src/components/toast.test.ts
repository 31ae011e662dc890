import { describe, expect, it, vi } from 'vitest';

const attempts = vi.hoisted(() => ({ count: 0 }));
// The toast library's chunk cannot be fetched (offline before the worker cached it).
vi.mock('react-hot-toast', () => {
  attempts.count += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a toast whose library cannot load', () => {
  it('is reported, never thrown at the screen, and the next toast tries the load again', async () => {
    const { loadToastLibrary, toast } = await import('./toast');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => toast.error('Something failed')).not.toThrow();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('A toast could not be shown', expect.any(Error)));
    await expect(loadToastLibrary()).rejects.toThrow();
    expect(attempts.count).toBeGreaterThanOrEqual(2);
  });
});
