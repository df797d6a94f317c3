import { rename, rm, writeFile } from 'node:fs/promises';

let written = 0;

/**
 * Writes a file whole or not at all: under a name of its own beside it (`….tmp`), then renamed over it. A reader
 * (another build, a crash's next run) finds the old bytes or the new ones, never half of them.
 */
export async function writeWhole(file: string, contents: string | Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}-${written++}.tmp`;
  try {
    await writeFile(temp, contents);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => {});
    throw error;
  }
}
