import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { ANSWER_QUEUE_NAME, ANSWER_SEND_TIMEOUT_MS, sendQueuedAnswer, withQueueLock } from './answerSync';
import type { QueuedAnswer } from './queueStorage';

afterEach(() => vi.unstubAllGlobals());

const item = (viaWidget: boolean): QueuedAnswer => ({
  answerId: '00000000-0000-4000-8000-000000000001', questionId: 12, choiceValues: [2], answeredAt: '2026-03-01T12:00:00.000Z',
  userId: 7, viaWidget, createdAt: 1, attempts: 0, nextAttemptAt: 1, firstSentAt: 1,
});

describe('sendQueuedAnswer', () => {
  it.each([
    [false, '/rest/questions/answer'],
    [true, '/rest/widget/12/answer'],
  ])('sends the frozen payload (through the widget call: %s) to %s with the given credentials', async (viaWidget, url) => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ answerId: 'x', pointsCredited: 10, duplicate: false }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendQueuedAnswer(item(viaWidget), '7:token')).resolves.toMatchObject({ pointsCredited: 10 });
    const [calledUrl, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(calledUrl).toBe(url);
    expect((init.headers as Record<string, string>).authorization).toBe('7:token');
    expect(JSON.parse(String(init.body))).toEqual({ answerId: item(viaWidget).answerId, questionId: 12, choiceValues: [2], answeredAt: '2026-03-01T12:00:00.000Z' });
  });

  it('gives up on a request that hangs, as on a lost network (the queue retries it later)', async () => {
    let timedOut: AbortSignal | undefined;
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      expect(ms).toBe(ANSWER_SEND_TIMEOUT_MS);
      const controller = new AbortController();
      timedOut = controller.signal;
      queueMicrotask(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')));
      return controller.signal;
    });
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    })));
    const sent = sendQueuedAnswer(item(false), '7:token');
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({ status: 0 });
    expect(timedOut?.aborted).toBe(true);
    timeout.mockRestore();
  });
});

describe('withQueueLock', () => {
  it('waits for the Web Lock every tab and the worker share (never skips a flush)', async () => {
    const request = vi.fn(async (_name: string, fn: () => Promise<void>) => fn());
    vi.stubGlobal('navigator', { locks: { request } });
    const fn = vi.fn(async () => undefined);
    await expect(withQueueLock(fn)).resolves.toBe(true);
    expect(request).toHaveBeenCalledWith(ANSWER_QUEUE_NAME, expect.any(Function));
    expect(fn).toHaveBeenCalledOnce();
  });

  it('runs the flusher once, in this context alone, when the browser refuses the Web Lock', async () => {
    const request = vi.fn(async () => {
      throw new DOMException('The request was denied.', 'SecurityError');
    });
    vi.stubGlobal('navigator', { locks: { request } });
    const fn = vi.fn(async () => undefined);
    await expect(withQueueLock(fn)).resolves.toBe(true);
    expect(fn).toHaveBeenCalledOnce();
  });

  it("passes on the flusher's own failure under the Web Lock without running it again", async () => {
    vi.stubGlobal('navigator', { locks: { request: async (_name: string, fn: () => Promise<void>) => fn() } });
    const fn = vi.fn(async () => {
      throw new Error('boom');
    });
    await expect(withQueueLock(fn)).rejects.toThrow('boom');
    expect(fn).toHaveBeenCalledOnce();
  });

  it('without Web Locks runs one flusher at a time, in order, even after a failure', async () => {
    vi.stubGlobal('navigator', {});
    const order: string[] = [];
    let release: () => void = () => undefined;
    const first = withQueueLock(() => new Promise<void>((resolve) => {
      order.push('first starts');
      release = () => {
        order.push('first ends');
        resolve();
      };
    }));
    const failing = withQueueLock(async () => {
      order.push('second');
      throw new Error('boom');
    });
    const third = withQueueLock(async () => void order.push('third'));
    await vi.waitFor(() => expect(order).toEqual(['first starts']));
    release();
    await first;
    await expect(failing).rejects.toThrow('boom');
    await third;
    expect(order).toEqual(['first starts', 'first ends', 'second', 'third']);
  });
});
