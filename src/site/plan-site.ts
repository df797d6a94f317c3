import path from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig } from '../config/schema.js';
import { DocgenError } from '../errors.js';
import type { DocSource, Sidebar, SiteData } from '../shared/model.js';
import type { OutputFile } from '../output/write-site.js';
import { buildRouteTable, type RouteTable } from '../routes/build-routes.js';
import { searchManifestUrl } from '../search/build-index.js';
import { searchIndexKey } from '../shared/search-index-format.js';
import { buildSidebars } from '../sidebar/build-sidebars.js';
import { placeDocs, type DocPlacement } from '../sidebar/place-docs.js';
import { sidebarLinks } from '../shared/sidebar-links.js';
import { browserSidebar } from '../shared/prune-sidebar.js';
import { contentHash } from '../util/hash.js';
import { withDocMeta } from './doc-meta.js';
import { generatedIndexDoc } from './generated-pages.js';
import { buildSiteData } from './site-data.js';
import { tagPages } from './tag-pages.js';

export interface SitePlanInput {
  config: SiteConfig;
  /** The config file as shown in diagnostics. */
  configFile: string;
  docs: DocSource[];
  draftIds: string[];
  pageModules: string[];
}

/** Everything decided before rendering: sidebars, each doc's place in them, the route table and the site data. */
export interface SitePlan {
  sidebars: Sidebar[];
  placements: Map<string, DocPlacement>;
  routeTable: RouteTable;
  site: SiteData;
  /** Each sidebar as a content-hashed JSON file, fetched by the browser when it expands a lazy category. */
  sidebarFiles: OutputFile[];
  /** URLs of those files and of the search index by name (`sidebar:<id>`…), handed to the theme as `site.assets`. */
  assetUrls: Record<string, string>;
  /** Pages docgen writes itself: generated category indexes and the tags pages. */
  generatedDocs: DocSource[];
}

export function pagesDirOf(config: SiteConfig): string {
  return config.pagesDir ?? path.join(config.templatesDir, 'pages');
}

export function themeDirOf(config: SiteConfig): string {
  return config.themeDir ?? path.join(config.templatesDir, 'theme');
}

/** The site's own pages: TSX modules of the pages folder, as paths without extension ("index", "support"). */
export async function findPageModules(siteDir: string, pagesDir: string): Promise<string[]> {
  const files = await fg('**/*.tsx', { cwd: path.join(siteDir, pagesDir), ignore: ['**/_*', '**/_*/**'] });
  return files.map((f) => f.replace(/\.tsx$/, '')).sort();
}

export function planSite({ config, configFile, docs: writtenDocs, draftIds, pageModules }: SitePlanInput): SitePlan {
  const linkOptions = { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
  const docsRoute = `/${config.docs.routeBasePath}`;
  const sidebarsFile = config.docs.sidebarsFile;
  const { sidebars, generatedIndexes } = buildSidebars(writtenDocs, {
    ...linkOptions,
    sidebars: config.docs.sidebars,
    categories: config.docs.categories,
    collapsedByDefault: config.docs.sidebar.collapsedByDefault,
    draftIds,
    configFile: sidebarsFile ?? configFile,
    keyPrefix: sidebarsFile ? '' : 'docs.sidebars.',
    positions: config.docs.sidebarPositions,
    docsRoute,
  });
  const byId = new Map(writtenDocs.map((d) => [d.id, d]));
  const generatedDocs = [
    ...generatedIndexes.map((index) => generatedIndexDoc(index, byId, config.baseUrl)),
    ...tagPages(writtenDocs, docsRoute),
  ];
  const docs = [...writtenDocs, ...generatedDocs];
  const placements = withDocMeta(placeDocs(docs, sidebars, linkOptions), docs, config, docsRoute);
  const mainDocId =
    config.docs.mainDocId ??
    sidebars.flatMap((s) => sidebarLinks(s.items)).find((l) => l.docId)?.docId ??
    writtenDocs[0]?.id;
  const mainDoc = docs.find((d) => d.id === mainDocId);
  if (config.docs.mainDocId && !mainDoc) {
    throw new DocgenError(`docs.mainDocId: no doc with id "${config.docs.mainDocId}"`, {
      file: configFile,
      key: 'docs.mainDocId',
    });
  }
  const routeTable = buildRouteTable({
    docs,
    pageModules,
    pagesDir: pagesDirOf(config).split(path.sep).join('/'),
    docsRouteBase: docsRoute,
    mainDocRoute: mainDoc?.route,
    mainDocIdWritten: config.docs.mainDocId !== undefined,
    configFile,
  });
  const site = buildSiteData({
    config,
    configFile,
    docs: writtenDocs,
    draftIds,
    sidebars,
    year: new Date().getFullYear(),
  });
  const sidebarFiles = sidebars.map((sidebar) => {
    const contents = JSON.stringify(browserSidebar(sidebar));
    return { path: `assets/data/sidebar-${sidebar.id}-${contentHash(contents)}.json`, contents };
  });
  const assetUrls: Record<string, string> = Object.fromEntries(
    sidebars.map((s, i) => [`sidebar:${s.id}`, config.baseUrl + sidebarFiles[i]!.path]),
  );
  if (config.search.provider === 'local') {
    assetUrls[searchIndexKey(site.lang, site.docs.version.name)] = searchManifestUrl(
      config.baseUrl,
      site.lang,
      site.docs.version.name,
    );
  }
  return { sidebars, placements, routeTable, site, sidebarFiles, assetUrls, generatedDocs };
}
