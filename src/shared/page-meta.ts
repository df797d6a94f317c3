// What a page's <head> says about it and the data it hydrates with: written by the engine into the HTML, and
// worked out again by the browser runtime on client-side navigation, so both must agree.
import type { PageData, Sidebar, SiteData } from './model.js';
import { absoluteUrl, routeOutOfLocale, urlInLocale } from './urls.js';

/** The data the browser hydrates with; a doc's HTML is read back from the page instead of repeated. */
export interface InlineData {
  page: PageData;
  sidebar?: Sidebar;
  assets: Record<string, string>;
}

/** A page's title and the site's, joined by the site's `titleDelimiter`. */
export function withSiteTitle(title: string, site: Pick<SiteData, 'title' | 'titleDelimiter'>): string {
  return `${title} ${site.titleDelimiter ?? '|'} ${site.title}`;
}

export function pageTitle(page: PageData, site: SiteData): string {
  const home = site.tagline ? `${site.title} · ${site.tagline}` : site.title;
  if (page.kind === 'home') return home;
  const full = withSiteTitle(page.title, site);
  if (page.route === '/' && page.kind === 'page') return page.title === site.title ? home : full;
  return full;
}

/** What a page tells search engines and link previews about itself. */
export interface PageMeta {
  /** The full <title>, already including the site's name. */
  title: string;
  description: string;
  /** The page's own full URL; left out on the not-found page, which answers for every missing path. */
  canonical?: string;
  type: 'article' | 'website';
  /** The robots meta tag's content, for a page kept from search engines. */
  robots?: 'noindex' | 'noindex, nofollow';
}

/**
 * The classes a doc's version gives the `<html>` element, as Docusaurus's: the version's `className`, else
 * `docs-version-<name>`; a site's CSS styles a version's pages, their navbar included, by them.
 */
export function versionClassName(page: PageData): string | undefined {
  if (page.kind !== 'doc' || !page.version) return undefined;
  return page.version.className ?? `docs-version-${page.version.name}`;
}

/** The head's per-page values, shared by the server's HTML and the browser's client-side navigation. */
export function pageMeta(page: PageData, site: SiteData): PageMeta {
  const meta = ownPageMeta(page, site);
  // As Docusaurus marks every page of a `noIndex` site.
  return site.noIndex && page.kind !== 'notFound' ? { ...meta, robots: 'noindex, nofollow' } : meta;
}

function ownPageMeta(page: PageData, site: SiteData): PageMeta {
  const meta: PageMeta = {
    title: pageTitle(page, site),
    description: page.description || site.tagline,
    canonical: absoluteUrl(site.url, page.route, site.baseUrl, site.trailingSlash),
    type: page.kind === 'doc' ? 'article' : 'website',
  };
  // The not-found page answers for any path, and a redirect stands for the page it leads to.
  if (page.kind === 'notFound') return { ...meta, canonical: undefined, robots: 'noindex' };
  if (page.kind === 'redirect')
    return { ...meta, canonical: absoluteUrl(site.url, page.to, site.baseUrl, site.trailingSlash) };
  if (page.kind !== 'doc') return meta;
  // An older (or unreleased) version's page stands for the same doc in the last version, where it has one; a page
  // of a `noIndex` version too, so that what links to it counts for the page that is indexed.
  const lastRoute = page.version?.alternates[page.version.last.name];
  const canonical = lastRoute ? absoluteUrl(site.url, lastRoute, site.baseUrl, site.trailingSlash) : meta.canonical;
  // As Docusaurus marks an unlisted doc and a `noIndex` version's pages: neither indexed nor followed.
  return page.unlisted || page.version?.noIndex
    ? { ...meta, canonical, robots: 'noindex, nofollow' }
    : { ...meta, canonical };
}

/**
 * The same page in every locale of a translated site, by `hreflang` (each locale has every page: an untranslated one
 * shows the default locale's text), each on its locale's domain, and `x-default`, the default locale's. None on a site
 * of one locale, nor on the not-found page.
 */
export function localeAlternates(page: PageData, site: SiteData): { hreflang: string; href: string }[] {
  if (!site.i18n || page.kind === 'notFound') return [];
  const route = routeOutOfLocale(page.route, site.i18n.prefix);
  const url = (locale: { url: string; baseUrl: string }) => urlInLocale(route, locale, site.trailingSlash);
  const alternates = site.i18n.locales.map((l) => ({ hreflang: l.lang, href: url(l) }));
  const fallback = site.i18n.locales.find((l) => l.isDefault);
  return fallback ? [...alternates, { hreflang: 'x-default', href: url(fallback) }] : alternates;
}
