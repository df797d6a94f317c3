import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';

/** Opening never waits for a writer: a FIFO (or a device) found where a file was expected is refused, not read. */
export const OPEN_WITHOUT_WAITING = constants.O_RDONLY | constants.O_NONBLOCK;

/** What is at a path that should hold a file: its bytes, `'not a file'` (a folder, a FIFO, a device), or undefined. */
export type RegularFile = Buffer | 'not a file' | undefined;

/** Reads a file that may have been replaced by something else, without ever waiting on it. */
export async function readRegularFile(file: string): Promise<RegularFile> {
  const handle = await open(file, OPEN_WITHOUT_WAITING).catch(() => undefined);
  if (!handle) return undefined;
  try {
    return (await handle.stat()).isFile() ? await handle.readFile() : 'not a file';
  } catch {
    return undefined;
  } finally {
    await handle.close().catch(() => {});
  }
}

/** `readRegularFile` in this thread, for many small files where a hop to the file-system threads costs more than the read. */
export function readRegularFileSync(file: string): RegularFile {
  let fd: number;
  try {
    fd = openSync(file, OPEN_WITHOUT_WAITING);
  } catch {
    return undefined;
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd) : 'not a file';
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
