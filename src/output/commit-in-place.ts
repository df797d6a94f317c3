import { readdirSync, readFileSync } from 'node:fs';
import { readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { makeFolder } from '../util/make-folder.js';
import { writeWhole } from '../util/write-whole.js';
import { faultPoint, siblingsOf } from './output-folder.js';
import { foldersOf } from './output-tree.js';

/** In a staging folder, what its commit into the output folder does: written once the folder is complete. */
export const JOURNAL = '.docgen-commit';

export interface Journal {
  /** Files of the output that the new site does not have. */
  removed: string[];
  /** Folders and files of the staging folder, each folder before what it holds, to move into the output. */
  folders: string[];
  files: string[];
}

/**
 * Moves a staging folder that holds only what changed into the output folder, whose other files the build left
 * where they are. Crash-safe by a journal: every file is staged before the journal is written (whole, under a
 * temporary name then renamed), and each step after it can be done again: a file removed is removed again with
 * `force`, a file already moved is no longer in the staging folder. A run killed before the journal leaves the
 * output untouched, and the next run removes the staging folder; killed after, the next run finishes the commit
 * (`finishCommit`, under the output's lock) before anything else. `keep` names the output's files the new site keeps,
 * `present` every file the output holds (see `OutputManifest.present`). Answers what the commit did.
 */
export async function commitInPlace(
  staging: string,
  outDir: string,
  keep: Set<string>,
  present: string[],
): Promise<Journal> {
  const staged = listTree(staging);
  const kept = new Set([...keep, ...staged.files]);
  const journal: Journal = {
    removed: present.filter((file) => !kept.has(file)),
    folders: staged.folders,
    files: staged.files,
  };
  await writeWhole(path.join(staging, JOURNAL), JSON.stringify(journal));
  faultPoint('journal');
  await applyJournal(staging, outDir, journal);
  return journal;
}

/** The output's folders whose entries a commit of `journal` may have changed (with "/" separators, the output as ""). */
export function foldersTouched(journal: Journal): Set<string> {
  const touched = new Set(journal.folders);
  for (const file of [...journal.removed, ...journal.files, ...journal.folders])
    for (const folder of foldersOf(file)) touched.add(folder);
  return touched;
}

/** Finishes the commits that killed runs journaled beside `outDir` (see `commitInPlace`); their staging folders go. */
export async function finishCommits(outDir: string): Promise<void> {
  const { parent, isStaging } = siblingsOf(outDir);
  for (const entry of await readdir(parent).catch(() => [] as string[])) {
    if (!isStaging(entry)) continue;
    const staging = path.join(parent, entry);
    let journal: Journal;
    try {
      journal = JSON.parse(readFileSync(path.join(staging, JOURNAL), 'utf8')) as Journal;
    } catch {
      continue;
    }
    await applyJournal(staging, outDir, journal);
  }
}

async function applyJournal(staging: string, outDir: string, journal: Journal): Promise<void> {
  await Promise.all(journal.removed.map((file) => rm(path.join(outDir, file), { force: true })));
  // Folders emptied by the removals go, deepest first, as a new build would not have made them.
  const emptied = [...new Set(journal.removed.flatMap(foldersOf))]
    .filter((folder) => folder !== '')
    .sort((a, b) => b.length - a.length);
  for (const folder of emptied) await rmdir(path.join(outDir, folder)).catch(() => {});
  for (const folder of journal.folders) await makeFolder(path.join(outDir, folder));
  await Promise.all(
    journal.files.map((file) =>
      rename(path.join(staging, file), path.join(outDir, file)).catch((error: NodeJS.ErrnoException) => {
        // Moved by the run this one finishes.
        if (error.code !== 'ENOENT') throw error;
      }),
    ),
  );
  faultPoint('moved-in');
  await rm(staging, { recursive: true, force: true });
}

/** The folders and files under `dir`, relative to it with "/" separators, each folder before what it holds. */
function listTree(dir: string): { folders: string[]; files: string[] } {
  const tree = { folders: [] as string[], files: [] as string[] };
  // Sliced rather than resolved with `path.relative`: a staging folder of versioned docs may hold tens of thousands of files.
  const prefix = dir.length + 1;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const within = entry.parentPath.slice(prefix);
    const file = (within ? `${within}${path.sep}${entry.name}` : entry.name).split(path.sep).join('/');
    if (entry.isDirectory()) tree.folders.push(file);
    else tree.files.push(file);
  }
  tree.folders.sort((a, b) => a.length - b.length);
  return tree;
}
