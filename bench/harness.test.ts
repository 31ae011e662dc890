import { describe, expect, it } from 'vitest';
import { latencyPercentiles, latencySinceStart, turnOrder } from './harness';

describe('a latency from the load start', () => {
  it('counts a request stamped before the load started from the start, not from its stamp', () => {
    // Stamped 300 ms before the start (the generator was still setting up), answered 20 ms after it.
    expect(latencyPercentiles([latencySinceStart(320, 20)])).toEqual({ p50: 20, p99: 20 });
  });

  it('keeps the response time of a request sent after the start', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => latencySinceStart(i + 1, 1000 + i + 1));
    expect(latencyPercentiles(latencies)).toEqual({ p50: 51, p99: 100 });
  });
});

describe('the latency percentiles', () => {
  it('sorts the latencies as numbers, to a tenth of a millisecond', () => {
    expect(latencyPercentiles([9.04, 100.26, 20])).toEqual({ p50: 20, p99: 100.3 });
  });
});

describe('the order of loads measured in turns', () => {
  it('reverses the order every other turn', () => {
    expect(turnOrder(2, 4)).toEqual([0, 1, 1, 0, 0, 1, 1, 0]);
    expect(turnOrder(3, 2)).toEqual([0, 1, 2, 2, 1, 0]);
  });

  it('gives each load the same mean place in time over an even number of turns', () => {
    const order = turnOrder(2, 4);
    const meanPlace = (load: number) => order.reduce((sum, at, place) => sum + (at === load ? place : 0), 0) / 4;
    expect(meanPlace(0)).toBe(meanPlace(1));
  });
});
