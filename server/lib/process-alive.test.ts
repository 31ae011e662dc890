import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processIsAlive } from './process-alive';

describe('processIsAlive', () => {
  it('is true for a running process and false once it has ended', () => {
    expect(processIsAlive(process.pid)).toBe(true);
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    expect(ended).toBeGreaterThan(0);
    expect(processIsAlive(ended!)).toBe(false);
  });
});
