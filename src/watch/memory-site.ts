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

  /** A file of the site as served; a page new to it (a first pass's, a new doc's) is served as soon as it is rendered. */
  readonly source: FileSource = async (sitePath) => {
    const served = this.entries.get(sitePath);
    if (served) return served;
    const early = this.staged.get(sitePath);
    if (early) this.servedEarly.add(sitePath);
    return early;
  };

  /** New files served before their update was done: whoever fetched one has it as it is, which is no change. */
  private servedEarly = new Set<string>();

  /** The text of the file at `sitePath` as served (a page with its live-reload tag), if the site has one. */
  text(sitePath: string): string | undefined {
    return this.entries.get(sitePath)?.body.toString();
  }

  /** Whether the site as served has a file at `sitePath` (not counting pages of the update under way). */
  has(sitePath: string): boolean {
    return this.entries.has(sitePath);
  }

  /** Pages rendered by the update under way, held as they will be served until `update` swaps them in. */
  private staged = new Map<string, Entry>();

  /**
   * Takes a page's files as they are rendered (and the bundles a pass's pages need, before them): each is held once,
   * as the bytes it is served as.
   */
  stage(files: OutputFile[]): void {
    for (const file of files) {
      // A pass stages the bundles and sidebars it renders with; those the site serves already are not made again.
      const old = this.entries.get(file.path);
      if (old?.from !== undefined && sameContents(old.from, file.contents)) continue;
      this.staged.set(file.path, this.entry(file, true));
    }
  }

  /**
   * Makes the site the pages' files at `pages` (the staged ones new, the others as they were served)
   * plus `siteFiles`, in one step. Answers the paths whose contents changed, appeared or went away. With `keepStaged`,
   * the pages are kept as served and the staged ones left to the update under way, which announces them.
   */
  update(pages: Iterable<string>, siteFiles: OutputFile[], { keepStaged = false } = {}): string[] {
    const next = new Map<string, Entry>();
    const changed: string[] = [];
    const settle = (path: string, entry: Entry) => {
      const old = this.entries.get(path);
      if (!old || old.etag !== entry.etag) changed.push(path);
      next.set(path, old && old.etag === entry.etag ? old : entry);
    };
    for (const path of pages) {
      const staged = keepStaged ? undefined : this.staged.get(path);
      const old = this.entries.get(path);
      if (staged && !old && this.servedEarly.has(path)) next.set(path, staged);
      else if (staged) settle(path, staged);
      else if (old) next.set(path, old);
    }
    if (!keepStaged) {
      this.staged.clear();
      this.servedEarly.clear();
    }
    for (const file of siteFiles) {
      const old = this.entries.get(file.path);
      if (old?.from !== undefined && (old.from === file.contents || sameContents(old.from, file.contents)))
        next.set(file.path, old);
      else settle(file.path, this.entry(file, false));
    }
    for (const path of this.entries.keys()) if (!next.has(path)) changed.push(path);
    this.entries = next;
    return changed;
  }

  /**
   * `update` for an update that rendered pages of the site again and changed nothing else: the staged pages are
   * swapped in, every other file is kept as served until the next `update` (which a body edit's sitemap and
   * llms.txt follow with), so that the new pages are shown without waiting for files made from them all. The files of
   * `linked` the site does not serve yet (those beside the docs that the pages now link to) come with them: new, they
   * change nothing a page has loaded, and are not counted as changed.
   */
  updatePages(linked: Iterable<OutputFile> = []): string[] {
    for (const file of linked) if (!this.entries.has(file.path)) this.entries.set(file.path, this.entry(file, false));
    const changed: string[] = [];
    for (const [path, staged] of this.staged) {
      const old = this.entries.get(path);
      if (old?.etag === staged.etag) continue;
      this.entries.set(path, staged);
      if (old || !this.servedEarly.has(path)) changed.push(path);
    }
    this.staged.clear();
    this.servedEarly.clear();
    return changed;
  }

  private entry(file: OutputFile, page: boolean): Entry {
    const text =
      typeof file.contents === 'string' && file.path.endsWith('.html')
        ? this.decorateHtml(file.contents, file.path)
        : file.contents;
    const body =
      typeof text === 'string' ? Buffer.from(text) : Buffer.from(text.buffer, text.byteOffset, text.byteLength);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return {
      path: file.path,
      size: body.length,
      mtime: new Date(),
      etag,
      body,
      from: page ? undefined : file.contents,
    };
  }
}

/** Strings compare by value; bundle outputs are fresh byte arrays on each build, so compare their bytes. */
function sameContents(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}
