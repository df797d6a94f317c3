import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../errors.js';
import type { SiteFiles } from './starter-site.js';
import { makeFolder } from '../util/make-folder.js';

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Writes a new site's files; when any of them is already there, writes none and names them all. */
export async function writeNewSite(dir: string, files: SiteFiles): Promise<string[]> {
  const root = path.resolve(dir);
  const names = Object.keys(files);
  const taken: string[] = [];
  for (const name of names) if (await exists(path.join(root, name))) taken.push(name);
  if (taken.length > 0) {
    const relative = path.relative(process.cwd(), root);
    const shown = relative.startsWith('..') ? root : relative || '.';
    throw new DocgenError(
      `cannot create a site in ${shown}: ${taken.length === 1 ? 'a file is' : `${taken.length} files are`} already there (${taken.join(', ')})`,
      undefined,
      'run docgen init in an empty folder, or pass one: docgen init my-docs',
    );
  }
  for (const name of names) {
    const file = path.join(root, name);
    await makeFolder(path.dirname(file));
    // `wx` fails rather than overwrite a file that appeared since the check.
    await writeFile(file, files[name]!, { flag: 'wx' });
  }
  return names;
}
