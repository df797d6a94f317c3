import path from 'node:path';
import type { BuildCache } from '../cache/build-cache.js';
import { cacheDirOf } from '../cache/cache-dir.js';
import { cacheWriteError } from '../cache/cache-write-error.js';
import { outlineOf } from '../cache/doc-outline-cache.js';
import { pageCacheKey, readCachedPages } from '../cache/page-cache.js';
import { ScopeUnits } from '../cache/scope-unit.js';
import { SearchStage, type KeepIndex } from '../cache/search-cache.js';
import type { ColocatedAssets } from '../assets/colocated.js';
import type { OutputFile } from '../output/write-site.js';
import { listedPages, searchIndexOptions } from '../output/site-files.js';
import { renderJobs } from '../site/render-input.js';
import type { SiteSources } from '../sources/registry.js';
import { linkBase } from '../links/check-links.js';
import { LinkLedger } from '../links/link-ledger.js';
import { readBody } from '../sources/docs/doc-store.js';
import { nextRecords, type PageRecord } from './page-records.js';
import { PageSink, type DuePage } from './page-sink.js';
import type { PipelineOptions, StageTimer } from './pipeline-options.js';
import type { RenderLanes } from './render-lanes.js';
import { READY, RenderPass, type PageOutcome } from './render-pass.js';
import type { PageFailure } from './render-pool.js';
import type { RenderJob } from './renderer.js';
import { pageKey, type Snapshot } from './snapshot.js';
import type { StageErrors } from './stage-errors.js';

/** What a render pass leaves: every page's record, and the search index of a cold run's pages. */
export interface RenderOutcome {
  records: Map<string, PageRecord>;
  /** How many pages were rendered or found in the cache. */
  fresh: number;
  search?: SearchStage;
  /** A build's link check, made as its pages came. */
  links?: LinkLedger;
  /**
   * Makes the pass's cache entries, after the search index is made of the pages (it stores its part in the cache
   * too); resolves once they are made or failed.
   */
  recordCache(): Promise<void>;
}

/**
 * The render stage: the pages whose inputs changed go to the cache or the render threads, and from there to `emit`,
 * the search index and the cache. A page that fails keeps its last good version. Watch mode serves the pages of a pass
 * as they come, and a page a browser asks for comes first (see `demand`).
 */
