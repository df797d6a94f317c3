import { copyFile, cp, link, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../errors.js';
import { checkStaticLinks } from './static-links.js';
import { commitInPlace, finishCommits, foldersTouched } from './commit-in-place.js';
import { faultPoint, MARKER, recoverOutput, siblingsOf, swapIn } from './output-folder.js';
import { lockOutput } from './output-lock.js';
import { OutputManifest } from './output-manifest.js';
import { filesOf, type OutputTree } from './output-tree.js';
import { makeFolder } from '../util/make-folder.js';

export interface OutputFile {
  /** Path inside the output folder, with "/" separators. */
  path: string;
  contents: string | Uint8Array;
}

/**
 * A file of the build cache that holds exactly what goes at `path` of the output: linked there, not written again;
 * `held` when the output folder already holds it (see `Staging.holds`), and it stays there.
 */
export interface LinkedFile {
  path: string;
  from: string;
  size: number;
  held?: true;
}

function byteSize(files: OutputFile[]): number {
  return files.reduce(
    (sum, f) => sum + (typeof f.contents === 'string' ? Buffer.byteLength(f.contents) : f.contents.byteLength),
    0,
  );
}

/**
 * A fresh folder beside the output folder, filled while the build runs and swapped in at the end; or, when the
 * output folder holds pages of an earlier build that are still right (see `holds`), filled with what changed only
 * and moved into it file by file (see `commitInPlace`).
 */
export interface Staging {
  /** The folder being written, absolute: the output folder once committed, when it is swapped in. */
  readonly dir: string;
  /**
   * Writes files into the staging folder; returns the bytes written, and where each file went. `key` names the
   * page's entry in the build cache, when the files are a page's.
   */
  write(files: OutputFile[], key?: string): Promise<{ bytes: number; paths: string[] }>;
  /**
   * Links files of the build cache into the staging folder (copies them where a link cannot be made), but for those
   * the output folder holds; returns their bytes. `key` names the page's entry in the build cache.
   */
  link(files: LinkedFile[], key: string): Promise<number>;
  /** Whether the output folder holds, untouched, the file at `path` of the page whose cache entry is `key`. */
  holds(path: string, key: string): boolean;
  /** Swaps the staging folder in for the output folder, or moves its files into it. */
  commit(): Promise<void>;
  /** Records the pages the output folder holds for the next build (see `OutputManifest`): once nothing moves them. */
  record(): Promise<void>;
  /** Removes the staging folder: the previous output stays exactly as it was. */
  discard(): Promise<void>;
}

/** The lock is held from here until commit or discard, so two builds of one output never interleave. */
async function prepareOutput(outDir: string): Promise<() => Promise<void>> {
  // The lock and the staging folder go beside the output folder, so its parent is made first (`-o a/b/build`).
  await makeFolder(path.dirname(outDir));
  const unlock = await lockOutput(outDir);
  try {
    await finishCommits(outDir);
    await recoverOutput(outDir);
    await assertReplaceable(outDir);
    return unlock;
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * Pages are written as they are rendered, so the build never holds every page's HTML at once;
 * the previous output is only replaced once everything is written. The static folder is copied first (a page
 * written at the same path replaces its file), at the root and into each of `localeFolders`, as Docusaurus copies
 * it into every locale's site (see `copyStatic`).
 */
export async function openStaging(
  outDir: string,
  staticDir: string | undefined,
  projectDir: string,
  localeFolders: string[] = [],
  manifestFile?: string,
): Promise<Staging> {
  const unlock = await prepareOutput(outDir);
  const manifest = manifestFile ? OutputManifest.read(manifestFile, outDir) : undefined;
  /** The page files this build keeps where they are in the output folder, and every page file's cache entry. */
  const held = new Set<string>();
  const keys = new Map<string, string>();
  /** The output's folders as a commit in place found them, and those it changed. */
  let seen: { tree: OutputTree; touched: Set<string> } | undefined;
  const dir = siblingsOf(outDir).staging;
  const folders = new Map<string, Promise<unknown>>();
  const ensureFolder = (folder: string) => {
    let made = folders.get(folder);
    if (!made) folders.set(folder, (made = makeFolder(folder)));
    return made;
  };
  await makeFolder(dir);
  let shared = new Set<string>();
  const staticFiles = new Set<string>();
  try {
    if (staticDir && (await isDirectory(staticDir))) {
      await checkStaticLinks(staticDir, projectDir);
      shared = await copyStatic(staticDir, dir, localeFolders);
      // A page written where the static folder has a file replaces it: that page's file is never held.
      if (manifest?.size)
        for (const file of (await listTree(dir)).files) staticFiles.add(file.split(path.sep).join('/'));
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    await unlock();
    throw asInOutput(error, dir, outDir);
  }
  // A failed build discards the folder while pages rendered before the failure may still be being written:
  // removing it then raced their writes (ENOTEMPTY), and that error hid the build's own.
  const writing = new Set<Promise<unknown>>();
  let discarded = false;
  const put = async <F extends { path: string }>(files: F[], save: (file: F, target: string) => Promise<unknown>) => {
    if (discarded) throw new Error('the build failed: its output is discarded');
    const targets = files.map((file) => path.join(dir, file.path));
    const writes = files.map(async (file, i) => {
      const target = targets[i]!;
      try {
        await ensureFolder(path.dirname(target));
        // Written through, the link would change the static file in every locale's folder.
        if (shared.delete(target)) await rm(target);
        await save(file, target);
      } catch (error) {
        // A failed write names no file.
        const err = error as NodeJS.ErrnoException;
        err.path ??= target;
        throw asInOutput(err, dir, outDir);
      }
    });
    for (const w of writes) {
      writing.add(w);
      void w.then(
        () => writing.delete(w),
        () => writing.delete(w),
      );
    }
    await Promise.all(writes);
    return targets;
  };
  return {
    dir,
    async write(files, key) {
      const paths = await put(files, (file, target) => writeFile(target, file.contents));
      if (key) for (const file of files) keys.set(file.path, key);
      return { bytes: byteSize(files), paths };
    },
    async link(files, key) {
      for (const file of files) {
        keys.set(file.path, key);
        if (file.held) held.add(file.path);
      }
      const linked = files.filter((file) => !file.held);
      // A frozen version's thousands of pages are held whole: no write for them to wait on (`put` still refuses
      // them once the output is discarded).
      if (linked.length > 0 || discarded) await put(linked, (file, target) => linkOrCopy(file.from, target));
      return files.reduce((sum, f) => sum + f.size, 0);
    },
    holds(file, key) {
      return !!manifest && !staticFiles.has(file) && manifest.holds(file, key);
    },
    async commit() {
      try {
        await writeFile(
          path.join(dir, MARKER),
          'This folder is written by docgen build and replaced by the next build.\n',
        );
        faultPoint('staged');
        // Pages are held only where the manifest holds the output's folders (see `OutputManifest.read`).
        const tree = held.size > 0 ? manifest?.present() : undefined;
        if (tree) seen = { tree, touched: foldersTouched(await commitInPlace(dir, outDir, held, filesOf(tree))) };
        else await swapIn(dir, outDir);
      } finally {
        await unlock();
      }
    },
    async record() {
      await manifest?.record(keys, held, seen);
    },
    async discard() {
      discarded = true;
      await Promise.allSettled(writing);
      await rm(dir, { recursive: true, force: true });
      await unlock();
    },
  };
}

/**
 * Copies the static folder to the root of the output and into each of `localeFolders`: once, then hard-linked
 * into each place (copied where a link cannot be made), where a site of eight locales wrote its images eight times.
 * Answers the paths that share their bytes, which a page written there must replace rather than write through.
 */
async function copyStatic(staticDir: string, dir: string, localeFolders: string[]): Promise<Set<string>> {
  const shared = new Set<string>();
  if (localeFolders.length === 0) {
    await cp(staticDir, dir, { recursive: true, dereference: true });
    return shared;
  }
  // Links followed, as they are in each place; removed once linked, the links holding its bytes.
  const copy = path.join(dir, `${MARKER}.static`);
  await cp(staticDir, copy, { recursive: true, dereference: true });
  const { folders, files } = await listTree(copy);
  // One place after another, the root first: a static folder named as a locale (`static/fr/`) is partly replaced
  // by that locale's files, as by one copy after another.
  for (const into of ['', ...localeFolders]) {
    for (const folder of ['', ...folders]) await makeFolder(path.join(dir, into, folder));
    await Promise.all(
      files.map((file) => {
        const target = path.join(dir, into, file);
        shared.add(target);
        return linkOrCopy(path.join(copy, file), target);
      }),
    );
  }
  await rm(copy, { recursive: true });
  return shared;
}

/** A hard link of `from` at `target`, in place of a file there; a copy where a link cannot be made (another disk). */
async function linkOrCopy(from: string, target: string): Promise<void> {
  try {
    await link(from, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return copyFile(from, target);
    await rm(target);
    await linkOrCopy(from, target);
  }
}

/** The folders and files under `dir`, relative to it, each folder before what it holds. */
async function listTree(dir: string, under = ''): Promise<{ folders: string[]; files: string[] }> {
  const tree = { folders: [] as string[], files: [] as string[] };
  for (const entry of await readdir(path.join(dir, under), { withFileTypes: true })) {
    const name = path.join(under, entry.name);
    if (entry.isDirectory()) {
      const inner = await listTree(dir, name);
      tree.folders.push(name, ...inner.folders);
      tree.files.push(...inner.files);
    } else tree.files.push(name);
  }
  return tree;
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

/** The error with the staging folder's name, which would mean nothing to the user, replaced by the output folder's. */
function asInOutput(error: unknown, staging: string, outDir: string): unknown {
  const err = error as { path?: unknown; dest?: unknown };
  for (const key of ['path', 'dest'] as const) {
    const file = err?.[key];
    if (typeof file === 'string' && file.startsWith(staging + path.sep))
      err[key] = path.join(outDir, path.relative(staging, file));
  }
  return error;
}
