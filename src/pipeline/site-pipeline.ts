import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { linkedAssets, scanSiteAssets, type ColocatedAssets } from '../assets/colocated.js';
import { loadConfig, type LoadedConfig } from '../config/load.js';
import { runPostBuild } from '../plugins/post-build.js';
import type { SitePlugin } from '../plugins/load-plugins.js';
import type { SiteConfig } from '../config/schema.js';
import type { StyleInputs } from '../bundle/site-postcss.js';
import { DocgenError, DocgenErrors, isUserError, withKeyPositions } from '../errors.js';
import { collectWarnings, type BuildWarning } from '../links/warnings.js';
import type { ScopeContent } from '../sources/registry.js';
import { SiteSources } from '../sources/registry.js';
import { localeOutputFolders, siteLocales, withMessages } from '../sources/locales.js';
import { assetFiles, indexFiles, searchIndexFiles, searchIndexOptions, type KeptPage } from '../output/site-files.js';
import type { OutputFile } from '../output/write-site.js';
import { buildSearchIndex } from '../search/build-index.js';
import { pagesDirOf, planSite } from '../site/plan-site.js';
import { renderJobs, themeBundleInput } from '../site/render-input.js';
import { docsMadeMdxByPlugins } from '../mdx/plugin-mdx.js';
import type { BuildCache } from '../cache/build-cache.js';
import { cacheDirOf, openBuildCache } from '../cache/cache-dir.js';
import { cacheWriteError } from '../cache/cache-write-error.js';
import { FrontMatterCache } from '../cache/front-matter-cache.js';
import { pageCacheKey, readCachedPages } from '../cache/page-cache.js';
import { SearchStage } from '../cache/search-cache.js';
import { createStageTimer } from '../util/timer.js';

import { BundleStage } from './bundle-stage.js';
import { changedStages, isStructural, onlyBodies, type DocsChange } from './change-step.js';
import { describeChanges, type ChangeSet } from './changes.js';
import { LinkedAssetFiles } from './linked-asset-files.js';
import { nextRecords, type PageRecord } from './page-records.js';
import { PageSink } from './page-sink.js';
import { pageKey, withSharedData, type Snapshot, type SnapshotStages } from './snapshot.js';
import { StageErrors } from './stage-errors.js';
import { RenderLanes } from './render-lanes.js';
import { READY, RenderPass, type PageOutcome } from './render-pass.js';
import type { PageFailure } from './render-pool.js';
import { shownPath } from '../util/shown-path.js';
import type { PipelineOptions, StageTimer, UpdateResult } from './pipeline-options.js';

/**
 * The one sequence of stages, config → content → routes and sidebars → bundle → render → search →
 * index files → links, with each stage's result kept and run again only when its inputs change.
 * `build` is a cold run of it plus the write, `check-links` a cold run without the write, and
 * `serve --watch` keeps it alive and feeds it the files that changed. Each mistake is kept under the
 * part it came from, so that fixing one file clears only its errors.
 */
export class SitePipeline {
  private snapshot?: Snapshot;
  private records = new Map<string, PageRecord>();
  private search: OutputFile[] = [];
  /** sitemap.xml, llms.txt and robots.txt, for the pages they were made from. */
  private indexed?: { records: Map<string, PageRecord>; files: OutputFile[] };
  private readonly errors = new StageErrors();
  /** The render pass under way, in watch mode: what it has put out, and the pages asked for first. */
  private pass?: RenderPass;
  /** The content sources as last configured (see `src/sources`). */
  private sources?: SiteSources;
  private readonly bundle: BundleStage;
  private readonly lanes: RenderLanes;
  /** Set when the config changed but the site could not be built with it yet. */
  private stale = true;
  /** Bumped on each config load: a page rendered under another config is out of date whatever else it shares. */
  private generation = 0;
  private readonly stage: StageTimer;
  /** The config as last loaded, before anything is built with it: where `build` opens its output. */
  loaded?: { config: SiteConfig; siteDir: string; plugins: SitePlugin[]; locate: LoadedConfig['locate'] };
  /** Watch mode: the colocated assets the pages link to, read once each and served from memory. */
  private readonly linkedAssetFiles = new LinkedAssetFiles();
  private cache?: BuildCache;
  private cacheRecorded: Promise<void> = Promise.resolve();
  /** Without a cache, the server bundle's folder: made for this pipeline, removed when it closes. */
  private scratch?: Promise<string>;

