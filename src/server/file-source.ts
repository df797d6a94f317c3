import { open, realpath, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { OPEN_WITHOUT_WAITING } from '../util/read-regular-file.js';

/** A file the server can answer with, from disk or from memory. */
export interface ServedFile {
  /** Path inside the site ("docs/intro.html"), which decides the content type and caching. */
  path: string;
  size: number;
  mtime: Date;
  etag: string;
  /** The contents, when the file is held in memory. */
  body?: Buffer;
  /**
   * The file on disk, otherwise, open: size, time and tag are its descriptor's, so a file replaced at its
   * path meanwhile (a build's swap) is still sent whole, as it was. Whoever asked the source closes it.
   */
  handle?: FileHandle;
}

/** Finds the file at a path inside the site ("docs/intro.html"); the path is already checked by `resolveRequestPath`. */
export type FileSource = (sitePath: string) => Promise<ServedFile | undefined>;

/**
 * Files of a folder on disk. A path that leads outside the folder (or outside `linksWithin`, for watch
 * mode's static folder, whose links into the project a build publishes) through a symbolic link is
 * treated as missing: the server only ever answers with files that are really inside.
 */
export function diskSource(folder: string, linksWithin = folder): FileSource {
  const root = path.resolve(folder);
  let realRoot: Promise<string> | undefined;
  const rootOnDisk = () =>
    (realRoot ??= realpath(path.resolve(linksWithin)).catch((error: unknown) => {
      realRoot = undefined;
      throw error;
    }));
  return async (sitePath) => {
    const file = path.join(root, sitePath);
    if (!file.startsWith(root + path.sep)) return undefined;
    let handle: FileHandle | undefined;
    try {
      handle = await open(file, OPEN_WITHOUT_WAITING);
      const stats = await handle.stat();
      const [real, realFolder] = await Promise.all([realpath(file), rootOnDisk()]);
      if (stats.isFile() && real.startsWith(realFolder + path.sep)) {
        // A rebuild writes new files (new inodes) within the same clock tick and often at the same size.
        const version = [stats.ino, stats.size, Math.round(stats.mtimeMs * 1000)].map((n) => n.toString(16)).join('-');
        const found = { path: sitePath, size: stats.size, mtime: stats.mtime, etag: `W/"${version}"`, handle };
        handle = undefined;
        return found;
      }
      return undefined;
    } catch {
      return undefined;
    } finally {
      await handle?.close().catch(() => {});
    }
  };
}

/** The first source that has the file wins: generated pages in memory before the static folder, for example. */
export function layeredSource(...sources: FileSource[]): FileSource {
  return async (sitePath) => {
    for (const source of sources) {
      const found = await source(sitePath);
      if (found) return found;
    }
    return undefined;
  };
}

/**
 * `source` at the site's root and under each of `folders` too: watch mode's static folder, which a build copies into
 * each further locale's folder (see `openStaging`). A path is looked for as it is first.
 */
export function mountedSource(source: FileSource, folders: string[]): FileSource {
  if (folders.length === 0) return source;
  return async (sitePath) => {
    const found = await source(sitePath);
    if (found) return found;
    const relative = sitePath.replace(/^\//, '');
    const folder = folders.find((f) => relative.startsWith(`${f}/`));
    return folder === undefined ? undefined : source(relative.slice(folder.length + 1));
  };
}
