import { llmsTxt } from '../llms/llms-txt.js';
import type { DocSource, PageData, Sidebar, SiteData } from '../shared/model.js';
import type { OutputFile } from '../output/write-site.js';
import { absoluteUrl, localeOfRoute, markdownUrlFor, withBaseUrl } from '../shared/urls.js';
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
  /** The locales built, by route prefix, each with the domain it is published on (see `localeSitemaps`). */
  locales?: { prefix: string; url: string }[];
}

/**
 * The files that describe the site to crawlers and tools: sitemap.xml (every public route: no drafts,
 * no not-found page, no redirect), robots.txt pointing at it, and llms.txt listing every doc.
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
  const sitemaps = localeSitemaps(
    publicPages.map((p) => p.route),
    locales.filter((l) => l.url !== site.url),
  );
  const urls = [
    ...sitemaps.own.map((route) => absoluteUrl(site.url, route, site.baseUrl, site.trailingSlash)),
    ...appRoutes.map((route) => absoluteUrl(site.url, route, site.baseUrl)),
  ];
  const docs = publicPages.flatMap((p) => {
    const doc = p.kind === 'doc' ? docByRoute.get(p.route) : undefined;
    return doc && doc.version?.isLast !== false
      ? [
          {
            href: withBaseUrl(p.route, site.baseUrl, site.trailingSlash),
            title: p.title,
            description: p.description,
            url: absoluteUrl(site.url, markdownUrlFor(p.route, '/'), site.baseUrl),
          },
        ]
      : [];
  });
  const llms: OutputFile = { path: 'llms.txt', contents: llmsTxt(site, sidebars, docs) };
  // A site kept from search engines has no sitemap to offer them, as Docusaurus's sitemap plugin writes none.
  if (site.noIndex) return [llms];
  const files: OutputFile[] = [{ path: 'sitemap.xml', contents: sitemapXml(urls) }, llms];
  for (const { locale, routes } of sitemaps.elsewhere)
    files.push({
      path: `${locale.prefix.slice(1)}/sitemap.xml`,
      contents: sitemapXml(routes.map((r) => absoluteUrl(locale.url, r, site.baseUrl, site.trailingSlash))),
    });
  if (!hasOwnRobotsTxt)
    files.push({ path: 'robots.txt', contents: robotsTxt(absoluteUrl(site.url, '/sitemap.xml', site.baseUrl)) });
  return files;
}

/**
 * The routes of the site's own sitemap, and those of each locale published on a domain of its own (`elsewhere`): a
 * sitemap lists the URLs of its own domain, so such a locale's are in a sitemap in its folder, on its domain, as
 * Docusaurus writes a sitemap per locale.
 */
function localeSitemaps(
  routes: string[],
  elsewhere: { prefix: string; url: string }[],
): { own: string[]; elsewhere: { locale: { prefix: string; url: string }; routes: string[] }[] } {
  const byLocale = new Map(elsewhere.map((locale) => [locale, [] as string[]]));
  const own: string[] = [];
  for (const route of routes) {
    const locale = localeOfRoute(route, elsewhere);
    (locale ? byLocale.get(locale)! : own).push(route);
  }
  return { own, elsewhere: [...byLocale].map(([locale, inLocale]) => ({ locale, routes: inLocale })) };
}
