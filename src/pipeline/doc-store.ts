import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { FrontMatterMemo } from '../content/front-matter.js';
import { lastUpdateOf, type LastUpdate } from '../content/last-update.js';
import { docsRoot, listDocFiles, readDoc, selectDocs } from '../content/load-docs.js';
import type { DocSource } from '../shared/model.js';
import { forEachLimited } from '../util/limited.js';
import type { StageErrors } from './stage-errors.js';

/**
 * Docs read at once: enough to keep the file-system threads busy. All at once, a 100,000-page site
 * ran out of file descriptors (EMFILE) before the first was closed.
 */
const DOC_READS = 64;

/** The docs as last read, by absolute path: a doc that fails to load keeps its last good version here. */
export class DocStore {
  private readonly docs = new Map<string, DocSource>();
  /** Each doc's last change in git, read with the config (`docs.showLastUpdateTime` / `showLastUpdateAuthor`). */
  lastUpdates?: Map<string, LastUpdate>;
  /** Front matter parsed by earlier builds (the build cache's). */
  frontMatter?: FrontMatterMemo;

  constructor(
    private readonly errors: StageErrors,
    private readonly dev: boolean,
  ) {}

  get(file: string): DocSource | undefined {
    return this.docs.get(file);
  }

  /** The docs as they are now, to compare with after a sync. */
  copy(): Map<string, DocSource> {
    return new Map(this.docs);
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
  async sync(config: SiteConfig, siteDir: string, files: string[], scan: 'none' | 'new' | 'all'): Promise<Set<string>> {
    const options = {
      siteDir,
      docsDir: config.docs.path,
      routeBase: config.docs.routeBasePath,
      exclude: config.docs.exclude,
      frontMatter: this.frontMatter,
    };
    const root = docsRoot(options);
    const touched = new Set(files);
    // A file seen for the first time may be one that `docs.exclude` leaves out: the listing decides.
    if (scan === 'none' && config.docs.exclude.length > 0 && files.some((file) => !this.docs.has(file))) scan = 'new';
    let listed: Set<string> | undefined;
    if (scan !== 'none') {
      listed = new Set((await listDocFiles(options)).map((p) => path.join(root, p)));
      for (const file of this.docs.keys()) if (!listed.has(file)) touched.add(file);
      for (const file of listed) if (scan === 'all' || !this.docs.has(file)) touched.add(file);
    }
    await forEachLimited([...touched], DOC_READS, async (file) => {
      try {
        if (!file.startsWith(root + path.sep) || (listed && !listed.has(file)))
          throw Object.assign(new Error('not a doc of the docs folder'), { code: 'ENOENT' });
        const docPath = path.relative(root, file);
        const read = await readDoc(docPath, options);
        const lastUpdate =
          this.lastUpdates &&
          lastUpdateOf(this.lastUpdates.get(docPath.split(path.sep).join('/')), read.frontMatter.last_update);
        const doc = lastUpdate ? { ...read, lastUpdate } : read;
        const old = this.docs.get(file);
        // A save that changed nothing keeps the doc as it was: its page is not rendered again.
        this.docs.set(file, old && JSON.stringify(old) === JSON.stringify(doc) ? old : doc);
        this.errors.delete(`doc:${file}`);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOENT' && code !== 'EISDIR') return this.errors.record(`doc:${file}`, error);
        this.docs.delete(file);
        this.errors.delete(`doc:${file}`);
      }
    });
    return touched;
  }
}
