import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** A file the server can answer with, from disk or from memory. */
export interface ServedFile {
  /** Path inside the site ("docs/intro.html"), which decides the content type and caching. */
  path: string;
  size: number;
  mtime: Date;
  etag: string;
  /** The contents, when the file is held in memory. */
  body?: Buffer;
  /** The file on disk, otherwise. */
  file?: string;
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
    try {
      const stats = await stat(file);
      if (!stats.isFile()) return undefined;
      const [real, realFolder] = await Promise.all([realpath(file), rootOnDisk()]);
      if (!real.startsWith(realFolder + path.sep)) return undefined;
      // A rebuild writes new files (new inodes) within the same clock tick and often at the same size.
      const version = [stats.ino, stats.size, Math.round(stats.mtimeMs * 1000)].map((n) => n.toString(16)).join('-');
      return { path: sitePath, size: stats.size, mtime: stats.mtime, etag: `W/"${version}"`, file };
    } catch {
      return undefined;
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