  constructor(private readonly options: PipelineOptions) {
    this.stage = options.stage ?? createStageTimer();
    this.lanes = new RenderLanes(options);
    this.bundle = new BundleStage(this.errors, this.lanes.compileMdx);
  }

  get built(): boolean {
    return this.snapshot !== undefined;
  }

  /** Whether a render pass is under way (watch mode: its pages can be asked for, see `demand`). */
  get rendering(): boolean {
    return this.pass !== undefined;
  }

  get config(): SiteConfig | undefined {
    return this.snapshot?.config;
  }

  /** The doc files the last build read, by absolute path. */
  docFiles(): string[] {
    return [...(this.sources?.docsByFile().keys() ?? [])];
  }

  /** The components the plugins' routes render with, absolute: watch mode bundles again when one changes. */
  pluginComponents(): string[] {
    const s = this.snapshot;
    if (!s) return [];
    const pagesDir = path.resolve(s.siteDir, pagesDirOf(s.config));
    return s.plan.pluginModules.map((module) => path.resolve(pagesDir, module));
  }

  /** What the site's PostCSS plugins read besides the stylesheets (Tailwind's content): watch mode bundles again on a change. */
  styleInputs(): StyleInputs | undefined {
    return this.snapshot?.bundles.styleInputs;
  }

  get siteDir(): string {
    return this.snapshot?.siteDir ?? path.dirname(path.resolve(this.options.configFile));
  }

  /** Every error that stands now, in a stable order: config first, then docs, site, theme and pages. */
  currentErrors(): DocgenError[] {
    return this.errors.all();
  }

  /** The errors as thrown: a cold run that failed throws the one error as it came, or all of them together. */
  failure(): DocgenError | DocgenErrors | undefined {
    return this.errors.failure();
  }

  /**
   * Watch mode: the page of the pass under way whose HTML goes to `sitePath`, rendered ahead of the others.
   * Undefined when no pass is under way or it has no such page left to put out.
   */
  demand(sitePath: string): Promise<PageOutcome | undefined> | undefined {
    return this.pass?.demand(sitePath);
  }

  /** Runs the stages that `changes` affect. Errors in the author's input are kept (see `currentErrors`), never thrown. */
  async update(changes: ChangeSet): Promise<UpdateResult> {
    if (!this.options.incremental) return this.run(changes);
    this.errors.delete('internal');
    try {
      return await this.run(changes);
    } catch (error) {
      // A bug in docgen, or the file system failing under it: reported like an author's mistake,
      // so that the server stays up and the next change tries again from scratch.
      this.stale = true;
      const err = error as Error;
      const hint = process.env.DOCGEN_DEBUG
        ? err?.stack
        : 'this looks like a bug in docgen; run with DOCGEN_DEBUG=1 for the stack trace';
      this.errors.set('internal', new DocgenError(`docgen failed: ${err?.message ?? String(error)}`, undefined, hint));
      return { rendered: 0, cause: describeChanges(changes, this.siteDir), bodiesOnly: false, pagesOnly: false };
    }
  }

  private async run(changes: ChangeSet): Promise<UpdateResult> {
    const full = this.stale || changes.config;
    const configFile = shownPath(this.options.configFile);
    const failed = {
      rendered: 0,
      cause: full ? configFile : describeChanges(changes, this.siteDir),
      bodiesOnly: false,
      pagesOnly: false,
    };
    const step = full
      ? { next: await this.configure(configFile), bodiesOnly: false, pagesOnly: false }
      : await this.change(changes);
    if (!step.next) return failed;
    const rendered = await this.render(step.next);
    if (rendered === undefined) return failed;
    return { rendered, cause: failed.cause, bodiesOnly: step.bodiesOnly, pagesOnly: step.pagesOnly };
  }

