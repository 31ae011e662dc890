import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('refuses while a live process holds the lock, and frees it on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'panelist.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock left by a dead process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'panelist.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'panelist.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'panelist.lock'))).toBe(false);
  });
});
