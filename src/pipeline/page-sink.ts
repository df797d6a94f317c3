import type { BuildCache } from '../cache/build-cache.js';
import { storePage, type PageResult } from '../cache/page-cache.js';
import type { SearchStage } from '../cache/search-cache.js';
import type { ScopePage, ScopeUnits } from '../cache/scope-unit.js';
import type { LinkLedger } from '../links/link-ledger.js';
import { keptOfPage, pageFiles, shownOf } from '../output/site-files.js';
import type { LinkedFile, OutputFile } from '../output/write-site.js';
import type { RenderedPage } from '../render/render-page.js';
import type { DocSource } from '../shared/model.js';
import { searchableOf, type SearchablePage } from '../search/build-index.js';
import { Interner } from '../util/interner.js';
import type { PageRecord } from './page-records.js';
import type { PipelineOptions } from './pipeline-options.js';
import type { RenderJob } from './renderer.js';

export interface DuePage {
  job: RenderJob;
  /** Everything the page is rendered from (see `pageKey`). */
  key: string;
}

export interface PageSinkOptions {
  due: DuePage[];
  /** Each due page's entry in the build cache, by its index in `due`; none without a cache. */
  cacheKey?: (i: number) => string;
  cache?: BuildCache;
  /** Where each page's entry goes too, to keep its scope as one entry (see `ScopeUnits`). */
  units?: ScopeUnits;
  search?: SearchStage;
  trailingSlash: boolean | undefined;
  /**
   * Watch mode renders again after each change: it keeps each page's searchable text and doc body. A cold
   * run renders each page once, and no later stage reads a body (the index files and the link check read
   * front matter, routes and the files themselves), so a doc's body goes once its page is out.
   */
  incremental: boolean;
  /**
   * Watch mode, after an edit: the pages' cache entries (their files hashed, their searchable text as JSON) wait for
   * `storeInCache`, once the pages are shown. A whole pass stores each page as it comes, not to hold them all.
   */
  storeLater?: boolean;
  emit: PipelineOptions['emit'];
  /** Where a pass that has every page come checks their links, as they come; without it, records keep their links. */
  links?: LinkLedger;
  /** Set when pages found in the cache are linked into the output rather than read and emitted. */
  link?: PipelineOptions['link'];
  /**
   * Whether the index files show the page's title and description (see `listedPages`): a pass that checks links as
   * pages come keeps them of those pages alone. Every page's without it.
   */
  listed?: (job: RenderJob) => boolean;
}

/**
 * Where each page goes once it is rendered or found in the cache: its record, the search index,
 * the cache and the output. A page's files are out of memory as soon as they are written.
 */
export class PageSink {
  readonly fresh = new Map<string, PageRecord>();
  private readonly written: Promise<unknown>[] = [];
  private readonly unstored: (() => void)[] = [];
  private readonly linkStrings = new Interner();
  /** How many pages due are still to come from each doc: its body goes with the last of them. */
  private readonly pendingOfDoc = new Map<DocSource, number>();

  constructor(private readonly o: PageSinkOptions) {
    if (o.incremental) return;
    for (const { job } of o.due) if (job.doc) this.pendingOfDoc.set(job.doc, (this.pendingOfDoc.get(job.doc) ?? 0) + 1);
  }

  /** A page found in the cache, by its index in `due`. */
  cached(i: number, page: PageResult): void {
    this.accept(i, page);
    const key = this.o.cacheKey!(i);
    if (page.stored) this.o.units?.stored(this.o.cache!, i, key, page.stored);
    this.out(this.write(page, key));
  }

  /** A page of a scope found in the cache as one entry (see `ScopeUnits`), by its index in `due`. */
  fromScope(i: number, page: ScopePage): void {
    const { job, key } = this.o.due[i]!;
    this.o.search?.add(i, undefined);
    this.o.links?.addKnown(i, page.target, page.left);
    this.fresh.set(page.shown.route, {
      key,
      doc: job.doc,
      kept: shownOf(page.shown, this.o.listed?.(job) ?? true),
      paths: page.files.map((f) => f.path),
    });
    if (job.doc) this.releaseBody(job.doc);
    this.out(Promise.resolve(this.o.link!(page.files, page.key)));
  }

  /** A page a render thread answered, by its index in `due`. */
  rendered(i: number, page: RenderedPage): void {
    const result = {
      files: pageFiles(page, this.o.trailingSlash),
      // Strings shared between pages pay only where the pages' links are kept.
      kept: keptOfPage(page, this.o.links ? undefined : this.linkStrings),
      searchable: searchableOf(page),
    };
    this.accept(i, result);
    const { cache } = this.o;
    const key = this.o.cacheKey?.(i);
    const written = Promise.resolve(this.o.emit(result.files, key));
    if (!cache) return this.out(written);
    const { units } = this.o;
    const store = (paths: string[] | void) => {
      const stored = storePage(cache, key!, result, paths ?? undefined);
      if (units)
        void stored.then(
          (meta) => units.stored(cache, i, key!, meta),
          () => {},
        );
    };
    this.out(written.then(this.o.storeLater ? (paths) => void this.unstored.push(() => store(paths)) : store));
  }

  /** Resolves once every page's files are written; rejects with the first write that failed. */
  settled(): Promise<unknown> {
    return Promise.all(this.written);
  }

  /** Makes the cache entries left for later (see `storeLater`), once `settled`. */
  storeInCache(): void {
    for (const store of this.unstored.splice(0)) store();
  }

  private accept(i: number, { files, kept, searchable }: PageResult): void {
    this.o.search?.add(i, searchable);
    const { job, key } = this.o.due[i]!;
    // The page's copy of its route (from a render thread or the cache) would be one more string a page in the
    // records and the link check; the plan's is kept anyway.
    if (kept.route === job.plan.route) kept.route = job.plan.route;
    this.o.links?.add(i, kept);
    this.fresh.set(kept.route, {
      key,
      doc: job.doc,
      ...(this.o.links ? { kept: shownOf(kept, this.o.listed?.(job) ?? true) } : { kept, links: kept }),
      // Watch mode reads cached pages with their searchable text parsed.
      searchable: this.o.incremental ? (searchable as SearchablePage) : undefined,
      paths: files.map((f) => f.path),
    });
    if (job.doc) this.releaseBody(job.doc);
  }

  /**
   * The bodies are most of what the docs hold (about 60 MB at 10,000 pages), and the doc store, the jobs
   * and the records share each doc: emptied here, a body is out of memory everywhere at once.
   */
  private releaseBody(doc: DocSource): void {
    const pending = this.pendingOfDoc.get(doc);
    if (pending === undefined) return;
    if (pending > 1) this.pendingOfDoc.set(doc, pending - 1);
    else {
      this.pendingOfDoc.delete(doc);
      doc.body = '';
    }
  }

  private write(page: PageResult, key: string): Promise<unknown> {
    return Promise.resolve(
      page.linked ? this.o.link!(page.files as LinkedFile[], key) : this.o.emit(page.files as OutputFile[], key),
    );
  }

  private out(written: Promise<unknown>): void {
    // Settled in `settled`; this only keeps an early failure from being reported as unhandled.
    written.catch(() => {});
    this.written.push(written);
  }
}
