import { createHash } from 'node:crypto';
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeFolder } from '../util/make-folder.js';
import { writeWhole } from '../util/write-whole.js';
import { treeFromJson, treeToJson, walkOutput, type OutputTree } from './output-tree.js';

/** A page file of the output as the build that wrote it left it: the page's cache entry, and the file's inode, size and change time. */
type Held = [key: string, ino: number, size: number, ctimeMs: number];

/**
 * Which page files an output folder holds, kept (in the build cache's folder) by the build that wrote them, so that
 * the next build into the same folder leaves a page whose cache entry is unchanged where it is, rather than link it
 * into a new folder. The file's change time, which any write, rename or `touch` moves and nothing sets back, says
 * that the file is still the one recorded: a page edited by hand in the output, or whose bytes in the cache were
 * changed (they share them), is linked again from a checked copy. It keeps the output's folders too (see
 * `OutputTree`), so that a build that moves what changed into the output finds what else it holds without listing
 * every folder again.
 */
export class OutputManifest {
  private constructor(
    private readonly file: string,
    private readonly outDir: string,
    private readonly held: Map<string, Held>,
    private readonly tree: OutputTree | undefined,
  ) {}

  /** The manifest at `file` of `outDir`; an empty one when it is missing or unreadable (every page is then linked again). */
  static read(file: string, outDir: string): OutputManifest {
    let held = new Map<string, Held>();
    let tree: OutputTree | undefined;
    try {
      const recorded = JSON.parse(readFileSync(file, 'utf8')) as Partial<Recorded> | null;
      tree = treeFromJson(recorded?.folders);
      if (tree && Array.isArray(recorded?.pages)) held = new Map(recorded.pages);
    } catch {
      // Missing or cut short: nothing is known to be held.
    }
    return new OutputManifest(file, outDir, held, tree);
  }

  get size(): number {
    return this.held.size;
  }

  /** Whether `outDir` holds at `file` (relative, with "/") the file of the page whose cache entry is `key`, untouched since. */
  holds(file: string, key: string): boolean {
    const held = this.held.get(file);
    if (held?.[0] !== key) return false;
    // Joined rather than resolved: `file` is a normalized relative path, and a frozen version holds thousands.
    const found = lstatSync(`${this.outDir}${path.sep}${file}`, { throwIfNoEntry: false });
    return !!found?.isFile() && found.ino === held[1] && found.size === held[2] && found.ctimeMs === held[3];
  }

  /** The folders `outDir` holds now, each recorded one looked at, listed again where it changed; undefined without a record. */
  present(): OutputTree | undefined {
    return this.tree && walkOutput(this.outDir, this.tree);
  }

  /**
   * Records the page files `outDir` holds now, by their cache entries, and its folders. Called once nothing moves
   * them any more: the build cache's links to them (which move their change time) are made. `kept` names the page
   * files the build left where they were, whose record stands as `holds` checked it; with `seen` (the folders as the
   * build found them), only the folders of `touched` are looked at again, else the whole output is.
   */
  async record(
    keys: Map<string, string>,
    kept: Set<string>,
    seen?: { tree: OutputTree; touched: Set<string> },
  ): Promise<void> {
    const pages: [string, Held][] = [];
    for (const [page, key] of keys) {
      const was = kept.has(page) ? this.held.get(page) : undefined;
      if (was?.[0] === key) {
        pages.push([page, was]);
        continue;
      }
      const found = lstatSync(path.join(this.outDir, page), { throwIfNoEntry: false });
      if (found?.isFile()) pages.push([page, [key, found.ino, found.size, found.ctimeMs]]);
    }
    const tree = walkOutput(this.outDir, seen?.tree, (folder) => !!seen && !seen.touched.has(folder));
    await makeFolder(path.dirname(this.file));
    await writeWhole(this.file, JSON.stringify({ pages, folders: treeToJson(tree) } satisfies Recorded));
  }
}

/** The manifest's file. */
interface Recorded {
  pages: [string, Held][];
  folders: ReturnType<typeof treeToJson>;
}

/** Where the manifest of the output folder `outDir` is kept: in the build cache's folder, one per output folder. */
export function outputManifestFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'outputs', `${createHash('sha1').update(outDir).digest('base64url')}.json`);
}
