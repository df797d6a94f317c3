import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A folder of the output as last seen: its inode and change time, and the names of the files and folders directly in
 * it. Adding, removing or renaming an entry of a folder moves its change time, which nothing sets back: a folder
 * whose stamp is unchanged holds the entries recorded, and need not be listed again.
 */
export interface SeenFolder {
  ino: number;
  ctimeMs: number;
  files: string[];
  folders: string[];
}

/** The folders of an output folder, by their paths inside it with "/" separators, the output folder itself as "". */
export type OutputTree = Map<string, SeenFolder>;

/**
 * The folders under `outDir` now. A folder of `known` that `trusted` names is taken as known without a look; any
 * other is looked at, and listed again only when its stamp moved (a file added, removed or renamed in it, by a build
 * or by hand) or it is new.
 */
export function walkOutput(outDir: string, known?: OutputTree, trusted: (folder: string) => boolean = () => false) {
  const tree: OutputTree = new Map();
  const visit = (folder: string) => {
    const was = known?.get(folder);
    let now = was && trusted(folder) ? was : undefined;
    if (!now) {
      const found = statSync(path.join(outDir, folder), { throwIfNoEntry: false });
      if (!found?.isDirectory()) return;
      now =
        was?.ino === found.ino && was.ctimeMs === found.ctimeMs
          ? was
          : { ino: found.ino, ctimeMs: found.ctimeMs, ...listFolder(path.join(outDir, folder)) };
    }
    tree.set(folder, now);
    for (const name of now.folders) visit(folder ? `${folder}/${name}` : name);
  };
  visit('');
  return tree;
}

/** The files of `tree`, by their paths inside the output folder with "/" separators. */
export function filesOf(tree: OutputTree): string[] {
  const files: string[] = [];
  for (const [folder, { files: names }] of tree)
    for (const name of names) files.push(folder ? `${folder}/${name}` : name);
  return files;
}

/** `file`'s folders, innermost first, the output folder itself ("") last. */
export function foldersOf(file: string): string[] {
  const folders: string[] = [];
  for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) folders.push(file.slice(0, at));
  folders.push('');
  return folders;
}

function listFolder(dir: string): Pick<SeenFolder, 'files' | 'folders'> {
  const listed = { files: [] as string[], folders: [] as string[] };
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    (entry.isDirectory() ? listed.folders : listed.files).push(entry.name);
  return listed;
}

/**
 * `tree` as JSON can hold it, and back: undefined when `data` is not one. A folder changed in the last second is
 * kept with no stamp: change times move by the system's clock tick, so a file added by hand within the same tick
 * after it was seen would leave its stamp as seen; the next build lists it again.
 */
export function treeToJson(tree: OutputTree): [string, number, number, string[], string[]][] {
  const recent = Date.now() - 1000;
  return [...tree].map(([folder, f]) => [folder, f.ino, f.ctimeMs > recent ? -1 : f.ctimeMs, f.files, f.folders]);
}

export function treeFromJson(data: unknown): OutputTree | undefined {
  if (!Array.isArray(data)) return undefined;
  const tree: OutputTree = new Map();
  for (const row of data as unknown[]) {
    if (!Array.isArray(row) || row.length !== 5) return undefined;
    const [folder, ino, ctimeMs, files, folders] = row as unknown[];
    if (typeof folder !== 'string' || typeof ino !== 'number' || typeof ctimeMs !== 'number') return undefined;
    if (!isNames(files) || !isNames(folders)) return undefined;
    tree.set(folder, { ino, ctimeMs, files, folders });
  }
  return tree;
}

const isNames = (names: unknown): names is string[] =>
  Array.isArray(names) && names.every((name) => typeof name === 'string');
