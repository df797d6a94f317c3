import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError, DocgenErrors } from '../errors.js';
import { shownPath } from './shown-path.js';

/** A symbolic link found under a folder: where it is, what it points to (undefined: nothing), and what that is. */
export interface FolderLink {
  file: string;
  target: string | undefined;
  toFolder: boolean;
  /** A link to the folder that holds it, or to one above: following it would list the same files again, 40 deep. */
  loops: boolean;
}

const within = (folder: string, file: string) => file === folder || file.startsWith(folder + path.sep);

/**
 * The symbolic links under `folder`, following each link to a folder once and never one that loops, so that walking
 * it costs one listing per real folder. `node_modules` folders are entered only when asked, as the files searched
 * for there are not the site's; links out of `boundary` are listed, not followed.
 */
export async function linksUnder(
  folder: string,
  options: { nodeModules?: boolean; boundary?: string } = {},
): Promise<FolderLink[]> {
  const links: FolderLink[] = [];
  const seen = new Set<string>();
  async function walk(dir: string, real: string): Promise<void> {
    if (seen.has(real)) return;
    seen.add(real);
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name === 'node_modules' && options.nodeModules !== true) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file, path.join(real, entry.name));
      if (!entry.isSymbolicLink()) continue;
      const target = await realpath(file).catch(() => undefined);
      const toFolder = target !== undefined && (await stat(target).catch(() => undefined))?.isDirectory() === true;
      const loops = toFolder && within(target!, real);
      links.push({ file, target, toFolder, loops });
      const outside = options.boundary !== undefined && !within(options.boundary, target!);
      if (toFolder && !loops && !outside) await walk(file, target!);
    }
  }
  await walk(folder, await realpath(folder).catch(() => folder));
  return links;
}

/**
 * Refuses a folder that a symbolic link loops back into before it is searched for files: a search that follows
 * links (as the site's bundler and Docusaurus do) would list its files again at every depth, without end in time
 * or memory when two links loop.
 */
export async function refuseLinkLoops(folder: string, what: string): Promise<void> {
  const loops = (await linksUnder(folder)).filter((link) => link.loops);
  if (loops.length === 0) return;
  throw new DocgenErrors(
    loops.map(
      (link) =>
        new DocgenError(
          `this symbolic link in the ${what} points to a folder that holds it`,
          { file: shownPath(link.file) },
          'link to a file or a sibling folder instead, or remove the link',
        ),
    ),
  );
}
