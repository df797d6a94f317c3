import type { PageData, SiteData } from '../shared/model.js';
import {
  localeAlternates,
  pageMeta,
  versionClassName,
  withSiteTitle,
  type InlineData,
  type PageMeta,
} from '../shared/page-meta.js';
import { absoluteUrl, withBaseUrl } from '../shared/urls.js';
import { docsearchMeta, type DocsearchPage } from '../shared/docsearch-tags.js';
import { baseUrlCheckScript, headScript, hydrationLoaderScript, scriptJson } from './inline-scripts.js';

export interface DocumentAssets {
  /** Entry script and the chunks it imports first, as URLs. */
  script: string;
  preload: string[];
  styles: string[];
  favicon?: string;
  image?: string;
  /** The plugins' stylesheets of some pages (KaTeX's): each linked by the pages whose content holds `htmlIncludes`. */
  pageStylesheets?: { href: string; htmlIncludes: string }[];
  /** The config's head tags, scripts and analytics, and its stylesheets (after the theme's), as HTML. */
  configHead?: { head: string[]; styles: string[] };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The title, description, canonical link, Open Graph and Twitter card tags, shared by every kind of page. */
function metaTags(meta: PageMeta, site: SiteData, imageUrl: string | undefined): string[] {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const image = imageUrl ? escapeHtml(site.url + imageUrl) : undefined;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    '<meta name="generator" content="docgen">',
    meta.robots ? `<meta name="robots" content="${meta.robots}">` : '',
    meta.canonical ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}">` : '',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="${meta.type}">`,
    meta.canonical ? `<meta property="og:url" content="${escapeHtml(meta.canonical)}">` : '',
    `<meta property="og:site_name" content="${escapeHtml(site.title)}">`,
    image ? `<meta property="og:image" content="${image}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    image ? `<meta name="twitter:image" content="${image}">` : '',
  ];
}

/** The entry script and its chunks, found by the parser: an app page is empty until they run, so they load at once. */
function moduleTags(assets: DocumentAssets): string[] {
  return [
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    `<script type="module" src="${escapeHtml(assets.script)}"></script>`,
  ];
}

/**
 * Everything in <head>; `extra` holds page-specific tags, such as a doc's structured data and its Markdown alternate.
 * A server-rendered page (`hydrates`) is complete without its scripts, so they load after its first paint.
 */
function headTags(
  meta: PageMeta,
  site: SiteData,
  assets: DocumentAssets,
  options: { announcement: boolean; hydrates: boolean; extra: string[] },
): string {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...metaTags(meta, site, assets.image),
    assets.favicon ? `<link rel="icon" href="${escapeHtml(assets.favicon)}">` : '',
    ...options.extra,
    ...(assets.configHead?.head ?? []),
    `<script>${headScript(site, { announcement: options.announcement })}</script>`,
    // Before the stylesheets: an inline script after a stylesheet would wait for it and hold up the parser.
    options.hydrates ? `<script>${hydrationLoaderScript(assets.script, assets.preload)}</script>` : '',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(assets.configHead?.styles ?? []),
    ...(options.hydrates ? [] : moduleTags(assets)),
  ].join('');
}

function openHtml(site: SiteData, className?: string): string {
  const classes = className ? ` class="${escapeHtml(className)}"` : '';
  return `<!doctype html>\n<html lang="${escapeHtml(site.lang)}" dir="${site.direction}"${classes} data-theme="${site.colorMode.defaultMode}">`;
}

export function renderDocument(
  page: PageData,
  site: SiteData,
  body: string,
  data: InlineData,
  assets: DocumentAssets,
  head: { extra?: string[]; docsearch?: DocsearchPage } = {},
): string {
  const docsearch = docsearchMeta(site, head.docsearch).map(
    ([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`,
  );
  // The script leaves at once and keeps the address's #hash, which a meta refresh drops; the refresh is for readers without scripts.
  const [to = '', hash] = page.kind === 'redirect' ? page.to.split('#') : [];
  const target = withBaseUrl(to, site.baseUrl, site.trailingSlash) + (hash === undefined ? '' : `#${hash}`);
  const alternates = localeAlternates(page, site).map(
    (a) => `<link rel="alternate" href="${escapeHtml(a.href)}" hreflang="${escapeHtml(a.hreflang)}">`,
  );
  const refresh =
    page.kind === 'redirect'
      ? [
          `<script>location.replace(${scriptJson(target)}${hash === undefined ? '+location.hash' : ''})</script>`,
          `<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">`,
        ]
      : [];
  return (
    openHtml(site, versionClassName(page)) +
    `<head>${headTags(pageMeta(page, site), site, assets, { announcement: true, hydrates: true, extra: [...docsearch, ...alternates, ...refresh, ...(head.extra ?? [])] })}</head>` +
    `<body>${page.route === '/' && page.kind === 'page' ? `<script>${baseUrlCheckScript(site.baseUrl)}</script>` : ''}<div id="__docgen">${body}</div>` +
    `<script id="__docgen_data" type="application/json">${scriptJson(data)}</script></body></html>\n`
  );
}

/** A static app (an example editor) is its own page outside the router: a root element and its bundle. */
export function renderAppDocument(title: string, site: SiteData, route: string, assets: DocumentAssets): string {
  const meta: PageMeta = {
    title: withSiteTitle(title, site),
    description: `${title}: a live example of ${site.title}`,
    // The app's route is written exactly as configured, so the trailing-slash policy does not apply to it.
    canonical: absoluteUrl(site.url, route, site.baseUrl),
    type: 'website',
    ...(site.noIndex && { robots: 'noindex, nofollow' as const }),
  };
  return `${openHtml(site)}<head>${headTags(meta, site, assets, { announcement: false, hydrates: false, extra: [] })}</head><body><div id="root"></div></body></html>\n`;
}
