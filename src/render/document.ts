import type { PageData, SiteData } from '../model.js';
import { withBaseUrl } from '../routes/urls.js';
import { docsearchMeta } from '../search/docsearch-tags.js';
import { baseUrlCheckScript, headScript, scriptJson } from './inline-scripts.js';

export interface DocumentAssets {
  /** Entry script and the chunks it imports first, as URLs. */
  script: string;
  preload: string[];
  styles: string[];
  favicon?: string;
  image?: string;
}

/** The data the browser hydrates with; a doc's HTML is read back from the page instead of repeated. */
export interface InlineData {
  page: PageData;
  sidebar?: unknown;
  assets: Record<string, string>;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function pageTitle(page: PageData, site: SiteData): string {
  if (page.route === '/' && page.kind === 'page') return page.title === site.title ? `${site.title} · ${site.tagline}` : `${page.title} | ${site.title}`;
  return `${page.title} | ${site.title}`;
}

/** The head's per-page values, shared by the server's HTML and the browser's client-side navigation. */
export function pageMeta(page: PageData, site: SiteData): { title: string; description: string; canonical: string } {
  return {
    title: pageTitle(page, site),
    description: page.description || site.tagline,
    canonical: site.url + withBaseUrl(page.route, site.baseUrl, site.trailingSlash),
  };
}

export function renderDocument(page: PageData, site: SiteData, body: string, data: InlineData, assets: DocumentAssets): string {
  const meta = pageMeta(page, site);
  const canonical = meta.canonical;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const image = assets.image ? site.url + assets.image : undefined;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    '<meta name="generator" content="docgen">',
    page.kind === 'notFound' ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="${page.kind === 'doc' ? 'article' : 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.title)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    ...docsearchMeta(page, site).map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`),
    page.kind === 'redirect' ? `<meta http-equiv="refresh" content="0; url=${escapeHtml(withBaseUrl(page.to, site.baseUrl, site.trailingSlash))}">` : '',
    assets.favicon ? `<link rel="icon" href="${escapeHtml(assets.favicon)}">` : '',
    `<script>${headScript(site, { announcement: true })}</script>`,
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    `<script type="module" src="${escapeHtml(assets.script)}"></script>`,
  ].filter(Boolean);
  const theme = site.colorMode.defaultMode;
  return (
    `<!doctype html>\n<html lang="${escapeHtml(site.lang)}" dir="${site.direction}" data-theme="${theme}">` +
    `<head>${head.join('')}</head>` +
    `<body>${page.route === '/' && page.kind === 'page' ? `<script>${baseUrlCheckScript(site.baseUrl)}</script>` : ''}<div id="__docgen">${body}</div>` +
    `<script id="__docgen_data" type="application/json">${scriptJson(data)}</script></body></html>\n`
  );
}

/** A static app (an example editor) is its own page outside the router: a root element and its bundle. */
export function renderAppDocument(title: string, site: SiteData, route: string, assets: DocumentAssets): string {
  const canonical = site.url + withBaseUrl(route, site.baseUrl);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} | ${escapeHtml(site.title)}</title>`,
    `<meta name="description" content="${escapeHtml(`${title}: a live example of ${site.title}`)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    assets.favicon ? `<link rel="icon" href="${escapeHtml(assets.favicon)}">` : '',
    `<script>${headScript(site, { announcement: false })}</script>`,
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    `<script type="module" src="${escapeHtml(assets.script)}"></script>`,
  ].filter(Boolean);
  return `<!doctype html>\n<html lang="${escapeHtml(site.lang)}" dir="${site.direction}" data-theme="${site.colorMode.defaultMode}"><head>${head.join('')}</head><body><div id="root"></div></body></html>\n`;
}
