import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FrontMatterMemo } from '../../content/front-matter.js';
import { bodyOf } from '../../content/front-matter-block.js';
import { DocgenError } from '../../errors.js';
import { lastUpdateOf, type LastUpdate } from '../../content/last-update.js';
import type { RefusedLink } from '../../content/docs-folder.js';
import { docsRoot, listDocFiles, readDoc, selectDocs } from '../../content/load-docs.js';
import type { DocSource } from '../../shared/model.js';
import { forEachLimited } from '../../util/limited.js';
import type { StageErrors } from '../../pipeline/stage-errors.js';

/**
 * Docs read at once: enough to keep the file-system threads busy. All at once, a 100,000-page site
 * ran out of file descriptors (EMFILE) before the first was closed.
 */
const DOC_READS = 64;

/** Where a store reads its docs from, and how. */
export interface DocFolder {
  siteDir: string;
  docsDir: string;
  routeBase: string;
  exclude: string[];
  /** `numberPrefixParser`: false keeps the number prefixes of its file names. */
  numberPrefixes?: boolean;
  /** The key of the content scope its docs belong to. */
  scope: string;
  /** Each doc's last change in git (`showLastUpdateTime` / `showLastUpdateAuthor`). */
  lastUpdates?: Map<string, LastUpdate>;
  /** Front matter parsed by earlier builds (the build cache's). */
  frontMatter?: FrontMatterMemo;
  /** Reads one file of the folder, when its files are not docs (a blog's posts). */
  read?: (docPath: string) => DocSource;
  /** The docs of the folder as an earlier build read them (the build cache's): a doc whose file is as it was is not read. */
  outlines?: DocOutlineMemo;
}

/** Docs as an earlier build read them, by their path in the folder and their file's size and change time then. */
export interface DocOutlineMemo {
  /** The doc, without its body (see `DocSource.outlined`), when its file's size and change time are `stamp`. */
  get(docPath: string, stamp: string): DocSource | undefined;
  /**
   * The doc as read from its file, whose size and change time were `stamp` before the read; its body is let go (see
   * `DocSource.outlined`). Held from the read to their pages, the text of every doc of every version and locale was
   * most of what a cold build's main thread held at its peak (200 docs in 20 versions: 26 MB of a 52 MB live heap).
   */
  set(docPath: string, stamp: string, doc: DocSource): void;
}

/** The docs of one folder as last read, by absolute path: a doc that fails to load keeps its last good version here. */
export class DocStore {
  private readonly docs = new Map<string, DocSource>();
  readonly root: string;
  /** Counts the changes to the docs: the same number, the same docs. */
  changes = 0;
  /** The symbolic links of the docs folder that the last listing did not follow. */
  refusedLinks: RefusedLink[] = [];
  /**
   * Each doc file's size and change time when it was read, by absolute path: what a frozen scope's cache entry is
   * named by instead of the docs' text (see `src/cache/scope-unit.ts`). None where a doc is made of more than its
   * file (a blog's post and its authors map).
   */
  private readonly stamps = new Map<string, string>();

  constructor(
    readonly folder: DocFolder,
    private readonly errors: StageErrors,
    private readonly dev: boolean,
  ) {
    this.root = docsRoot(folder);
  }

  get(file: string): DocSource | undefined {
    return this.docs.get(file);
  }

  /** The docs as they are now, to compare with after a sync. */
  copy(): Map<string, DocSource> {
    return new Map(this.docs);
  }

  /** The size and change time of the doc file at `file` (absolute) when it was read. */
  stamp(file: string): string | undefined {
    return this.stamps.get(file);
  }

  /** Every doc file read, by absolute path. */
  files(): string[] {
    return [...this.docs.keys()];
  }

  /** The docs a build shows: drafts only in dev builds. */
  list() {
    return selectDocs([...this.docs.values()], this.dev);
  }

  /**
   * Reads the given docs again; with `scan: 'new'` also the docs that appeared or went away in the
   * docs folder, with `'all'` every doc. A doc that fails to load keeps its previous version, one
   * that is gone is dropped. Answers the files looked at.
   */
  async sync(files: string[], scan: 'none' | 'new' | 'all'): Promise<Set<string>> {
    const options = this.folder;
    const root = this.root;
    const touched = new Set(files);
    // A file seen for the first time may be one that `exclude` leaves out: the listing decides.
    if (scan === 'none' && options.exclude.length > 0 && files.some((file) => !this.docs.has(file))) scan = 'new';
    let listed: Set<string> | undefined;
    if (scan !== 'none') {
      const found = await listDocFiles(options);
      this.refusedLinks = found.refused;
      listed = new Set(found.files.map((p) => path.join(root, p)));
      for (const file of this.docs.keys()) if (!listed.has(file)) touched.add(file);
      for (const file of listed) if (scan === 'all' || !this.docs.has(file)) touched.add(file);
    }
    await forEachLimited([...touched], DOC_READS, async (file) => {
      try {
        if (!file.startsWith(root + path.sep) || (listed && !listed.has(file)))
          throw Object.assign(new Error('not a doc of the docs folder'), { code: 'ENOENT' });
        const docPath = path.relative(root, file);
        // Taken before the read: a file changed meanwhile has a newer time than the one kept, and is read again next time.
        const stat = options.read ? undefined : statSync(file);
        const stamp = stat && `${stat.size}:${stat.mtimeMs}`;
        const outlined = stamp === undefined ? undefined : options.outlines?.get(docPath, stamp);
        const read = outlined ?? (options.read ? options.read(docPath) : await readDoc(docPath, options));
        if (!outlined && stamp !== undefined) options.outlines?.set(docPath, stamp, read);
        const lastUpdate =
          options.lastUpdates &&
          lastUpdateOf(options.lastUpdates.get(docPath.split(path.sep).join('/')), read.frontMatter.last_update);
        const doc = lastUpdate ? { ...read, lastUpdate } : read;
        const old = this.docs.get(file);
        // A save that changed nothing keeps the doc as it was: its page is not rendered again.
        if (!old || JSON.stringify(old) !== JSON.stringify(doc)) {
          this.docs.set(file, doc);
          this.changes++;
        }
        if (stamp !== undefined) this.stamps.set(file, stamp);
        this.errors.delete(`doc:${file}`);
      } catch (error) {
        // A doc kept as it was before its file failed to read is not what the file holds now.
        this.stamps.delete(file);
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOENT' && code !== 'EISDIR') return this.errors.record(`doc:${file}`, error);
        if (this.docs.delete(file)) this.changes++;
        this.errors.delete(`doc:${file}`);
      }
    });
    return touched;
  }
}

/**
 * Fills in the body of a doc made from what an earlier build read of its file (see `DocSource.outlined`), from the
 * file as it is now.
 */
export function readBody(doc: DocSource, siteDir: string): void {
  if (!doc.outlined) return;
  let source: string;
  try {
    source = readFileSync(path.join(siteDir, doc.file), 'utf8');
  } catch (error) {
    throw new DocgenError(
      `the doc could not be read again: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
      { file: doc.file },
      'it was moved or deleted while docgen was building: build again',
    );
  }
  Object.assign(doc, bodyOf(source, doc.file));
  delete doc.outlined;
}
