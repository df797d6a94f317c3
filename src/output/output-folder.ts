import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { exchangeNames } from './exchange.js';
import { escapeRegExp } from '../util/escape-regexp.js';
import { isRunning } from '../util/is-running.js';

/** Marks a folder as docgen's output, so that it never replaces a folder someone else wrote; written last, it also marks a complete one. */
export const MARKER = '.docgen-build';

/**
 * The names docgen uses beside an output folder `build`: `.build.staging-*` (a build being written),
 * `.build.old-*` (the previous output on its way out) and `.build.lock` (with `.build.lock.<pid>-<n>.tmp`, the
 * file a build links as the lock). Hidden, so that they stay out of the way in listings while they exist; a later
 * run removes any that an interrupted one left.
 */
export function siblingsOf(outDir: string) {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const unique = `${process.pid}-${Date.now()}`;
  const lockFile = new RegExp(`^\\.${escapeRegExp(name)}\\.lock\\.(\\d+)-\\d+\\.tmp$`);
  return {
    parent,
    staging: path.join(parent, `.${name}.staging-${unique}`),
    old: path.join(parent, `.${name}.old-${unique}`),
    lock: path.join(parent, `.${name}.lock`),
    isStaging: (entry: string) => entry.startsWith(`.${name}.staging-`),
    isLeftover: (entry: string) =>
      entry.startsWith(`.${name}.staging-`) ||
      entry.startsWith(`.${name}.old-`) ||
      !isRunning(Number(lockFile.exec(entry)?.[1] ?? process.pid)),
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
 * Whether the exchange happened is read from the disk, by the folder the output path names afterwards:
 * the program that makes the call may report failure after making it (killed by its time limit), or
 * success without.
 */
export async function swapIn(staging: string, outDir: string): Promise<void> {
  if (!(await exists(outDir))) {
    await rename(staging, outDir);
    return;
  }
  const newSite = await identity(staging);
  await exchangeNames(staging, outDir);
  if ((await identity(outDir)) === newSite) {
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

/** A folder's identity on disk, which its name does not give: device and inode. */
async function identity(dir: string): Promise<string> {
  const stats = await stat(dir);
  return `${stats.dev}:${stats.ino}`;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
