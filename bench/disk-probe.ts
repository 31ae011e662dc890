import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { percentile } from './harness';

/**
 * How long the disk takes to make a small write durable (`fdatasync` of 8 KB, as a commit's WAL
 * flush does), measured on a thread of its own while `work` runs. An answer is acknowledged after
 * its batch's commit, so a stall of the disk is a stall of every answer in flight: this says whether
 * an answer's slowest latencies were the disk's.
 */
export interface DiskSyncs {
  count: number;
  p50: number;
  p99: number;
  max: number;
  /** Syncs that took over 50 ms. */
  stalls: number;
}

/** The probe's loop (plain JavaScript: a worker evaluates it as it is): write, sync, pause 2 ms, until told to stop. */
const probeLoop = `
const { parentPort, workerData } = require('node:worker_threads');
const { openSync, writeSync, fdatasyncSync, closeSync } = require('node:fs');
const stop = new Int32Array(workerData.stop);
const fd = openSync(workerData.file, 'w');
const page = Buffer.alloc(8192, 1);
const took = [];
for (let i = 0; Atomics.load(stop, 0) === 0; i += 1) {
  writeSync(fd, page, 0, page.length, (i % 1000) * page.length);
  const started = performance.now();
  fdatasyncSync(fd);
  took.push(performance.now() - started);
  Atomics.wait(stop, 0, 0, 2);
}
closeSync(fd);
parentPort.postMessage(took);
`;

const STALL_MS = 50;
const round = (ms: number) => Math.round(ms * 100) / 100;

export function summarizeSyncs(took: number[]): DiskSyncs {
  const sorted = [...took].sort((a, b) => a - b);
  return { count: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0), stalls: sorted.filter((ms) => ms > STALL_MS).length };
}

export async function whileProbingDisk<T>(folder: string, work: () => Promise<T>): Promise<{ result: T; syncs: DiskSyncs }> {
  const dir = mkdtempSync(join(folder, 'panelist-disk-probe-'));
  const stop = new SharedArrayBuffer(4);
  const worker = new Worker(probeLoop, { eval: true, workerData: { file: join(dir, 'probe'), stop } });
  // A probe that cannot run (say, a read-only folder) leaves the burst's figures as they are.
  const took = new Promise<number[]>((resolve) => {
    worker.once('message', resolve);
    worker.once('error', () => resolve([]));
  });
  try {
    // The probe stops with the work, whether it succeeded or not.
    const result = await work().finally(() => Atomics.store(new Int32Array(stop), 0, 1));
    return { result, syncs: summarizeSyncs(await took) };
  } finally {
    await worker.terminate();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether two paths are on one device (unknown when either cannot be read). */
export function sameDevice(a: string, b: string): boolean | undefined {
  try {
    return statSync(a).dev === statSync(b).dev;
  } catch {
    return undefined;
  }
}

export function describeSyncs(syncs: DiskSyncs, folder: string, onPostgresDisk: boolean | undefined): string {
  if (syncs.count === 0) return `disk during the burst: not measured (no fdatasync could be timed in ${folder})`;
  const where = onPostgresDisk === undefined ? '' : onPostgresDisk ? ", PostgreSQL's disk" : ", not PostgreSQL's disk";
  return `disk during the burst (fdatasync of 8 KB in ${folder}${where}): ${syncs.count} syncs, p50 ${syncs.p50} ms, p99 ${syncs.p99} ms, max ${syncs.max} ms, ${syncs.stalls} over ${STALL_MS} ms`;
}
