import { closeSync, constants, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
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
  return readOpenedSync(file, (fd) => readFileSync(fd));
}

/**
 * The start of a file, as `readRegularFileSync` reads a whole one: its first bytes, as many as `wanted` asks for
 * once it has seen the first `first` of them (fewer where the file is shorter), and the file's size.
 */
export function readRegularFileStartSync(
  file: string,
  first: number,
  wanted: (start: Buffer) => number,
): { start: Buffer; size: number } | 'not a file' | undefined {
  return readOpenedSync(file, (fd, size) => {
    let start = Buffer.allocUnsafe(Math.min(first, size));
    start = start.subarray(0, readSync(fd, start, 0, start.byteLength, 0));
    const length = Math.min(wanted(start), size);
    if (length > start.byteLength) {
      const whole = Buffer.allocUnsafe(length);
      start.copy(whole);
      const more = readSync(fd, whole, start.byteLength, length - start.byteLength, start.byteLength);
      start = whole.subarray(0, start.byteLength + more);
    }
    return { start, size };
  });
}

/** `read` of the file opened without waiting, when it is a regular file; undefined when it cannot be read. */
function readOpenedSync<T>(file: string, read: (fd: number, size: number) => T): T | 'not a file' | undefined {
  let fd: number;
  try {
    fd = openSync(file, OPEN_WITHOUT_WAITING);
  } catch {
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    return stats.isFile() ? read(fd, stats.size) : 'not a file';
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
