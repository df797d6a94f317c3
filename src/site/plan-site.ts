import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { Sidebar, SiteData } from '../shared/model.js';
import type { OutputFile } from '../output/write-site.js';
import { buildRouteTable, type RouteTable } from '../routes/build-routes.js';
import { redirectRoutes } from '../routes/redirects.js';
import { searchManifestUrl } from '../search/build-index.js';
import { searchIndexKey } from '../shared/search-index-format.js';
import type { BlogContent } from '../sources/blog/blog-source.js';
import { planBlog, type BlogPlan } from '../sources/blog/plan-blog.js';
import type { DocsContent } from '../sources/docs/docs-source.js';
import { isBlogContent, type ScopeContent } from '../sources/registry.js';
import { planDocs, type DocsPlan } from '../sources/docs/plan-docs.js';
import { isMainDocs } from '../sources/docs/docs-instances.js';
import { pageRoutes, pagesDirOf } from '../sources/pages/pages-source.js';
import { buildSiteData } from './site-data.js';

export { findPageModules, pagesDirOf } from '../sources/pages/pages-source.js';

export interface SitePlanInput {
  config: SiteConfig;
  /** The config file as shown in diagnostics. */
  configFile: string;
  /** Each docs scope and blog as read (see `src/sources`), the config's `docs` first. */
  docs: ScopeContent[];
  pageModules: string[];
  /** The last plan: a docs scope read alike keeps its plan. */
  previous?: SitePlan;
}

/** Everything decided before rendering: each source's plan, the route table and the site data. */
export interface SitePlan {
  /** Each docs scope's plan, the config's `docs` first; `docs[0]` is what the site's defaults lead to. */
  docs: DocsPlan[];
  /** Each blog's plan. */
  blogs: BlogPlan[];
  /** Every sidebar of the site, named uniquely. */
  sidebars: Sidebar[];
  routeTable: RouteTable;
  site: SiteData;
  /** Each sidebar as a content-hashed JSON file, fetched by the browser when it expands a lazy category. */
  sidebarFiles: OutputFile[];
  /** URLs of those files and of the search index by name (`sidebar:<id>`…), handed to the theme as `site.assets`. */
  assetUrls: Record<string, string>;
}

export function themeDirOf(config: SiteConfig): string {
  return config.themeDir ?? path.join(config.templatesDir, 'theme');
}

export function planSite({ config, configFile, docs: contents, pageModules, previous }: SitePlanInput): SitePlan {
  const docs = contents
    .filter((content): content is DocsContent => !isBlogContent(content))
    .map((content) => {
      const kept = previous?.docs.find((p) => p.content === content);
      return kept ?? planDocs(content, { config, configFile });
    });
  const site = buildSiteData({ config, configFile, docs, year: new Date().getFullYear() });
  const blogs = contents
    .filter((content): content is BlogContent => isBlogContent(content))
    .map((content) => {
      const kept = previous?.blogs.find((p) => p.content === content);
      return kept ?? planBlog(content, { config, siteData: site });
    });
  const routeTable = buildRouteTable({
    pages: pageRoutes({ pagesDir: pagesDirOf(config).split(path.sep).join('/'), modules: pageModules }),
    docs: [...docs, ...blogs],
    firstDocRoute: docs.find((d) => isMainDocs(d.content))?.mainDoc?.route,
  });
  // The not-found page stays last.
  routeTable.routes.splice(-1, 0, ...redirectRoutes(config.redirects, routeTable.routes, configFile));
  const scopes = [...docs, ...blogs];
  const sidebars = scopes.flatMap((d) => d.sidebars);
  const sidebarFiles = scopes.flatMap((d) => d.sidebarFiles);
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
  return { docs, blogs, sidebars, routeTable, site, sidebarFiles, assetUrls };
}
