import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cacheWriteError } from './cache-write-error.js';

/** Without a build cache, where the server bundle goes: a folder of the pipeline's own in TMPDIR, made once. */
export class ScratchFolder {
  private made?: Promise<string>;

  get(): Promise<string> {
    this.made ??= mkdtemp(path.join(os.tmpdir(), 'docgen-')).catch((error: unknown) => {
      this.made = undefined;
      throw cacheWriteError(error, os.tmpdir());
    });
    return this.made;
  }

  /** Removes the folder, if it was made. */
  async remove(): Promise<void> {
    const dir = await this.made;
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
