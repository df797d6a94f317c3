// Removing thousands of files slows the same disk's next file creations for minutes: ext4 without a journal (as on
// the 2-core VMs these benchmarks run on) looks at each inode deleted in the last few minutes, one by one, before it
// hands out a new one. A 1,000-page build measured after a cleanup of some 40,000 files spent 1.5 s of its 13.7 s of CPU there. So the
// benchmarks move what they are done with into one folder, and `npm run bench` empties it once all are measured.
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const trash = path.resolve(import.meta.dirname, '../../node_modules/.cache/bench-trash');
let moved = 0;

/** Puts `dir` out of the way now; it is removed by `emptyTrash`. A folder on another file system is removed at once. */
export function discard(dir) {
  mkdirSync(trash, { recursive: true });
  try {
    renameSync(dir, path.join(trash, `${process.pid}-${moved++}`));
  } catch (error) {
    if (error.code !== 'ENOENT') rmSync(dir, { recursive: true, force: true });
  }
}

export function emptyTrash() {
  rmSync(trash, { recursive: true, force: true });
}
