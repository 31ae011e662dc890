import { describe, expect, it } from 'vitest';
import { createLatencyRecorder } from './harness';

describe('the latency recorder', () => {
  it('counts a request stamped before the load started from the start, not from its stamp', () => {
    const latencies = createLatencyRecorder();
    latencies.start(1000);
    // Stamped 300 ms before the start (the generator was still setting up), answered 20 ms after it.
    latencies.record(320, 1020);
    expect(latencies.percentiles()).toEqual({ p50: 20, p99: 20 });
  });

  it('keeps the response time of a request sent after the start', () => {
    const latencies = createLatencyRecorder();
    latencies.start(1000);
    for (let i = 1; i <= 100; i += 1) latencies.record(i, 2000 + i);
    expect(latencies.percentiles()).toEqual({ p50: 51, p99: 100 });
  });

  it('sorts the latencies as numbers, to a tenth of a millisecond', () => {
    const latencies = createLatencyRecorder();
    latencies.start(0);
    for (const ms of [9.04, 100.26, 20]) latencies.record(ms, 5000);
    expect(latencies.percentiles()).toEqual({ p50: 20, p99: 100.3 });
  });
});