  /** Config, content, page modules, routes and sidebars, and the bundles, all from scratch. */
  private async configure(configFile: string): Promise<Snapshot | undefined> {
    this.stale = true;
    const loaded = await this.errors.attempt('config', () =>
      this.stage.run('config', () => loadConfig(this.options.configFile)),
    );
    if (!loaded) return undefined;
    const { config, siteDir } = loaded;
    this.loaded = { config, siteDir, plugins: loaded.plugins, locate: loaded.locate };
    this.errors.locate = loaded.locate;
    this.generation++;
    await this.options.configured?.(this.loaded);
    const cached = this.options.cache !== false;
    this.cache = cached
      ? await this.errors.attempt('cache', () => openBuildCache(this.cache, config, siteDir, this.options.log))
      : undefined;
    const bundleDir = cached
      ? this.cache && cacheDirOf(config, siteDir)
      : await this.errors.attempt('cache', () => this.scratchFolder());
    if (!bundleDir) return undefined;
    const locales = this.errors.attemptSync('config', () =>
      withMessages(siteLocales(config, configFile, this.options.locale), siteDir),
    );
    if (!locales) return undefined;
    const sources = SiteSources.open(
      config,
      { siteDir, locales, errors: this.errors, dev: this.options.dev, plugins: loaded.plugins, configFile },
      this.sources,
    );
    this.sources = sources;
    const frontMatter = this.cache && (await FrontMatterCache.open(this.cache));
    await sources.prepare(frontMatter);
    await this.stage.run('content', () => sources.readDocs([], 'all'));
    frontMatter?.save();
    await this.stage.run('plugins', () => this.errors.attempt('plugins', () => sources.readPlugins(this.cache)));
    if (this.stopped()) return undefined;
    const pageModules = await this.stage.run('pages', () => sources.pageModules());
    const docs = sources.docContents();
    const plan = await this.errors.attempt('site', () =>
      this.stage.run('routes', () =>
        planSite({ config, configFile, locales, docs, pageModules, plugins: sources.plugins.contents() }),
      ),
    );
    if (!plan) return undefined;
    this.lanes.preload(plan.routeTable.routes.length);
    const input = themeBundleInput({
      config,
      siteDir,
      pageModules,
      plan,
      dev: this.options.dev,
      docs: docs.flatMap((c) => c.docs),
      madeMdx: await docsMadeMdxByPlugins(
        config,
        docs.flatMap((c) => c.docs),
      ),
      cacheDir: bundleDir,
    });
    const bundles = await this.stage.run('bundle', () =>
      // A theme bundled anew renders every page anew: the render threads get ready while esbuild bundles.
      this.bundle.cold(input, this.cache, () => this.lanes.warmUp(plan.routeTable.routes.length)),
    );
    if (!bundles) return undefined;
    const assets = await this.stage.run('assets', () => scanSiteAssets(siteDir, config));
    return this.withShared(
      { config, configFile, siteDir, pageModules, plan, bundles, bundleDir, assets, mdxDocs: input.mdxDocs ?? [] },
      docs,
    );
  }

  /** The stages a change affects, on top of the last good snapshot, and whether it changed only docs' bodies. */
  private async change(changes: ChangeSet): Promise<{ next: Snapshot; bodiesOnly: boolean; pagesOnly: boolean }> {
    const s = this.snapshot!;
    const sources = this.sources!;
    const before = sources.docsByFile();
    const scan = changes.rereadDocs ? 'all' : changes.rescanDocs ? 'new' : 'none';
    const touched = await sources.readDocs([...changes.docs], scan);
    if (changes.plugins.size > 0) await this.errors.attempt('plugins', () => sources.readPlugins(this.cache));
    const loaded = sources.docContents();
    const docs: DocsChange = {
      touched,
      before,
      after: (file) => sources.doc(file),
      loaded,
      plugins: sources.plugins.contents(),
    };
    const next = await changedStages(
      s,
      changes,
      docs,
      {
        plan: (input) => this.errors.attemptSync('site', () => planSite(input)),
        bundle: (started, update) => this.bundle.again(started, update),
        pageModules: () => sources.pageModules(),
      },
      this.options.dev,
    );
    // What every page shares (sidebars, link targets, placements) is made of the docs' outlines, the plan, the bundles
    // and the assets: with none of them changed, it is the last snapshot's, and making it again cost a body edit more
    // than rendering its page.
    const pagesOnly =
      next === s ||
      (!isStructural(docs) &&
        next.plan === s.plan &&
        next.bundles === s.bundles &&
        next.assets === s.assets &&
        next.mdxDocs === s.mdxDocs);
    return {
      next: next === s ? s : pagesOnly ? { ...s, ...next } : await this.withShared(next, loaded),
      bodiesOnly: onlyBodies(changes, docs),
      pagesOnly,
    };
  }

  private withShared(s: SnapshotStages, docs: ScopeContent[]): Promise<Snapshot> {
    return withSharedData(s, docs, {
      previous: this.snapshot,
      generation: this.generation,
      dev: this.options.dev,
      cached: !!this.cache,
    });
  }

