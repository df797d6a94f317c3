import { llmsTxt, type LlmsDoc } from '../llms/llms-txt.js';
import type { DocSource, PageData, Sidebar, SiteData } from '../shared/model.js';
import type { OutputFile } from '../output/write-site.js';
import {
  absoluteUrl,
  localeOfRoute,
  markdownUrlFor,
  routeOutOfLocale,
  urlInLocale,
  withBaseUrl,
} from '../shared/urls.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

/** What the index files need of a rendered route. */
export interface IndexedPage {
  route: string;
  kind: PageData['kind'];
  title: string;
  description: string;
}

export interface SiteIndexInput {
  site: Pick<SiteData, 'title' | 'tagline' | 'url' | 'baseUrl' | 'trailingSlash' | 'noIndex'>;
  /** Every rendered route, in route-table order. */
  pages: IndexedPage[];
  /**
   * The docs, for each doc page's draft and unlisted flags and its version's: a `noIndex` version is left out of the
   * sitemap, and llms.txt lists the last version only.
   */
  docs: (Pick<DocSource, 'route' | 'draft'> & {
    frontMatter?: { unlisted?: boolean };
    version?: { noIndex: boolean; isLast: boolean };
  })[];
  /** Routes of the static apps, written exactly as configured. */
  appRoutes: string[];
  sidebars: Sidebar[];
  /** The site ships its own robots.txt in its static folder: that one is kept as it is. */
  hasOwnRobotsTxt: boolean;
  /** The locales built, by route prefix, each with the domain and baseUrl it is published on (see `localeSitemaps`). */
  locales?: SitemapLocale[];
}

/**
 * The files that describe the site to crawlers and tools, per locale built: sitemap.xml (every public route: no drafts,
 * no not-found page, no redirect) and llms.txt (every doc), each in the locale's folder; robots.txt, at the root,
 * pointing at every sitemap.
 */
export function siteIndexFiles({
  site,
  pages,
  docs: allDocs,
  appRoutes,
  sidebars,
  hasOwnRobotsTxt,
  locales = [],
}: SiteIndexInput): OutputFile[] {
  const docByRoute = new Map(allDocs.map((d) => [d.route, d]));
  const publicPages = pages.filter(
    (p) =>
      p.kind === 'page' ||
      p.kind === 'home' ||
      p.kind === 'search' ||
      (p.kind === 'doc' &&
        docByRoute.get(p.route)?.draft !== true &&
        docByRoute.get(p.route)?.frontMatter?.unlisted !== true &&
        docByRoute.get(p.route)?.version?.noIndex !== true),
  );
  const folders = localeFolders(locales);
  const sitemaps = localeSitemaps(
    publicPages.map((p) => p.route),
    locales,
    site.trailingSlash,
    (route) => absoluteUrl(site.url, route, site.baseUrl, site.trailingSlash),
  );
  const root = sitemaps.get('') ?? [];
  sitemaps.set('', [...root, ...appRoutes.map((route) => absoluteUrl(site.url, route, site.baseUrl))]);
  // A file of a folder, as its locale publishes it (at its domain and baseUrl); the root's, as the site does.
  const fileUrl = (folder: string, file: string) => {
    const locale = folders.get(folder);
    return locale ? urlInLocale(file, locale, undefined) : absoluteUrl(site.url, file, site.baseUrl);
  };
  const docsByFolder = new Map<string, LlmsDoc[]>([['', []]]);
  for (const p of publicPages) {
    const doc = p.kind === 'doc' ? docByRoute.get(p.route) : undefined;
    if (!doc || doc.version?.isLast === false) continue;
    const locale = localeOfRoute(p.route, locales);
    const folder = locale ? locale.prefix.slice(1) : '';
    const docs = docsByFolder.get(folder) ?? [];
    docsByFolder.set(folder, docs);
    docs.push({
      href: withBaseUrl(p.route, site.baseUrl, site.trailingSlash),
      title: p.title,
      description: p.description,
      url: fileUrl(folder, markdownUrlFor(locale ? routeOutOfLocale(p.route, locale.prefix) : p.route, '/')),
    });
  }
  // As a locale is a site of its own, each has its llms.txt of its docs, and names the others'.
  const llms: OutputFile[] = [...docsByFolder].map(([folder, docs]) => {
    const others = [...docsByFolder.keys()]
      .filter((other) => other !== folder)
      .map((other) => ({
        label: locales.find((l) => l.prefix.slice(1) === other)?.label ?? other,
        url: fileUrl(other, '/llms.txt'),
      }));
    return { path: inFolder(folder, 'llms.txt'), contents: llmsTxt(site, sidebars, docs, others) };
  });
  // A site kept from search engines has no sitemap to offer them, as Docusaurus's sitemap plugin writes none.
  if (site.noIndex) return llms;
  const files: OutputFile[] = [...llms];
  // As Docusaurus: no sitemap at the root when every locale is in a folder of its own (the default one's baseUrl
  // being its own, `/en/`).
  const written = [...sitemaps].filter(([, urls], _, all) => urls.length > 0 || all.length === 1);
  for (const [folder, urls] of written)
    files.push({ path: inFolder(folder, 'sitemap.xml'), contents: sitemapXml(urls) });
  // Crawlers read robots.txt at the root only: it names every locale's sitemap.
  if (!hasOwnRobotsTxt && written.length > 0)
    files.push({ path: 'robots.txt', contents: robotsTxt(written.map(([folder]) => fileUrl(folder, '/sitemap.xml'))) });
  return files;
}

const inFolder = (folder: string, file: string) => `${folder}${folder && '/'}${file}`;

/** Each locale built in a folder of its own, by that folder (`fr`). */
function localeFolders(locales: SitemapLocale[]): Map<string, SitemapLocale> {
  return new Map(locales.filter((l) => l.prefix !== '').map((l) => [l.prefix.slice(1), l]));
}

/**
 * A locale built, as its sitemap and llms.txt list its pages: its routes' prefix, its domain and its baseUrl there,
 * and its name as the other locales' llms.txt name it.
 */
export type SitemapLocale = { prefix: string; url: string; baseUrl: string; label?: string };

/**
 * The full URLs of each sitemap, by the output folder it is written in (`''`, the root): as Docusaurus builds each
 * locale as a site of its own, each locale's pages are in a sitemap in its folder, at its domain and baseUrl (a
 * locale's home is `/fr/`). A route in no locale built (a site of one locale) is in the root's, by `ownUrl`.
 */
function localeSitemaps(
  routes: string[],
  locales: SitemapLocale[],
  trailingSlash: boolean | undefined,
  ownUrl: (route: string) => string,
): Map<string, string[]> {
  const sitemaps = new Map<string, string[]>([['', []]]);
  for (const route of routes) {
    const locale = localeOfRoute(route, locales);
    const folder = locale ? locale.prefix.slice(1) : '';
    const url = locale ? urlInLocale(routeOutOfLocale(route, locale.prefix), locale, trailingSlash) : ownUrl(route);
    if (!sitemaps.has(folder)) sitemaps.set(folder, []);
    sitemaps.get(folder)!.push(url);
  }
  return sitemaps;
}
