import path from 'node:path';
import { scanSiteAssets, type ColocatedAssets } from '../assets/colocated.js';
import { loadConfig, type LoadedConfig } from '../config/load.js';
import type { SitePlugin } from '../plugins/load-plugins.js';
import type { SiteConfig } from '../config/schema.js';
import type { StyleInputs } from '../bundle/site-postcss.js';
import { DocgenError, DocgenErrors } from '../errors.js';
import type { BuildWarning } from '../links/warnings.js';
import { SiteSources, type ScopeContent } from '../sources/registry.js';
import { localesForBuild } from '../sources/locales.js';
import { searchIndexFiles, searchIndexInputs } from '../output/site-files.js';
import type { OutputFile } from '../output/write-site.js';
import { buildSearchIndex } from '../search/build-index.js';
import { pagesDirOf, planSite } from '../site/plan-site.js';
import { themeBundleInput } from '../site/render-input.js';
import { docsMadeMdxByPlugins } from '../mdx/plugin-mdx.js';
import type { BuildCache } from '../cache/build-cache.js';
import { ScratchFolder } from '../cache/scratch-folder.js';
import { ContentCaches, openSiteCache } from '../cache/site-caches.js';
import { createStageTimer } from '../util/timer.js';
import { BundleStage } from './bundle-stage.js';
import { changedStages, isStructural, onlyBodies, type DocsChange } from './change-step.js';
import { describeChanges, type ChangeSet } from './changes.js';
import { OutputStage } from './output-stage.js';
import type { PageRecord } from './page-records.js';
import { withSharedData, type Snapshot, type SnapshotStages } from './snapshot.js';
import { internalFailure, StageErrors } from './stage-errors.js';
import { RenderLanes } from './render-lanes.js';
import type { PageOutcome } from './render-pass.js';
import { RenderStage } from './render-stage.js';
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
  private readonly errors = new StageErrors();
  /** The content sources as last configured (see `src/sources`). */
  private sources?: SiteSources;
  private readonly bundle: BundleStage;
  private readonly lanes: RenderLanes;
  private readonly renderStage: RenderStage;
  private readonly output: OutputStage;
  /** Set when the config changed but the site could not be built with it yet. */
  private stale = true;
  /** Bumped on each config load: a page rendered under another config is out of date whatever else it shares. */
  private generation = 0;
  private readonly stage: StageTimer;
  /** The config as last loaded, before anything is built with it: where `build` opens its output. */
  loaded?: { config: SiteConfig; siteDir: string; plugins: SitePlugin[]; locate: LoadedConfig['locate'] };
  private cache?: BuildCache;
  /** Without a cache, the server bundle's folder: made for this pipeline, removed when it closes. */
  private readonly scratch = new ScratchFolder();

  constructor(private readonly options: PipelineOptions) {
    this.stage = options.stage ?? createStageTimer();
    this.lanes = new RenderLanes(options);
    this.bundle = new BundleStage(this.errors, this.lanes.compileMdx);
    this.renderStage = new RenderStage(options, this.stage, this.lanes, this.errors);
    this.output = new OutputStage(options, this.stage);
  }

  get built(): boolean {
    return this.snapshot !== undefined;
  }

  /** Whether a render pass is under way (watch mode: its pages can be asked for, see `demand`). */
  get rendering(): boolean {
    return this.renderStage.rendering;
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
    return this.renderStage.demand(sitePath);
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
      this.errors.set('internal', internalFailure(error));
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
    const cached = this.options.cache !== false;
    const loaded = await this.errors.attempt('config', () =>
      this.stage.run('config', () => loadConfig(this.options.configFile, { cached })),
    );
    if (!loaded) return undefined;
    const { siteDir } = loaded;
    const built = await this.errors.attempt('config', () =>
      localesForBuild(loaded.config, { configFile, siteDir, only: this.options.locale }),
    );
    if (!built) return undefined;
    const { config, locales } = built;
    for (const line of built.notices) this.options.log?.(line);
    this.loaded = { config, siteDir, plugins: loaded.plugins, locate: loaded.locate };
    this.errors.locate = loaded.locate;
    this.generation++;
    // A config that was not in the cache is new to it: its bundles and pages are not there either.
    if (!cached || loaded.cacheEntry?.parsed) this.lanes.startFirst();
    await this.options.configured?.(this.loaded);
    const opened = await this.errors.attempt('cache', () =>
      openSiteCache(this.cache, loaded, { cached, scratch: this.scratch, log: this.options.log }),
    );
    this.cache = opened?.cache;
    if (!opened) return undefined;
    const { bundleDir } = opened;
    const sources = SiteSources.open(
      config,
      { siteDir, locales, errors: this.errors, dev: this.options.dev, plugins: loaded.plugins, configFile },
      this.sources,
    );
    this.sources = sources;
    const caches = await ContentCaches.open(this.cache, { wholeDocs: !!this.options.incremental });
    await caches.scanning();
    await sources.prepare(caches.frontMatter, caches.outlines);
    await this.stage.run('content', () => sources.readDocs([], 'all'));
    caches.docsRead();
    await this.stage.run('plugins', () => this.errors.attempt('plugins', () => sources.readPlugins(this.cache)));
    if (this.stopped()) return undefined;
    const pageModules = await this.stage.run('pages', () => sources.pageModules());
    const docs = sources.docContents();
    const allDocs = docs.flatMap((c) => c.docs);
    const plan = await this.errors.attempt('site', () =>
      this.stage.run('routes', () =>
        planSite({ config, configFile, locales, docs, pageModules, plugins: sources.plugins.contents() }),
      ),
    );
    if (!plan) return undefined;
    this.lanes.preload(plan.routeTable.routes.length);
    // The files beside the docs are listed while the theme is bundled (in esbuild's process, or read from the cache):
    // neither needs the other, and both come before the first page.
    const scanned = this.stage.run('assets', () => scanSiteAssets(siteDir, config, plan.locales));
    scanned.catch(() => {});
    const input = themeBundleInput({
      config,
      siteDir,
      pageModules,
      plan,
      dev: this.options.dev,
      docs: allDocs,
      madeMdx: await docsMadeMdxByPlugins(config, siteDir, allDocs),
      cacheDir: bundleDir,
    });
    caches.scanned();
    const bundles = await this.stage.run('bundle', () =>
      // A theme bundled anew renders every page anew: the render threads get ready while esbuild bundles, and load the
      // server bundle while the browser bundle is made and the site's assets are read.
      this.bundle.cold(input, this.cache, {
        started: () => this.lanes.warmUp(plan.routeTable.routes.length),
        serverWritten: (serverFile) => this.lanes.running?.preloadTheme(serverFile),
      }),
    );
    if (!bundles) return undefined;
    const assets = await scanned;
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
   * Renders the pages whose inputs changed (see `RenderStage`) and keeps what they left. Answers how many pages were
   * rendered, or undefined when nothing could be (the theme does not load).
   */
  private async render(s: Snapshot): Promise<number | undefined> {
    const outcome = await this.renderStage.run(s, this.sources!, this.records, this.cache, {
      files: () => this.output.assetFiles(s),
      assets: s.assets,
    });
    if (!outcome) return undefined;
    const before = this.records;
    this.records = outcome.records;
    this.output.links = outcome.links;
    this.snapshot = s;
    this.stale = false;
    if (this.options.incremental)
      await this.output.followLinkedAssets(
        s,
        [...this.records].flatMap(([route, record]) => (before.get(route) === record ? [] : [record])),
      );
    const { search } = outcome;
    if (search) this.output.searchWritten = await this.stage.run('search', () => search.finish());
    const recorded = outcome.recordCache();
    if (!this.options.incremental) await recorded;
    return outcome.fresh;
  }

  /** The files beside the docs that pages link to (their output paths), and where they are read from. */
  linkedAssets(): { assets: ColocatedAssets; linked: Set<string> } | undefined {
    return this.snapshot && this.output.linkedAssets(this.snapshot, this.records);
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
    const inputs = s ? searchIndexInputs(s.config, s.plan, pages) : [];
    const indexes = pool ? await pool.index(inputs) : inputs.map(buildSearchIndex);
    if (!indexes || this.records !== records || this.snapshot !== s) return false;
    this.output.search = searchIndexFiles(indexes);
    return true;
  }

  /** Watch mode: a change is coming, which makes the search refresh under way stale (see `RenderPool.stopIndexing`). */
  stopSearchRefresh(): void {
    this.lanes.running?.stopIndexing();
  }

  /** Watch mode: the files beside the docs that the pages link to, as read so far (see `OutputStage.linkedAssetFiles`). */
  linkedAssetFiles(): Iterable<OutputFile> {
    return this.output.linkedAssetFiles.values();
  }

  /** See `OutputStage.siteFiles`. */
  async siteFiles(): Promise<OutputFile[]> {
    return this.snapshot ? this.output.siteFiles(this.snapshot, this.records) : [];
  }

  /** See `OutputStage.postBuild`. */
  postBuild(outDir: string): Promise<void> {
    return this.output.postBuild(this.loaded!, this.records, outDir);
  }

  /** The output paths of every page now, in route order. */
  pagePaths(): string[] {
    return [...this.records.values()].flatMap((r) => r.paths);
  }

  get pageCount(): number {
    return this.records.size;
  }

  /**
   * Symbolic links of the docs not followed, broken links and anchors, duplicate routes, Markdown warnings, sidebar
   * items sharing a translation id and translation files not read.
   */
  async warnings(siteFiles: OutputFile[]): Promise<BuildWarning[]> {
    const s = this.snapshot;
    return s
      ? this.output.warnings(s, this.records, this.sources?.refusedLinks() ?? [], siteFiles, this.loaded!.locate)
      : [];
  }

  /**
   * Stops esbuild and the render threads and lets the cache go, each whatever became of the others: a part that
   * fails to close must neither keep the rest running (the process would never exit) nor hide how the build ended.
   */
  async close(): Promise<void> {
    await Promise.allSettled([
      this.bundle.dispose(),
      this.lanes.close(),
      this.renderStage.recorded().then(async () => {
        await this.cache?.flush();
        this.cache?.release();
      }),
      this.scratch.remove(),
    ]);
  }

  /** A cold run goes no further than a stage that failed: there is no earlier result to go on with. */
  private stopped(): boolean {
    return !this.options.incremental && this.errors.size > 0;
  }
}
