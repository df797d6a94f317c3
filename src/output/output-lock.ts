import { link, open, stat, unlink, writeFile } from 'node:fs/promises';
import { DocgenError } from '../errors.js';
import { isRunning } from '../util/is-running.js';
import { siblingsOf } from './output-folder.js';

/**
 * A lock that names no running process, yet is younger than this, is held all the same: it may be one being
 * written by a docgen that made it another way. Past it, only a crash can have left it.
 */
const UNREADABLE_LOCK_MS = 10_000;

let made = 0;

/**
 * One build at a time per output folder. The lock is a file holding its process id, written under a name of its
 * own and then linked to the lock's name, which fails if the lock exists: so a lock never exists without its id,
 * and of two builds racing for it one gets it. A lock whose process is gone (killed, crashed) is taken over
 * rather than left for the user to delete; that takeover happens under a second lock (`….lock.takeover`), after
 * checking that the lock is still the stale one, so that two builds finding it stale never both take it.
 */
export async function lockOutput(outDir: string): Promise<() => Promise<void>> {
  const { lock } = siblingsOf(outDir);
  const mine = await ownFile(lock);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await linked(mine, lock)) return () => unlink(lock).catch(() => {});
      const found = await readLock(lock);
      if (found && !isStale(found)) throw held(outDir, found.pid);
      if (found) await underTakeover(lock, mine, () => removeIfStale(lock));
    }
    throw held(outDir, undefined);
  } finally {
    await unlink(mine).catch(() => {});
  }
}

interface LockFound {
  pid: number | undefined;
  mtimeMs: number;
}

/** A file beside the lock holding this process's id, to link under the lock's name. */
async function ownFile(lock: string): Promise<string> {
  const file = `${lock}.${process.pid}-${made++}.tmp`;
  await writeFile(file, String(process.pid));
  return file;
}

async function linked(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function readLock(lock: string): Promise<LockFound | undefined> {
  const handle = await open(lock, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const [stats, text] = await Promise.all([handle.stat(), handle.readFile('utf8')]);
    const pid = /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
    return { pid: pid && pid > 0 ? pid : undefined, mtimeMs: stats.mtimeMs };
  } finally {
    await handle.close();
  }
}

function isStale(found: LockFound): boolean {
  if (found.pid === undefined) return Date.now() - found.mtimeMs > UNREADABLE_LOCK_MS;
  // This process's own id can only be a previous holder's, reused (a container's process 1, after a restart).
  return found.pid === process.pid || !isRunning(found.pid);
}

/**
 * Removes the lock if it is stale now: another build may have taken it over and made its own since it was read
 * (with the same inode, as file systems reuse them). Under the takeover lock, a stale lock cannot change: no
 * process owns it, and only a takeover removes it.
 */
async function removeIfStale(lock: string): Promise<void> {
  const found = await readLock(lock);
  if (found && isStale(found)) await unlink(lock);
}

/** Runs `step` holding the takeover lock; a takeover lock left by a build killed during a takeover expires with age. */
async function underTakeover(lock: string, mine: string, step: () => Promise<void>): Promise<void> {
  const guard = `${lock}.takeover`;
  if (!(await linked(mine, guard))) {
    const age = await stat(guard).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > UNREADABLE_LOCK_MS) await unlink(guard).catch(() => {});
    return;
  }
  try {
    await step();
  } finally {
    await unlink(guard).catch(() => {});
  }
}

function held(outDir: string, pid: number | undefined): DocgenError {
  return new DocgenError(
    `another docgen build${pid ? ` (process ${pid})` : ''} is writing ${outDir}`,
    undefined,
    'wait for it to finish, or build into another --out-dir',
  );
}
