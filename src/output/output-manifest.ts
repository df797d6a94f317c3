import { createHash } from 'node:crypto';
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeFolder } from '../util/make-folder.js';
import { writeWhole } from '../util/write-whole.js';

/** A page file of the output as the build that wrote it left it: the page's cache entry, and the file's inode, size and change time. */
type Held = [key: string, ino: number, size: number, ctimeMs: number];

/**
 * Which page files an output folder holds, kept (in the build cache's folder) by the build that wrote them, so that
 * the next build into the same folder leaves a page whose cache entry is unchanged where it is, rather than link it
 * into a new folder. The file's change time, which any write, rename or `touch` moves and nothing sets back, says
 * that the file is still the one recorded: a page edited by hand in the output, or whose bytes in the cache were
 * changed (they share them), is linked again from a checked copy.
 */
export class OutputManifest {
  private constructor(
    private readonly outDir: string,
    private readonly held: Map<string, Held>,
  ) {}

  /** The manifest at `file` of `outDir`; an empty one when it is missing or unreadable (every page is then linked again). */
  static read(file: string, outDir: string): OutputManifest {
    let held = new Map<string, Held>();
    try {
      const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (Array.isArray(entries)) held = new Map(entries as [string, Held][]);
    } catch {
      // Missing or cut short: nothing is known to be held.
    }
    return new OutputManifest(outDir, held);
  }

  get size(): number {
    return this.held.size;
  }

  /** Whether `outDir` holds at `file` (relative, with "/") the file of the page whose cache entry is `key`, untouched since. */
  holds(file: string, key: string): boolean {
    const held = this.held.get(file);
    if (held?.[0] !== key) return false;
    const found = lstatSync(path.join(this.outDir, file), { throwIfNoEntry: false });
    return !!found?.isFile() && found.ino === held[1] && found.size === held[2] && found.ctimeMs === held[3];
  }

  /**
   * Records the page files `outDir` holds now, by their cache entries. Called once nothing moves them any more: the
   * build cache's links to them (which move their change time) are made.
   */
  static async record(file: string, outDir: string, keys: Map<string, string>): Promise<void> {
    const entries: [string, Held][] = [];
    for (const [page, key] of keys) {
      const found = lstatSync(path.join(outDir, page), { throwIfNoEntry: false });
      if (found?.isFile()) entries.push([page, [key, found.ino, found.size, found.ctimeMs]]);
    }
    await makeFolder(path.dirname(file));
    await writeWhole(file, JSON.stringify(entries));
  }
}

/** Where the manifest of the output folder `outDir` is kept: in the build cache's folder, one per output folder. */
export function outputManifestFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'outputs', `${createHash('sha1').update(outDir).digest('base64url')}.json`);
}
