import path from 'node:path';

/**
 * Whether a doc is its folder's index: `index`, `README` or a file named like its folder (`guides/guides.md`),
 * compared without case, as Docusaurus's `isCategoryIndex` does. Such a doc takes the folder's route.
 */
export function isCategoryIndex(fileName: string, dirName: string): boolean {
  const folder = dirName === '' ? undefined : dirName.split('/').pop()!.toLowerCase();
  const name = fileName.toLowerCase();
  return name === 'index' || name === 'readme' || name === folder;
}

export interface DocSlugInput {
  /** The doc's own id, without folders: front-matter `id`, else the file name without its number prefix. */
  baseId: string;
  /** File name without extension, as on disk. */
  fileName: string;
  /** Folder relative to the docs root as on disk ("" at the root). */
  dirName: string;
  /** Folder with the number prefixes stripped when the doc parses them. */
  routeDirName: string;
  slug?: string;
}

/**
 * The doc's path under the docs route base, as Docusaurus's `getSlug` computes it: an absolute `slug` is used as
 * written, a relative one is resolved against the doc's folder, and a folder index takes the folder's path.
 */
export function docSlug({ baseId, fileName, dirName, routeDirName, slug }: DocSlugInput): string {
  if (slug?.startsWith('/')) return slug;
  const dirSlug = routeDirName === '' ? '/' : `/${routeDirName}/`;
  if (slug === undefined && isCategoryIndex(fileName, dirName)) return dirSlug;
  // Resolved like a relative URL, so "../other" climbs out of the folder.
  return path.posix.resolve(dirSlug, slug ?? baseId) + (slug?.endsWith('/') ? '/' : '');
}