  /**
   * Renders the pages whose inputs changed, hands their files to `emit`, and indexes them for search.
   * A page that fails keeps its last good version. Answers how many pages were rendered, or undefined
   * when nothing could be (the theme does not load).
   */
  private async render(s: Snapshot): Promise<number | undefined> {
    const { plan, shared } = s;
    const docs = this.sources!.docContents();
    // Without a new plan (it failed), docs that are gone or renamed have no job: their pages stay as they were.
    const jobs = renderJobs(plan.routeTable, docs).filter((j) => j.plan.kind !== 'doc' || j.doc);
    const keys = jobs.map((job) => pageKey(s, job));
    const due = jobs.flatMap((job, i) => {
      const record = this.records.get(job.plan.route);
      return record && record.key === keys[i] && record.doc === job.doc ? [] : [{ job, key: keys[i]! }];
    });
    const cold = due.length === jobs.length;
    const indexOptions = searchIndexOptions(s.config, plan);
    // A cold run indexes pages while they arrive (the main thread waits on the render threads anyway);
    // pages that come before their turn wait, keeping only what the index needs of them.
    const { renderKey } = s;
    const cache = this.cache && renderKey ? this.cache : undefined;
    const cacheKeys = cache ? due.map(({ job }) => pageCacheKey(renderKey!, job, shared)) : [];
    const search =
      cold && !this.options.incremental && indexOptions.length > 0
        ? await SearchStage.open(
            indexOptions,
            due.map(({ job }) => job.plan.route),
            cache && { store: cache, pageKeys: cacheKeys },
          )
        : undefined;
    const link = cache && this.options.link;
    const sink = new PageSink({
      due,
      cacheKeys,
      cache,
      search,
      trailingSlash: s.config.trailingSlash,
      incremental: this.options.incremental,
      storeLater: this.options.incremental && !cold,
      emit: this.options.emit,
      link,
    });
    // Watch mode serves the pages of a pass as they come, and a page a browser asks for comes first.
    const pass = this.options.incremental
      ? new RenderPass(due, s.config.trailingSlash, this.options.onProgress)
      : undefined;
    this.pass = pass;
    this.options.started?.(this.assetFilesOf(s), s.assets);
    try {
      const misses = cache
        ? await this.stage.run('cache', () =>
            readCachedPages(
              cache,
              cacheKeys,
              !!link,
              (i, page) => {
                sink.cached(i, page);
                pass?.settle(i, READY);
              },
              pass?.reader(),
            ),
          )
        : due.map((_, i) => i);
      const failures =
        misses.length === 0
          ? []
          : await this.stage.run('render', async () => {
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
      return await this.afterRender(s, sink, search, cache, failures);
    } finally {
      pass?.end();
      this.pass = undefined;
    }
  }

  /** The pass's pages are out: records, errors, search index and cache follow them. */
  private async afterRender(
    s: Snapshot,
    sink: PageSink,
    search: SearchStage | undefined,
    cache: BuildCache | undefined,
    failures: PageFailure[] | undefined,
  ): Promise<number | undefined> {
    const { plan } = s;
    await sink.settled();
    // A cold run renders once: its threads' memory goes back before the search index and the link check take theirs.
    if (!this.options.incremental) await this.lanes.close();
    if (!failures) return undefined;

    const { fresh } = sink;
    const failed = new Set(failures.map((f) => f.route));
    const records = nextRecords(plan.routeTable.routes, fresh, this.records, failed);
    this.errors.renderedPages(fresh.keys(), failures, (route) => records.has(route) || failed.has(route));
    this.records = records;
    this.snapshot = s;
    this.stale = false;
    if (this.options.incremental) await this.linkedAssetFiles.follow(this.keptPages(), s.assets);
    if (search) this.search = await this.stage.run('search', () => searchIndexFiles(search.finish()));
    if (cache) {
      // Watch mode serves the pages first; what it used is recorded (and kept from pruning) behind them. A write the
      // system refused stands as an error: a build ends with it, watch mode shows it until a later build's writes succeed.
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
      if (!this.options.incremental) await this.cacheRecorded;
    }
    return fresh.size;
  }

  /** The files beside the docs that pages link to (their output paths), and where they are read from. */
  linkedAssets(): { assets: ColocatedAssets; linked: Set<string> } | undefined {
    const s = this.snapshot;
    return s && { assets: s.assets, linked: linkedAssets(this.keptPages(), s.assets) };
  }

  /**
   * Indexes the pages for search again, on a render thread. Watch mode does it after the pages are
   * out (it is not needed to show them); answers false when the site changed meanwhile, as the index
   * is then already out of date and the next refresh will do.
   */
  async refreshSearch(): Promise<boolean> {
    const s = this.snapshot;
    const records = this.records;
    const pages = [...records.values()].flatMap((r) => (r.searchable ? [r.searchable] : []));
    const pool = this.lanes.running;
    const indexes = await Promise.all(
      (s ? searchIndexOptions(s.config, s.plan) : []).map((options) => {
        // Each index gets its own pages only: a render thread is sent no more than it reads.
        const input = { ...options, pages: pages.filter((p) => options.routes.has(p.route)) };
        return pool ? pool.index(input) : buildSearchIndex(input);
      }),
    );
    if (this.records !== records || this.snapshot !== s) return false;
    this.search = searchIndexFiles(indexes);
    return true;
  }

  /**
   * Every file of the site but the pages' own: bundles, sidebars, the search index, static apps, sitemap
   * and the like, and in watch mode the linked colocated assets (`build` copies those itself, a few at a time).
   */
  async siteFiles(): Promise<OutputFile[]> {
    const s = this.snapshot;
    if (!s) return [];
    const kept = this.keptPages();
    const assets = this.assetFilesOf(s);
    // Watch mode asks after each change and again once the search index follows: the pages are the same.
    if (this.indexed?.records !== this.records) {
      const files = await this.stage.run('index files', () =>
        indexFiles({ config: s.config, siteDir: s.siteDir, plan: s.plan, pages: kept }),
      );
      this.indexed = { records: this.records, files };
    }
    return [...assets, ...this.indexed.files, ...this.linkedAssetFiles.values()];
  }

  /**
   * The plugins' `postBuild` hooks, given the folder the site was written to and every route; what one throws is
   * an error at its key in the config.
   */
  async postBuild(outDir: string): Promise<void> {
    const { plugins, locate } = this.loaded!;
    const pages = [...this.records.entries()].map(([route, r]) => ({ route, paths: r.paths }));
    await this.stage.run('postBuild', () =>
      runPostBuild(plugins, { outDir, pages, configFile: shownPath(this.options.configFile) }).catch((error) => {
        throw isUserError(error) ? withKeyPositions(error, locate) : error;
      }),
    );
  }

  /** The bundles, sidebars, search index and static apps of `s`: every file of the site that no page or index makes. */
  private assetFilesOf(s: Snapshot): OutputFile[] {
    const { config, siteDir, plan } = s;
    return assetFiles({ config, siteDir, plan, client: s.bundles.client, search: this.search });
  }

  /** The output paths of every page now, in route order. */
  pagePaths(): string[] {
    return [...this.records.values()].flatMap((r) => r.paths);
  }

  get pageCount(): number {
    return this.records.size;
  }

  /** Symbolic links of the docs not followed, broken links and anchors, duplicate routes and Markdown warnings. */
  async warnings(siteFiles: OutputFile[]): Promise<BuildWarning[]> {
    const s = this.snapshot;
    if (!s) return [];
    const links = (this.sources?.refusedLinks() ?? []).map(({ file, reason }) => ({
      kind: 'symlink' as const,
      source: file,
      message: reason,
    }));
    const found = await this.stage.run('links', () =>
      collectWarnings({
        config: s.config,
        configPath: path.resolve(this.options.configFile),
        siteDir: s.siteDir,
        pages: this.keptPages(),
        outputPaths: [...new Set([...siteFiles.map((f) => f.path), ...linkedAssets(this.keptPages(), s.assets)])],
        duplicates: s.plan.routeTable.duplicates,
        localeFolders: localeOutputFolders(s.config, this.options.locale),
      }),
    );
    return [...links, ...found];
  }

  private keptPages(): KeptPage[] {
    return [...this.records.values()].map((r) => r.kept);
  }

  /**
   * Stops esbuild and the render threads and lets the cache go, each whatever became of the others: a part that
   * fails to close must neither keep the rest running (the process would never exit) nor hide how the build ended.
   */
  async close(): Promise<void> {
    await Promise.allSettled([
      this.bundle.dispose(),
      this.lanes.close(),
      this.cacheRecorded.then(async () => {
        await this.cache?.flush();
        this.cache?.release();
      }),
      this.scratch?.then((dir) => rm(dir, { recursive: true, force: true })),
    ]);
  }

  /** A folder of this pipeline's own in TMPDIR, made once. */
  private scratchFolder(): Promise<string> {
    this.scratch ??= mkdtemp(path.join(os.tmpdir(), 'docgen-')).catch((error: unknown) => {
      this.scratch = undefined;
      throw cacheWriteError(error, os.tmpdir());
    });
    return this.scratch;
  }

  /** A cold run goes no further than a stage that failed: there is no earlier result to go on with. */
  private stopped(): boolean {
    return !this.options.incremental && this.errors.size > 0;
  }
}
