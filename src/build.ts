import path from 'node:path';
import fg from 'fast-glob';
import { bundleTheme } from './bundle/bundle-theme.js';
import { loadConfig } from './config/load.js';
import { loadDocs } from './content/load-docs.js';
import { DocgenError, DocgenErrors } from './errors.js';
import { checkLinks, htmlLinks, type BrokenLink, type PageLinks } from './links/check-links.js';
import type { SiteLinkContext } from './markdown/context.js';
import { openStaging, type OutputFile } from './output/write-site.js';
import { renderAppDocument } from './render/document.js';
import { renderAll, type RenderJob } from './render/render-all.js';
import type { RenderedPage, SharedRenderData } from './render/render-page.js';
import { buildRouteTable, NOT_FOUND_ROUTE, type DuplicateRoute } from './routes/build-routes.js';
import { createSearchIndexer, searchManifestUrl } from './search/build-index.js';
import { searchIndexKey } from './search/index-format.js';
import { dataFileFor, htmlFileFor, withBaseUrl } from './routes/urls.js';
import { buildSidebars, placeDocs, sidebarLinks } from './sidebar/build-sidebars.js';
import { buildSiteData } from './site/site-data.js';
import { contentHash } from './util/hash.js';
import { inOrder } from './util/in-order.js';
import { createStageTimer, type StageTiming } from './util/timer.js';

export interface BuildOptions {
  configFile: string;
  outDir?: string;
  /** Development builds keep drafts and skip minification. */
  dev?: boolean;
  threads?: number;
  onProgress?: (done: number, total: number) => void;
}

export type BuildWarning =
  | { kind: 'broken-link'; link: BrokenLink }
  | { kind: 'duplicate-route'; duplicate: DuplicateRoute }
  | { kind: 'markdown'; source: string; line: number; column: number; message: string };

export interface BuildResult {
  outDir: string;
  pages: number;
  warnings: BuildWarning[];
  seconds: number;
  bytes: number;
  timings: StageTiming[];
}

