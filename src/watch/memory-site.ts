import { createHash } from 'node:crypto';
import type { OutputFile } from '../output/write-site.js';
import type { FileSource, ServedFile } from '../server/file-source.js';

interface Entry extends ServedFile {
  body: Buffer;
  /**
   * The generated contents the entry was made from, to tell an unchanged file without hashing it; not
   * kept for pages, which the pipeline says are new, so that a page's HTML is held once, as `body`.
   */
  from?: string | Uint8Array;
}

/**
 * The generated site held in memory, as watch mode serves it: nothing is written to disk, and an
 * update swaps files in one step, so a browser never sees half a rebuild. `decorateHtml` adds
 * what only watch mode serves (the live-reload script) to every page.
 */
export class MemorySite {
  private entries = new Map<string, Entry>();

  constructor(private readonly decorateHtml: (html: string, sitePath: string) => string) {}

  readonly source: FileSource = async (sitePath) => this.entries.get(sitePath);

  /**
   * Makes the site `pages` (paths of the pages' files, `fresh` holding those rendered anew; the
   * others keep what they served) plus `siteFiles`. Answers the paths whose contents changed,
   * appeared or went away.
   */
  update(fresh: OutputFile[], pages: Iterable<string>, siteFiles: OutputFile[]): string[] {
    const next = new Map<string, Entry>();
    const changed: string[] = [];
    const take = (file: OutputFile, page: boolean) => {
      const old = this.entries.get(file.path);
      if (old?.from !== undefined && (old.from === file.contents || sameContents(old.from, file.contents))) {
        next.set(file.path, old);
        return;
      }
      const entry = this.entry(file, page);
      if (!old || old.etag !== entry.etag) changed.push(file.path);
      next.set(file.path, old && old.etag === entry.etag ? old : entry);
    };
    for (const file of fresh) take(file, true);
    for (const path of pages) {
      const old = this.entries.get(path);
      if (!next.has(path) && old) next.set(path, old);
    }
    for (const file of siteFiles) take(file, false);
    for (const path of this.entries.keys()) if (!next.has(path)) changed.push(path);
    this.entries = next;
    return changed;
  }

  private entry(file: OutputFile, page: boolean): Entry {
    const text = typeof file.contents === 'string' && file.path.endsWith('.html') ? this.decorateHtml(file.contents, file.path) : file.contents;
    const body = typeof text === 'string' ? Buffer.from(text) : Buffer.from(text.buffer, text.byteOffset, text.byteLength);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { path: file.path, size: body.length, mtime: new Date(), etag, body, from: page ? undefined : file.contents };
  }
}

/** Strings compare by value; bundle outputs are fresh byte arrays on each build, so compare their bytes. */
function sameContents(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}
