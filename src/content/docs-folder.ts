import type { Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

/** A file of the docs folder: its path relative to it, and its stats (of what a link points to) when asked for. */
export interface DocsFolderFile {
  path: string;
  stats?: Stats;
}

/** A symbolic link of the docs folder that is not read: the link (absolute path), and why. */
export interface RefusedLink {
  file: string;
  reason: string;
}

/**
 * The files of the docs folder that `pattern` matches, outside `ignore`, and the symbolic links it does not follow.
 * A link to a file of the docs folder is listed under its own name; a link to a folder is not followed, whether it
 * leads out of the docs folder or into it, where that folder is read under its own name (`ln -s . docs/self` would
 * list every file again, folder within folder, 40 deep); nor is a link to a file outside, or to nothing.
 */
export async function readDocsFolder(
  root: string,
  options: { pattern: RegExp; ignore: string[]; stats?: boolean },
): Promise<{ files: DocsFolderFile[]; refused: RefusedLink[] }> {
  const entries = await fg('**', {
    cwd: root,
    ignore: options.ignore,
    followSymbolicLinks: false,
    onlyFiles: false,
    objectMode: true,
    stats: options.stats === true,
  });
  const files: DocsFolderFile[] = [];
  const refused: RefusedLink[] = [];
  const realRoot = entries.some((e) => e.dirent.isSymbolicLink()) ? await realpath(root) : root;
  for (const entry of entries) {
    if (!options.pattern.test(entry.path)) {
      if (!entry.dirent.isSymbolicLink()) continue;
    } else if (entry.dirent.isFile()) {
      files.push(options.stats ? { path: entry.path, stats: entry.stats } : { path: entry.path });
      continue;
    }
    if (!entry.dirent.isSymbolicLink()) continue;
    const link = path.join(root, entry.path);
    const target = await realpath(link).catch(() => undefined);
    const stats = target === undefined ? undefined : await stat(target).catch(() => undefined);
    const reason = refusal(target, stats, realRoot);
    if (reason !== undefined) refused.push({ file: link, reason });
    else if (options.pattern.test(entry.path))
      files.push(options.stats ? { path: entry.path, stats } : { path: entry.path });
  }
  return { files, refused };
}

/** Why a symbolic link of the docs folder is not read; undefined for a link to a file inside it. */
function refusal(target: string | undefined, stats: Stats | undefined, realRoot: string): string | undefined {
  if (target === undefined || stats === undefined) return 'a symbolic link to nothing: not read';
  const inside = target === realRoot || target.startsWith(realRoot + path.sep);
  if (stats.isDirectory())
    return inside
      ? `a symbolic link to a folder of the docs folder, read under its own name (${path.relative(realRoot, target) || '.'}): not followed`
      : `a symbolic link to a folder outside the docs folder (${target}): not followed`;
  if (!inside) return `a symbolic link to a file outside the docs folder (${target}): not read`;
  if (!stats.isFile()) return 'a symbolic link to something other than a file: not read';
  return undefined;
}
