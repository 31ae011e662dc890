import { linkSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processIsAlive } from '../lib/process-alive';

export class DataDirLockedError extends Error {}

const LOCK = 'panelist.lock';
/** `panelist.lock.<generation>`; a plain `panelist.lock` (older servers) counts as generation 0. */
const LOCK_FILE = /^panelist\.lock(?:\.([0-9]{1,15}))?$/;

interface LockFile {
  name: string;
  generation: number;
}

/** The lock files in the directory, newest generation first. */
function lockFiles(dataDir: string): LockFile[] {
  return readdirSync(dataDir)
    .map((name) => ({ name, match: LOCK_FILE.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ name, generation: match[1] === undefined ? 0 : Number(match[1]) }))
    .sort((a, b) => b.generation - a.generation);
}

/** The pid a lock file names; undefined when it is gone or unreadable (taken for dead). */
function holderOf(dataDir: string, file: LockFile): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(dataDir, file.name), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The live process holding the data directory, if any (the newest lock file's, when it is alive). */
export function dataDirHolder(dataDir: string): number | undefined {
  const [newest] = lockFiles(dataDir);
  const pid = newest && holderOf(dataDir, newest);
  return pid !== undefined && processIsAlive(pid) ? pid : undefined;
}

function lockedError(dataDir: string, holder: number): DataDirLockedError {
  return new DataDirLockedError(
    `Another Panelist server (pid ${holder}) is already using the data directory ${dataDir}. ` +
      'Stop it first, or start this one with a different DATA_DIR.',
  );
}

/**
 * PGlite is one connection in one process: a lock file in DATA_DIR keeps a second server off the
 * same files. Claims never race, and a lock left by a dead process is taken over without a race:
 * - a lock file is made complete (pid written) under a private name, then hard-linked to its public
 *   name, which fails when that name exists: no one ever reads a lock file half written;
 * - nothing is ever removed to take a lock over: each claim makes the next generation
 *   (`panelist.lock.<n+1>`) above a dead holder's, so of two starts that both find the holder dead,
 *   one makes n+1 and the other's link fails and it finds a live holder;
 * - a claim that finds a newer generation than its own after linking (it had read an old listing)
 *   withdraws: the newest generation is the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const draft = join(dataDir, `${LOCK}.draft-${process.pid}-${Date.now()}`);
  writeFileSync(draft, String(process.pid), { flag: 'wx' });
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      const [newest] = lockFiles(dataDir);
      if (newest) {
        const holder = holderOf(dataDir, newest);
        if (holder !== undefined && holder !== process.pid && processIsAlive(holder)) throw lockedError(dataDir, holder);
      }
      const mine: LockFile = { name: `${LOCK}.${(newest?.generation ?? 0) + 1}`, generation: (newest?.generation ?? 0) + 1 };
      try {
        linkSync(draft, join(dataDir, mine.name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue; // another start claimed it first: look again
        throw error;
      }
      if (lockFiles(dataDir)[0]?.generation !== mine.generation) {
        // A newer claim exists: it holds the lock, not this one.
        tryUnlink(join(dataDir, mine.name));
        continue;
      }
      // Older generations are dead holders' (or withdrawn): tidy them away.
      for (const stale of lockFiles(dataDir)) if (stale.generation < mine.generation) tryUnlink(join(dataDir, stale.name));
      return () => {
        if (holderOf(dataDir, mine) === process.pid) tryUnlink(join(dataDir, mine.name));
      };
    }
    throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
  } finally {
    tryUnlink(draft);
  }
}

function tryUnlink(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
