import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint';

/** Fake timers, and animation frames that come only when the test calls them. */
function stubFrames(): Array<() => void> {
  vi.useFakeTimers();
  const frames: Array<() => void> = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return frames;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('runs in a task after the next animation frame, not in the frame itself', () => {
    const frames = stubFrames();
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(100);
    expect(work).not.toHaveBeenCalled();
    frames[0]!();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs after a short wait when no frame comes (a hidden page)', () => {
    stubFrames();
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(499);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled', () => {
    const frames = stubFrames();
    const work = vi.fn();
    const cancel = afterNextPaint(work);
    frames[0]!();
    cancel();
    vi.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
  });
});
