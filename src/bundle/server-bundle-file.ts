import { readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { cacheWriteError } from '../cache/cache-write-error.js';
import { contentHash } from '../util/hash.js';
import { makeFolder } from '../util/make-folder.js';
import { writeWhole } from '../util/write-whole.js';

/**
 * Writes the server bundle under its content's name, unless a file of that name already holds exactly these bytes.
 * A folder that cannot take it fails the build with its path and what to do: the render threads import this file.
 */
export async function saveServerBundle(cacheDir: string, contents: Uint8Array): Promise<string> {
  const file = path.join(cacheDir, `server-${contentHash(contents)}.mjs`);
  try {
    if (await sameFile(file, contents)) {
      const now = new Date();
      await utimes(file, now, now);
    } else {
      await makeFolder(cacheDir);
      await writeWhole(file, contents);
    }
    await pruneServerBundles(cacheDir);
  } catch (error) {
    throw cacheWriteError(error, cacheDir);
  }
  return file;
}

/** How long a server bundle nobody built again is kept: longer than any build that may still be importing it. */
export const SERVER_BUNDLE_TTL_MS = 10 * 60_000;

/**
 * Every change to the theme names a new server bundle; a long watch session would leave hundreds behind.
 * Those not written or reused for a while go (the current one was just touched).
 */
export async function pruneServerBundles(cacheDir: string, now = Date.now()): Promise<void> {
  const names = (await readdir(cacheDir)).filter((name) => /^server-.+\.mjs(?:\..+\.tmp)?$/.test(name));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(cacheDir, name);
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
      if (now - mtimeMs > SERVER_BUNDLE_TTL_MS) await rm(file, { force: true });
    }),
  );
}

/** A file cut short or changed by hand under a bundle's name is written again, never imported. */
async function sameFile(file: string, contents: Uint8Array): Promise<boolean> {
  try {
    return Buffer.from(contents).equals(await readFile(file));
  } catch {
    return false;
  }
}
