import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, dataDirHolder, lockDataDir } from './data-dir-lock';

const DEAD_PID = '2147483646';
const lockFiles = (dir: string) => readdirSync(dir).filter((name) => name.startsWith('panelist.lock'));

describe('lockDataDir', () => {
  it('refuses while a live process holds the lock (an older server\'s plain panelist.lock too), and frees it on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'panelist.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(dataDirHolder(dir)).toBe(process.ppid);
  });

  it('takes over a lock left by a dead process, and removes its own lock file on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'panelist.lock.4'), DEAD_PID);
    const release = lockDataDir(dir);
    expect(lockFiles(dir)).toEqual(['panelist.lock.5']);
    expect(dataDirHolder(dir)).toBe(process.pid);
    release();
    expect(lockFiles(dir)).toEqual([]);
    expect(dataDirHolder(dir)).toBeUndefined();
  });

  it('never takes over from a newer live claim made above a dead holder\'s (the takeover race)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    // Both starts found the dead holder of generation 1; the other one has claimed generation 2.
    writeFileSync(join(dir, 'panelist.lock.1'), DEAD_PID);
    writeFileSync(join(dir, 'panelist.lock.2'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/pid \d+/);
    expect(existsSync(join(dir, 'panelist.lock.2'))).toBe(true);
  });

  it('of many processes starting at once on a dead holder\'s lock, exactly one gets it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'panelist.lock.1'), DEAD_PID);
    const moduleUrl = new URL('./data-dir-lock.ts', import.meta.url).href;
    // Each holds what it got until every one has tried (its stdin closes), so none finds a holder gone.
    const script = `const { lockDataDir } = await import(${JSON.stringify(moduleUrl)});
      let release = () => undefined;
      try { release = lockDataDir(${JSON.stringify(dir)}); console.log('locked'); }
      catch (error) { console.log(error.constructor.name); }
      process.stdin.on('end', () => release()).resume();`;
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const children = Array.from({ length: 4 }, () => spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] }));
    const outcomes = await Promise.all(children.map((child) => new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      child.on('error', reject);
    })));
    await Promise.all(children.map((child) => new Promise((resolve) => {
      child.on('exit', resolve);
      child.stdin.end();
    })));
    expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'DataDirLockedError')).toHaveLength(3);
    expect(lockFiles(dir)).toEqual([]);
  }, 30_000);
});