export class RenderStage {
  /** The render pass under way, in watch mode: what it has put out, and the pages asked for first. */
  private pass?: RenderPass;
  /** The cache entries of the passes so far, recorded behind their pages. */
  private cacheRecorded: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: PipelineOptions,
    private readonly stage: StageTimer,
    private readonly lanes: RenderLanes,
    private readonly errors: StageErrors,
  ) {}

  get rendering(): boolean {
    return this.pass !== undefined;
  }

  /** See `SitePipeline.demand`. */
  demand(sitePath: string): Promise<PageOutcome | undefined> | undefined {
    return this.pass?.demand(sitePath);
  }

  /** Resolves once the cache entries of every pass so far are made (or failed). */
  recorded(): Promise<void> {
    return this.cacheRecorded;
  }

  /**
   * Renders the pages of `s` whose record in `records` is out of date. Answers the records after the pass, or
   * undefined when nothing could be rendered (the theme does not load). `started` gets the site's files the pages need.
   */
  async run(
    s: Snapshot,
    /** The docs of every scope, and each doc file's size and change time as read (see `DocStore.stamp`). */
    sources: Pick<SiteSources, 'docContents' | 'stamp'>,
    records: Map<string, PageRecord>,
    cache: BuildCache | undefined,
    started: { files: () => OutputFile[]; assets: ColocatedAssets },
  ): Promise<RenderOutcome | undefined> {
    const { plan, shared } = s;
    const docs = sources.docContents();
    // Without a new plan (it failed), docs that are gone or renamed have no job: their pages stay as they were.
    const jobs = renderJobs(plan.routeTable, docs).filter((j) => j.plan.kind !== 'doc' || j.doc);
    // Only watch mode reads a page's key, on the next update: a build runs once, and its records start empty.
    const keys = this.options.incremental ? jobs.map((job) => pageKey(s, job)) : undefined;
    const due = jobs.flatMap((job, i) => {
      const record = records.get(job.plan.route);
      return keys && record?.key === keys[i] && record.doc === job.doc ? [] : [{ job, key: keys?.[i] ?? '' }];
    });
    const cold = due.length === jobs.length;
    // A cold build indexes pages while they arrive (the main thread waits on the render threads anyway);
    // pages that come before their turn wait, keeping only what the index needs of them. Watch mode indexes after.
    const indexOptions = cold && !this.options.incremental ? searchIndexOptions(s.config, plan) : [];
    const { renderKey } = s;
    const store = cache && renderKey ? cache : undefined;
    const link = store && this.options.link;
    // A build's scopes are each one entry (see `ScopeUnits`); watch mode serves pages from memory, read whole.
    const units =
      link && !this.options.incremental && cold
        ? new ScopeUnits(
            due.map((d) => d.job),
            renderKey!,
            shared,
            (file) => sources.stamp(file),
            s.siteDir,
            linkBase(s.config),
          )
        : undefined;
    const cacheKey =
      store &&
      cacheKeysOf(due, (job) => {
        const { doc } = job;
        // A page not found with its scope is named by its doc's text, read now where the doc was not (see `readBody`).
        const aside = doc?.outlined;
        if (doc) readBody(doc, s.siteDir);
        const key = pageCacheKey(renderKey!, job, shared);
        // A build reads it once more with its page's batch: kept from here, every doc's text was held at once again.
        if (aside && !this.options.incremental) Object.assign(doc, { body: '', outlined: aside });
        return key;
      });
    const search =
      indexOptions.length > 0
        ? await SearchStage.open(
            indexOptions,
            due.map(({ job }) => job.plan.route),
            (files, key) => this.options.emit(files, key),
            store && {
              store,
              // A page of a scope is named by the scope's key: the search stage opens before the scopes are read.
              pageKeys: due.map((_, i) => units?.nameOf(i) ?? cacheKey!(i)),
              keep: link && this.keepIndex(link),
            },
          )
        : undefined;
    // A build has every page come, once: their links are checked as they come.
    const links = this.options.incremental
      ? undefined
      : new LinkLedger(
          due.map(({ job }) => job.plan.route),
          linkBase(s.config),
        );
    const listed = listedPages(plan);
    const sink = new PageSink({
      due,
      cacheKey,
      cache: store,
      units,
      search,
      trailingSlash: s.config.trailingSlash,
      incremental: this.options.incremental,
      storeLater: this.options.incremental && !cold,
      emit: this.options.emit,
      links,
      link,
      listed: (job) => listed(job.plan),
    });
    const pass = this.options.incremental
      ? new RenderPass(due, s.config.trailingSlash, this.options.onProgress)
      : undefined;
    this.pass = pass;
    this.options.started?.(started.files(), started.assets);
    try {
      // Each scope found in the cache goes to the sink as it is read: the build holds one scope's pages, not all.
      const found = units
        ? await this.stage.run('cache', () =>
            units.read(
              store!,
              (i) => due[i]!.job.plan.route,
              this.options.held,
              (i) => !!search?.wants(i),
              (i, page) => sink.fromScope(i, page),
              (scope) => links!.addExits(scope),
            ),
          )
        : new Set<number>();
      // The pages of scopes not found in the cache as one entry, by their places in `due`.
      const rest = found.size === 0 ? undefined : due.flatMap((_, i) => (found.has(i) ? [] : [i]));
      const at = (j: number) => (rest ? rest[j]! : j);
      // A build names them all at once, as it lets each doc's body go once its pages are out (see `PageSink`).
      if (cacheKey && !this.options.incremental) for (let j = 0; j < (rest?.length ?? due.length); j++) cacheKey(at(j));
      const misses = store
        ? await this.stage.run('cache', async () =>
            (
              await readCachedPages(
                store,
                rest?.length ?? due.length,
                (j) => cacheKey!(at(j)),
                !!link,
                (j, page) => {
                  sink.cached(at(j), page);
                  pass?.settle(at(j), READY);
                },
                pass?.urgentPages(),
                link && this.options.held,
                // A build reads the searchable text of the pages of the indexes it makes, not of those it found.
                this.options.incremental ? undefined : (j) => !!search?.wants(at(j)),
              )
            ).map(at),
          )
        : due.map((_, i) => i);
      const failures =
        misses.length === 0
          ? []
          : await this.stage.run('render', async () => {
              if (!this.options.incremental)
                setBodiesAside(
                  misses.map((i) => due[i]!.job),
                  (file) => sources.stamp(path.join(s.siteDir, file)) !== undefined,
                );
              // A build that found most pages in the cache renders the rest in this thread, not on threads started for them.
              const pool = this.lanes.forPages(this.options.incremental ? jobs.length : misses.length);
              await pool.configure(s.bundles.serverFile, shared);
              return this.errors.attempt('theme', () =>
                pool.render(
                  misses.map((i) => due[i]!.job),
                  (page, j) => {
                    sink.rendered(misses[j]!, page);
                    pass?.settle(misses[j]!, READY);
                  },
                  pass
                    ? {
                        urgent: pass.urgentAmong(misses),
                        failed: (j, errors) => pass.settle(misses[j]!, { ready: false, errors }),
                      }
                    : { onProgress: this.options.onProgress },
                ),
              );
            });
      return await this.afterRender(s, sink, records, store, failures, search, links);
    } finally {
      pass?.end();
      this.pass = undefined;
    }
  }

  /** Keeps an index's files where the output folder holds them, as a page's (see `SearchStage.open`). */
  private keepIndex(link: NonNullable<PipelineOptions['link']>): KeepIndex | undefined {
    const { held } = this.options;
    return (
      held &&
      ((files, key) =>
        files.every((f) => held(f.path, key))
          ? Promise.resolve(
              link(
                files.map((f) => ({ path: f.path, from: '', size: f.size, held: true as const })),
                key,
              ),
            )
          : undefined)
    );
  }

  /** The pass's pages are out: records, errors and cache follow them. */
  private async afterRender(
    s: Snapshot,
    sink: PageSink,
    records: Map<string, PageRecord>,
    cache: BuildCache | undefined,
    failures: PageFailure[] | undefined,
    search: SearchStage | undefined,
    links: LinkLedger | undefined,
  ): Promise<RenderOutcome | undefined> {
    await sink.settled();
    // A cold run renders once: its threads' memory goes back before the search index and the link check take theirs.
    if (!this.options.incremental) await this.lanes.close();
    if (!failures) return undefined;

    const { fresh } = sink;
    const failed = new Set(failures.map((f) => f.route));
    const next = nextRecords(s.plan.routeTable.routes, fresh, records, failed);
    this.errors.renderedPages(fresh.keys(), failures, (route) => next.has(route) || failed.has(route));
    return {
      records: next,
      fresh: fresh.size,
      search,
      links,
      recordCache: () => (cache ? this.record(s, sink, cache) : this.cacheRecorded),
    };
  }

  /**
   * Watch mode serves the pages first; what it used is recorded (and kept from pruning) behind them. A write the
   * system refused stands as an error: a build ends with it, watch mode shows it until a later build's writes succeed.
   */
  private record(s: Snapshot, sink: PageSink, cache: BuildCache): Promise<void> {
    this.cacheRecorded = this.cacheRecorded
      // After the macrotask that shows the pages: watch mode's cache entries are made behind them.
      .then(() => this.options.incremental && new Promise((resolve) => setImmediate(resolve)))
      .then(() =>
        this.errors.attempt('cache', () => {
          sink.storeInCache();
          return cache.finish().catch((error: unknown) => {
            throw cacheWriteError(error, cacheDirOf(s.config, s.siteDir));
          });
        }),
      )
      .then(
        () => {},
        () => {},
      );
    return this.cacheRecorded;
  }
}

/**
 * A build reads every doc whole before its first page, every version's and locale's: held until its page is out, the
 * text of the docs still to render was most of what the main thread held, and grew with the versions and locales
 * (20 versions of 200 docs: 20 MB). Each body is let go as it was when read from an earlier build's outline (see
 * `DocSource.outlined`), and read again with its batch (see `RenderPool.render`): memory holds the bodies of the
 * pages being rendered. Only docs of a docs folder (`reread`), whose file gives back the body as read.
 */
function setBodiesAside(jobs: RenderJob[], reread: (file: string) => boolean): void {
  for (const { plan, doc } of jobs) {
    if (!doc || doc.outlined || doc.body === '' || (plan.kind === 'doc' && plan.generated) || !reread(doc.file))
      continue;
    doc.outlined = outlineOf(doc);
    doc.body = '';
  }
}

/**
 * Each due page's cache entry, made when first asked for: hashing every page's doc took most of the time between the
 * site being planned and watch mode's first page, which needs one key.
 */
function cacheKeysOf(due: DuePage[], keyOf: (job: RenderJob) => string): (i: number) => string {
  const keys: (string | undefined)[] = new Array(due.length);
  return (i) => (keys[i] ??= keyOf(due[i]!.job));
}
