import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToMain', () => {
  it('resumes after the tasks already queued (a timeout where scheduler.yield is missing)', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToMain();
    order.push('continuation');
    expect(order).toEqual(['queued task', 'continuation']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
