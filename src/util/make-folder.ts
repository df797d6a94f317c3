import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * `mkdir -p`, made by hand: Node's `{ recursive: true }` never returns for a path under /proc (the kernel answers
 * ENOENT for a child of a folder that exists, and Node makes the parent again and retries, forever). Here a folder
 * whose parent exists and that still cannot be made is an error.
 */
export async function makeFolder(dir: string): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return folderAlready(dir, error);
    const parent = path.dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw error;
    await makeFolder(parent);
    await mkdir(dir).catch((again: NodeJS.ErrnoException) =>
      again.code === 'EEXIST' ? folderAlready(dir, again) : Promise.reject(again),
    );
  }
}

/** A name that exists is fine when it is a folder; a file there is told as a path that is not a folder. */
async function folderAlready(dir: string, error: unknown): Promise<void> {
  const found = await stat(dir).catch(() => undefined);
  if (found?.isDirectory()) return;
  throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${dir}'`), {
    code: 'ENOTDIR',
    syscall: 'mkdir',
    path: dir,
    cause: error,
  });
}
