import { open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../errors.js';
import { exchangeNames } from './exchange.js';
import { isRunning } from '../util/is-running.js';

/** Marks a folder as docgen's output, so that it never replaces a folder someone else wrote; written last, it also marks a complete one. */
export const MARKER = '.docgen-build';

/**
 * The names docgen uses beside an output folder `build`: `.build.staging-*` (a build being written),
 * `.build.old-*` (the previous output on its way out) and `.build.lock`. Hidden, so that they stay out
 * of the way in listings while they exist; a later run removes any that an interrupted one left.
 */
export function siblingsOf(outDir: string) {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const unique = `${process.pid}-${Date.now()}`;
  return {
    parent,
    staging: path.join(parent, `.${name}.staging-${unique}`),
    old: path.join(parent, `.${name}.old-${unique}`),
    lock: path.join(parent, `.${name}.lock`),
    isLeftover: (entry: string) => entry.startsWith(`.${name}.staging-`) || entry.startsWith(`.${name}.old-`),
  };
}

/**
 * Tests kill the build between two steps of the swap (`DOCGEN_FAULT_AT=<step>`), as a power cut or
 * `kill -9` would, to check that the next run recovers.
 */
export function faultPoint(step: string): void {
  if (process.env.DOCGEN_FAULT_AT === step) process.kill(process.pid, 'SIGKILL');
}

/**
 * One build at a time per output folder. The lock holds the process id: a lock whose process is gone
 * (killed, crashed) is taken over rather than left for the user to delete.
 */
export async function lockOutput(outDir: string): Promise<() => Promise<void>> {
  const { lock } = siblingsOf(outDir);
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => unlink(lock).catch(() => {});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = Number((await readFile(lock, 'utf8').catch(() => '')).trim());
      if (holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DocgenError(
          `another docgen build (process ${holder}) is writing ${outDir}`,
          undefined,
          'wait for it to finish, or build into another --out-dir',
        );
      }
      await unlink(lock).catch(() => {});
    }
  }
}

/**
 * Puts right what an interrupted run left, under the lock: when the output folder is missing (killed
 * between the two renames of a swap without exchange), the newest complete site beside it takes its
 * place; then every staging and old folder goes.
 */
export async function recoverOutput(outDir: string): Promise<void> {
  const { parent, isLeftover } = siblingsOf(outDir);
  const leftovers = (await readdir(parent).catch(() => [] as string[]))
    .filter(isLeftover)
    .map((entry) => path.join(parent, entry));
  if (leftovers.length === 0) return;
  if (!(await exists(outDir))) {
    const complete: { dir: string; mtime: number }[] = [];
    for (const dir of leftovers) {
      const marker = await stat(path.join(dir, MARKER)).catch(() => undefined);
      if (marker) complete.push({ dir, mtime: marker.mtimeMs });
    }
    const newest = complete.sort((a, b) => b.mtime - a.mtime)[0];
    if (newest) await rename(newest.dir, outDir);
  }
  await Promise.all(leftovers.map((dir) => rm(dir, { recursive: true, force: true })));
}

/**
 * Swaps a complete staging folder in. Where the platform can exchange two names in one step, the
 * output path names the old site, then the new, and never nothing; elsewhere two renames leave it
 * missing for an instant, and a run killed in that instant is recovered by the next (`recoverOutput`).
 */
export async function swapIn(staging: string, outDir: string): Promise<void> {
  if (!(await exists(outDir))) {
    await rename(staging, outDir);
    return;
  }
  if (await exchangeNames(staging, outDir)) {
    faultPoint('exchanged');
    await rm(staging, { recursive: true, force: true });
    return;
  }
  const { old } = siblingsOf(outDir);
  await rename(outDir, old);
  faultPoint('moved-aside');
  await rename(staging, outDir);
  await rm(old, { recursive: true, force: true });
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
