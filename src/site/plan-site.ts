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
import { pluginModules, pluginRoutes, type PluginContent } from '../sources/plugins/plugin-source.js';
import { buildSiteData } from './site-data.js';
import { siteLocales, type SiteLocale } from '../sources/locales.js';

export { findPageModules, pagesDirOf } from '../sources/pages/pages-source.js';

export interface SitePlanInput {
  config: SiteConfig;
  /** The config file as shown in diagnostics. */
  configFile: string;
  /** The locales built, the default first (when it is built); by default the last plan's, else every locale of the config. */
  locales?: SiteLocale[];
  /** Each docs scope and blog as read (see `src/sources`), the config's `docs` first. */
  docs: ScopeContent[];
  pageModules: string[];
  /** What the plugins that add routes made (see `src/sources/plugins`). */
  plugins?: PluginContent[];
  /** The last plan: a docs scope read alike keeps its plan. */
  previous?: SitePlan;
}

/** Everything decided before rendering: each source's plan, the route table and the site data. */
export interface SitePlan {
  /** Each docs scope's plan, the config's `docs` first; `docs[0]` is what the site's defaults lead to. */
  docs: DocsPlan[];
  /** Each blog's plan. */
  blogs: BlogPlan[];
  /** What the plugins made, as the plan was given it, and the components their routes render with. */
  plugins: PluginContent[];
  pluginModules: string[];
  /** Every sidebar of the site, named uniquely. */
  sidebars: Sidebar[];
  routeTable: RouteTable;
  locales: SiteLocale[];
  /** What the theme shows on every page of the first locale (the default, when it is built). */
  site: SiteData;
  /** The same in each further locale, by name, with the URLs of its own search indexes (see `assetUrls`). */
  localeSites: Record<string, { site: SiteData; assetUrls: Record<string, string> }>;
  /** Each sidebar as a content-hashed JSON file, fetched by the browser when it expands a lazy category. */
  sidebarFiles: OutputFile[];
  /** URLs of the first locale's search indexes by name, handed to the theme as `site.assets`. */
  assetUrls: Record<string, string>;
}

export function themeDirOf(config: SiteConfig): string {
  return config.themeDir ?? path.join(config.templatesDir, 'theme');
}

export function planSite(input: SitePlanInput): SitePlan {
  const { config, configFile, docs: contents, pageModules, previous } = input;
  const plugins = input.plugins ?? previous?.plugins ?? [];
  const locales = input.locales ?? previous?.locales ?? siteLocales(config, configFile);
  const docs = contents
    .filter((content): content is DocsContent => !isBlogContent(content))
    .map((content) => {
      const kept = previous?.docs.find((p) => p.content === content);
      return kept ?? planDocs(content, { config, configFile });
    });
  const pagesDir = pagesDirOf(config).split(path.sep).join('/');
  const year = new Date().getFullYear();
  const search = config.search.provider === 'local';
  const sites = locales.map((locale) => {
    const own = docs.filter((d) => d.content.locale.name === locale.name);
    return { locale, own, site: buildSiteData({ config, configFile, docs: own, year, locale, locales }) };
  });
  const blogs = contents
    .filter((content): content is BlogContent => isBlogContent(content))
    .map((content) => {
      const kept = previous?.blogs.find((p) => p.content === content);
      const site = sites.find((s) => s.locale.name === content.locale.name) ?? sites[0]!;
      return kept ?? planBlog(content, { config, siteData: site.site });
    });
  const perLocale = sites.map(({ locale, own, site }, i) => {
    const scopes = [...own, ...blogs.filter((b) => b.content.locale.name === locale.name)];
    const table = buildRouteTable({
      pages: [...pageRoutes({ pagesDir, modules: pageModules, locale }), ...pluginRoutes(plugins, locale)],
      docs: scopes,
      firstDocRoute: own.find((d) => isMainDocs(d.content))?.mainDoc?.route,
      locale,
    });
    // The not-found page stays last.
    if (i === 0) table.routes.splice(-1, 0, ...redirectRoutes(config.redirects, table.routes, configFile));
    // A page names its own locale's search indexes, one per version of the docs instance `docs` and one per older
    // version of each further instance; its sidebar's file is in its page data (see `ScopeRenderData.sidebarFiles`).
    const assets: Record<string, string> = {};
    if (search) {
      const { lang } = site;
      for (const version of site.docs.versions?.map((v) => v.name) ?? [site.docs.version.name])
        assets[searchIndexKey(lang, version)] = searchManifestUrl(config.baseUrl, { lang, version });
      for (const { id: instance, versions } of site.docs.instances ?? [])
        for (const { name: version } of versions.filter((v) => !v.isLast))
          assets[searchIndexKey(lang, version, instance)] = searchManifestUrl(config.baseUrl, {
            lang,
            version,
            instance,
          });
    }
    return { locale, table, site, assetUrls: assets };
  });
  const routeTable: RouteTable = {
    routes: perLocale.flatMap((l) => l.table.routes),
    duplicates: perLocale.flatMap((l) => l.table.duplicates),
  };
  const [first, ...others] = perLocale;
  const scopes = [...docs, ...blogs];
  return {
    docs,
    blogs,
    plugins,
    pluginModules: pluginModules(plugins),
    sidebars: scopes.flatMap((d) => d.sidebars),
    routeTable,
    locales,
    site: first!.site,
    localeSites: Object.fromEntries(others.map((l) => [l.locale.name, { site: l.site, assetUrls: l.assetUrls }])),
    sidebarFiles: scopes.flatMap((d) => d.sidebarFiles),
    assetUrls: first!.assetUrls,
  };
}
