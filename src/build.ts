import path from 'node:path';
import { linkedAssets, scanColocatedAssets, writeColocatedAssets, type ColocatedAssets } from './assets/colocated.js';
import { bundleTheme, type ThemeBundles } from './bundle/bundle-theme.js';
import type { SiteConfig } from './config/schema.js';
import { loadConfig } from './config/load.js';
import { docsRoot, loadDocs } from './content/load-docs.js';
import { DocgenErrors } from './errors.js';
import { collectWarnings, warningToError, type BuildWarning } from './links/warnings.js';
import type { DocSource } from './model.js';
import { assetFiles, indexFiles, keptOfPage, pageFiles, searchIndexFiles, searchIndexOptions, type KeptPage } from './output/site-files.js';
import { checkOutputPath } from './output/check-output-path.js';
import { openStaging, type OutputFile } from './output/write-site.js';
import { loadInProcessRenderer, renderAll, renderThreads, type PageSink } from './render/render-all.js';
import { createSearchIndexer, searchableOf, type SearchablePage } from './search/build-index.js';
import { findPageModules, pagesDirOf, planSite, type SitePlan } from './site/plan-site.js';
import { renderJobs, sharedRenderData, themeBundleInput } from './site/render-input.js';
import { inOrder } from './util/in-order.js';
import { createStageTimer, type StageTiming } from './util/timer.js';

export { warningToError, type BuildWarning };

export interface BuildOptions {
  configFile: string;
  outDir?: string;
  /** Development builds keep drafts and skip minification. */
  dev?: boolean;
  threads?: number;
  onProgress?: (done: number, total: number) => void;
  /** Called as each stage starts, for progress output. */
  onStage?: (name: string) => void;
  /** Overrides the config's `onBrokenLinks`: `check-links` reports broken links itself. */
  onBrokenLinks?: 'warn' | 'throw';
}

export interface BuildResult {
  outDir: string;
  pages: number;
  warnings: BuildWarning[];
  seconds: number;
  bytes: number;
  timings: StageTiming[];
}

type StageTimer = ReturnType<typeof createStageTimer>;

/** config → content → routes and sidebar → bundle → render (pages written and indexed as they come) → search → index files (sitemap, robots.txt, llms.txt) → link check → write. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const stage = createStageTimer(options.onStage);
  const site = await prepareSite(options, stage, true);
  const staging = await openStaging(site.outDir, path.join(site.siteDir, site.config.staticDir), site.siteDir);
  try {
    let bytes = 0;
    const finished = await finishSite(site, options, stage, async (page) => {
      // Not `bytes += await …`: that reads `bytes` before the write, and pages are written concurrently.
      const written = await staging.write(pageFiles(page, site.config.trailingSlash));
      bytes += written;
      return keptOfPage(page);
    });
    await stage.run('write', async () => {
      const written = await staging.write(finished.files);
      bytes += written + (await writeColocatedAssets(site.assets, finished.linkedAssets, staging.write));
      await staging.commit();
    });
    const seconds = (performance.now() - started) / 1000;
    return { outDir: site.outDir, pages: finished.pages.length, warnings: finished.warnings, seconds, bytes, timings: stage.timings };
  } catch (error) {
    await staging.discard();
    throw error;
  }
}

/** The site checked but not written: what `check-links` reports on. */
export async function generateSite(options: BuildOptions): Promise<{ pages: number; warnings: BuildWarning[] }> {
  const stage = createStageTimer(options.onStage);
  const finished = await finishSite(await prepareSite(options, stage), options, stage, async (page) => keptOfPage(page));
  return { pages: finished.pages.length, warnings: finished.warnings };
}

interface PreparedSite {
  config: SiteConfig;
  configPath: string;
  siteDir: string;
  outDir: string;
  docs: DocSource[];
  plan: SitePlan;
  bundles: ThemeBundles;
  assets: ColocatedAssets;
}

/** Everything before rendering: config, docs, page modules, routes and sidebars, bundles. */
async function prepareSite(options: BuildOptions, stage: StageTimer, writes = false): Promise<PreparedSite> {
  const dev = options.dev === true;
  const { config, file: configPath, siteDir } = await stage.run('config', () => loadConfig(options.configFile));
  const configFile = path.relative(process.cwd(), configPath) || configPath;
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, 'build'));
  if (writes) await checkOutputPath(outDir, config, siteDir);
  const { docs, draftIds } = await stage.run('content', () =>
    loadDocs({ siteDir, docsDir: config.docs.path, routeBase: config.docs.routeBasePath, includeDrafts: dev, lastUpdate: config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor }),
  );
  const pageModules = await stage.run('pages', () => findPageModules(siteDir, pagesDirOf(config)));
  const plan = await stage.run('routes', () => planSite({ config, configFile, docs, draftIds, pageModules }));
  if (renderThreads(plan.routeTable.routes.length, options.threads) === 1) void loadInProcessRenderer().catch(() => {});
  const bundles = await stage.run('bundle', () => bundleTheme(themeBundleInput({ config, siteDir, pageModules, site: plan.site, dev, docs })));
  const assets = await stage.run('assets', () => scanColocatedAssets(docsRoot({ siteDir, docsDir: config.docs.path })));
  return { config, configPath, siteDir, outDir, docs, plan, bundles, assets };
}

/** Renders every page into `sink`, indexing it for search meanwhile, then the other files and the link check. */
async function finishSite(site: PreparedSite, options: BuildOptions, stage: StageTimer, sink: PageSink<KeptPage>) {
  const { config, siteDir, docs, plan, bundles, assets } = site;
  const shared = sharedRenderData({ config, siteDir, docs, plan, client: bundles.client, assets });
  const indexOptions = searchIndexOptions(config, plan, docs);
  const indexer = indexOptions && createSearchIndexer(indexOptions);
  // The main thread waits on the render threads anyway: it indexes pages as they arrive.
  const index = indexer && inOrder<SearchablePage>((page) => indexer.add(page));
  const pages = await stage.run('render', () =>
    renderAll(renderJobs(plan.routeTable, docs), { serverFile: bundles.serverFile, shared, threads: options.threads, onProgress: options.onProgress }, (page, order) => {
      // Pages that come before their turn wait here: only what the index needs of them, not their HTML.
      index?.(order, searchableOf(page));
      return sink(page, order);
    }),
  );
  const search = await stage.run('search', () => searchIndexFiles(indexer?.finish()));
  const siteIndex = await stage.run('index files', () => indexFiles({ config, siteDir, plan, docs, pages }));
  const files: OutputFile[] = [...assetFiles({ config, plan, client: bundles.client, search }), ...siteIndex];
  const linked = linkedAssets(pages, assets);
  const outputPaths = [...files.map((f) => f.path), ...linked];
  const warnings = await stage.run('links', () => collectWarnings({ config, configPath: site.configPath, siteDir, pages, outputPaths, duplicates: plan.routeTable.duplicates }));
  if ((options.onBrokenLinks ?? config.onBrokenLinks) === 'throw') {
    const fatal = warnings.filter((w) => w.kind !== 'markdown');
    if (fatal.length > 0) throw new DocgenErrors(fatal.map(warningToError));
  }
  return { pages, files, warnings, linkedAssets: linked };
}
