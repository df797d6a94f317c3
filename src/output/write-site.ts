import { cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../errors.js';

export interface OutputFile {
  /** Path inside the output folder, with "/" separators. */
  path: string;
  contents: string | Uint8Array;
}

/** Marks a folder as docgen's output, so that it never replaces a folder someone else wrote. */
const MARKER = '.docgen-build';

/**
 * Writes the site into a fresh folder beside the output folder and swaps it in only when every
 * file is written: a failed build leaves the previous output exactly as it was.
 */
export async function writeSite(outDir: string, files: OutputFile[], staticDir: string | undefined): Promise<void> {
  await assertReplaceable(outDir);
  const staging = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  try {
    await mkdir(staging, { recursive: true });
    if (staticDir && (await isDirectory(staticDir))) await cp(staticDir, staging, { recursive: true });
    const folders = new Set(files.map((f) => path.dirname(path.join(staging, f.path))));
    await Promise.all([...folders].map((dir) => mkdir(dir, { recursive: true })));
    await writeInBatches(files.map((f) => () => writeFile(path.join(staging, f.path), f.contents)), 64);
    await writeFile(path.join(staging, MARKER), 'This folder is written by docgen build and replaced by the next build.\n');
    await swapIn(staging, outDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function swapIn(staging: string, outDir: string): Promise<void> {
  const previous = `${outDir}.old-${process.pid}-${Date.now()}`;
  const hadPrevious = await isDirectory(outDir);
  if (hadPrevious) await rename(outDir, previous);
  await rename(staging, outDir);
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}

async function assertReplaceable(outDir: string): Promise<void> {
  if (!(await isDirectory(outDir))) return;
  const entries = await readdir(outDir);
  if (entries.length === 0 || entries.includes(MARKER)) return;
  throw new DocgenError(
    `refusing to replace ${outDir}: it holds files that docgen did not write`,
    undefined,
    'choose another --out-dir, or empty that folder yourself',
  );
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

async function writeInBatches(tasks: (() => Promise<unknown>)[], width: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, tasks.length) }, async () => {
      while (next < tasks.length) await tasks[next++]!();
    }),
  );
}