/** config → content → routes and sidebar → bundle → render → link check → write. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const stage = createStageTimer();
  const { config, file: configPath, siteDir } = await stage.run('config', () => loadConfig(options.configFile));
  const configFile = path.relative(process.cwd(), configPath) || configPath;
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, 'build'));

  const { docs, draftIds } = await stage.run('content', () =>
    loadDocs({ siteDir, docsDir: config.docs.path, routeBase: config.docs.routeBasePath, includeDrafts: options.dev === true }),
  );
  const pagesDir = config.pagesDir ?? path.join(config.templatesDir, 'pages');
  const pageModules = await stage.run('pages', () => findPageModules(siteDir, pagesDir));

  const { sidebars, placements, routeTable, site } = await stage.run('routes', () => {
    const linkOptions = { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
    const sidebars = buildSidebars(docs, { ...linkOptions, sidebars: config.docs.sidebars, collapsedByDefault: config.docs.sidebar.collapsedByDefault, draftIds, configFile });
    const placements = placeDocs(docs, sidebars, linkOptions);
    const mainDocId = config.docs.mainDocId ?? sidebars.flatMap((s) => sidebarLinks(s.items)).find((l) => l.docId)?.docId ?? docs[0]?.id;
    const mainDoc = docs.find((d) => d.id === mainDocId);
    if (config.docs.mainDocId && !mainDoc) {
      throw new DocgenError(`docs.mainDocId: no doc with id "${config.docs.mainDocId}"`, { file: configFile });
    }
    const routeTable = buildRouteTable({
      docs,
      pageModules,
      pagesDir: pagesDir.split(path.sep).join('/'),
      docsRouteBase: `/${config.docs.routeBasePath}`,
      mainDocRoute: mainDoc?.route,
      configFile,
    });
    const site = buildSiteData({ config, configFile, docs, draftIds, sidebars, year: new Date().getFullYear() });
    return { sidebars, placements, routeTable, site };
  });

  const sidebarFiles: OutputFile[] = sidebars.map((sidebar) => {
    const contents = JSON.stringify(sidebar);
    return { path: `assets/data/sidebar-${sidebar.id}-${contentHash(contents)}.json`, contents };
  });
  const assetUrls: Record<string, string> = {};
  sidebars.forEach((s, i) => (assetUrls[`sidebar:${s.id}`] = config.baseUrl + sidebarFiles[i]!.path));
  const localSearch = config.search.provider === 'local';
  const searchKey = searchIndexKey(site.lang, site.docs.version.name);
  if (localSearch) assetUrls[searchKey] = searchManifestUrl(config.baseUrl, site.lang, site.docs.version.name);

  const bundles = await stage.run('bundle', () =>
    bundleTheme({
      siteDir,
      pagesDir,
      themeDir: config.themeDir ?? path.join(config.templatesDir, 'theme'),
      pageModules,
      site,
      staticApps: config.staticApps,
      cacheDir: path.join(siteDir, 'node_modules', '.cache', 'docgen'),
      minify: options.dev !== true,
    }),
  );

  const asset = (p: string | undefined) => (p ? withBaseUrl(`/${p.replace(/^\//, '')}`, config.baseUrl) : undefined);
  const linkContext: SiteLinkContext = {
    routeByDocPath: Object.fromEntries(docs.map((d) => [d.docPath, d.route])),
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    toc: config.tableOfContents,
  };
  const shared: SharedRenderData = {
    siteDir,
    site: { ...site, assets: assetUrls },
    linkContext,
    sidebars,
    placements: Object.fromEntries(placements),
    assets: { ...bundles.client.entry, favicon: asset(config.favicon), image: asset(config.image) },
    pageModuleAssets: bundles.client.pageModuleAssets,
  };
  const docsById = new Map(docs.map((d) => [d.id, d]));
  const jobs: RenderJob[] = routeTable.routes.map((plan) => ({ plan, doc: plan.kind === 'doc' ? docsById.get(plan.docId) : undefined }));
  const staging = await openStaging(outDir, path.join(siteDir, config.staticDir));
  try {
    let bytes = 0;
    const draftRoutes = new Set(docs.filter((d) => d.draft).map((d) => d.route));
    const indexer = localSearch
      ? createSearchIndexer({ draftRoutes, lang: site.lang, version: site.docs.version.name, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash })
      : undefined;
    // The main thread waits on the render threads anyway: it indexes pages as they arrive.
    const index = indexer && inOrder<RenderedPage>((page) => indexer.add(page));
    const pages = await stage.run('render', () =>
      renderAll(jobs, { serverFile: bundles.serverFile, shared, threads: options.threads, onProgress: options.onProgress }, async (page, order) => {
        index?.(order, page);
        const written = await staging.write(pageFiles(page, config.trailingSlash));
        bytes += written;
        return keptOfPage(page);
      }),
    );
    const searchFiles: OutputFile[] = indexer
      ? await stage.run('search', async () => {
          const files = indexer.finish();
          return [files.manifest, ...files.shards];
        })
      : [];

    const clientFiles: OutputFile[] = bundles.client.files.map((f) => ({ path: path.relative(bundles.client.outputRoot, f.path).split(path.sep).join('/'), contents: f.contents }));
    const appFiles: OutputFile[] = config.staticApps.map((app) => ({
      path: app.route.endsWith('/') ? `${app.route.slice(1)}index.html` : htmlFileFor(app.route, config.trailingSlash),
      contents: renderAppDocument(app.title, site, app.route, { ...bundles.client.staticApps[app.name]!, favicon: asset(config.favicon) }),
    }));

    const warnings: BuildWarning[] = await stage.run('links', async () => {
      const staticFiles = await fg('**/*', { cwd: path.join(siteDir, config.staticDir), dot: false }).catch(() => []);
      const files = new Set([...staticFiles, ...[...clientFiles, ...sidebarFiles, ...searchFiles].map((f) => f.path)].map((f) => `/${f}`));
      const broken = checkLinks({ pages, files, extraRoutes: config.staticApps.map((a) => a.route), baseUrl: config.baseUrl });
      return [
        ...routeTable.duplicates.map((duplicate) => ({ kind: 'duplicate-route' as const, duplicate })),
        ...pages.flatMap((p) => p.warnings.map((w) => ({ kind: 'markdown' as const, source: p.source, ...w }))),
        ...broken.map((link) => ({ kind: 'broken-link' as const, link })),
      ];
    });
    if (config.onBrokenLinks === 'throw') {
      const fatal = warnings.filter((w) => w.kind !== 'markdown');
      if (fatal.length > 0) throw new DocgenErrors(fatal.map(warningToError));
    }

    await stage.run('write', async () => {
      const written = await staging.write([...clientFiles, ...sidebarFiles, ...searchFiles, ...appFiles]);
      bytes += written;
      await staging.commit();
    });
    return { outDir, pages: pages.length, warnings, seconds: (performance.now() - started) / 1000, bytes, timings: stage.timings };
  } catch (error) {
    await staging.discard();
    throw error;
  }
}

/** What later stages need of a page once its files are written and its text indexed: links for the check. */
function keptOfPage({ html, chunk, sections, ...page }: RenderedPage): Omit<RenderedPage, 'html' | 'chunk' | 'sections'> & PageLinks {
  return { ...page, html: htmlLinks(html) };
}

function pageFiles(page: RenderedPage, trailingSlash: boolean | undefined): OutputFile[] {
  return [
    { path: page.route === NOT_FOUND_ROUTE ? '404.html' : htmlFileFor(page.route, trailingSlash), contents: page.html },
    { path: dataFileFor(page.route), contents: page.chunk },
  ];
}

async function findPageModules(siteDir: string, pagesDir: string): Promise<string[]> {
  const files = await fg('**/*.tsx', { cwd: path.join(siteDir, pagesDir), ignore: ['**/_*', '**/_*/**'] });
  return files.map((f) => f.replace(/\.tsx$/, '')).sort();
}

export function warningToError(warning: BuildWarning): DocgenError {
  switch (warning.kind) {
    case 'broken-link': {
      const l = warning.link;
      return new DocgenError(`broken link ${l.url} → ${l.target} (${l.reason})`, { file: l.source, line: l.line, column: l.column });
    }
    case 'duplicate-route':
      return new DocgenError(`duplicate route ${warning.duplicate.route}: claimed by ${warning.duplicate.sources.join(' and ')}`, { file: warning.duplicate.sources[0]! });
    case 'markdown':
      return new DocgenError(warning.message, { file: warning.source, line: warning.line, column: warning.column });
  }
}
