import type { FoundLink } from '../markdown/context.js';
import { normalizeRoute } from '../content/load-docs.js';

export interface BrokenLink {
  /** Source file and position of the link, as `file:line:column` or just the file for theme links. */
  source: string;
  line?: number;
  column?: number;
  url: string;
  target: string;
  reason: string;
}

/** What the link check needs of a rendered page: its Markdown links, and the links and ids of its HTML. */
export interface PageLinks {
  route: string;
  source: string;
  links: FoundLink[];
  /** Heading ids of the Markdown. */
  anchors: string[];
  html: HtmlLinks;
}

export interface HtmlLinks {
  /** `href` and `src` values of the body, the theme's links included. */
  urls: string[];
  ids: string[];
}

export interface LinkCheckInput {
  pages: PageLinks[];
  /** Files that exist in the output, relative to its root with a leading "/" ("/img/logo.svg"). */
  files: Set<string>;
  /** Routes that exist besides the rendered pages (static apps). */
  extraRoutes: string[];
  baseUrl: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Checks every link of every page against the routes, files and heading ids actually written:
 * Markdown links with their source positions, and the theme's links found in the written HTML.
 */
export function checkLinks(input: LinkCheckInput): BrokenLink[] {
  const routes = new Map<string, PageLinks>();
  for (const page of input.pages) routes.set(normalizeRoute(page.route), page);
  const extra = new Set(input.extraRoutes.map(normalizeRoute));
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (page: PageLinks) => {
    let set = anchorsOf.get(page.route);
    if (!set) {
      set = new Set([...page.anchors, ...page.html.ids]);
      anchorsOf.set(page.route, set);
    }
    return set;
  };
  const broken: BrokenLink[] = [];
  const checkedHtmlUrls = new Set<string>();

  const resolve = (targetPath: string, hash: string): string | undefined => {
    const route = normalizeRoute(decodeSafe(targetPath));
    const page = routes.get(route);
    if (page) {
      if (hash && !anchors(page).has(decodeSafe(hash))) return `no heading or element with id "${hash}" on ${route}`;
      return undefined;
    }
    if (extra.has(route) || input.files.has(route) || input.files.has(`${route}/index.html`) || input.files.has(`${route}.html`)) return undefined;
    return `no page or file at ${route}`;
  };

  for (const page of input.pages) {
    for (const link of page.links) {
      if (!link.target) {
        if (SCHEME.test(link.url) && !isWellFormed(link.url)) {
          broken.push({ source: page.source, line: link.line, column: link.column, url: link.url, target: link.url, reason: 'malformed URL' });
        }
        continue;
      }
      const target = link.target.path + (link.target.hash ? `#${link.target.hash}` : '');
      if (link.missingDoc) {
        broken.push({ source: page.source, line: link.line, column: link.column, url: link.url, target, reason: `broken Markdown link: no doc at ${link.target.path}` });
        continue;
      }
      const reason = resolve(link.target.path, link.target.hash);
      if (reason) broken.push({ source: page.source, line: link.line, column: link.column, url: link.url, target, reason });
      checkedHtmlUrls.add(link.url);
    }
  }

  // The theme's own links (navbar, footer, page modules) are the same on many pages: check each once.
  for (const page of input.pages) {
    const markdownUrls = new Set(page.links.flatMap((l) => [l.url, l.href ?? l.url]));
    for (const url of page.html.urls) {
      if (checkedHtmlUrls.has(url) || markdownUrls.has(url)) continue;
      checkedHtmlUrls.add(url);
      if (SCHEME.test(url) || url.startsWith('//')) {
        if (!isWellFormed(url)) broken.push({ source: page.source, url, target: url, reason: 'malformed URL' });
        continue;
      }
      if (!url.startsWith('/') && !url.startsWith('#')) continue;
      const [pathPart = '', hash = ''] = url.split('#');
      const withoutBase = pathPart === '' ? page.route : stripBase(pathPart.split('?')[0]!, input.baseUrl);
      if (withoutBase === undefined) {
        broken.push({ source: page.source, url, target: pathPart, reason: `outside the site's base URL ${input.baseUrl}` });
        continue;
      }
      const reason = resolve(withoutBase, hash);
      if (reason) broken.push({ source: page.source, url, target: url, reason });
    }
  }
  return broken;
}

function stripBase(pathname: string, baseUrl: string): string | undefined {
  if (baseUrl === '/') return pathname;
  if (pathname === baseUrl.slice(0, -1)) return '/';
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : undefined;
}

function isWellFormed(url: string): boolean {
  if (/^(mailto|tel|javascript|data):/i.test(url)) return true;
  try {
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
    return /^https?:$/.test(parsed.protocol) ? parsed.hostname.includes('.') || parsed.hostname === 'localhost' : true;
  } catch {
    return false;
  }
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const ATTRIBUTE_URL = /\s(?:href|src)="([^"]*)"/g;
const ID = /\sid="([^"]+)"/g;

/** Read from each page's HTML as it is written, so the HTML itself need not be kept for the check. */
export function htmlLinks(html: string): HtmlLinks {
  // The inline JSON and the head are docgen's own; only the body's markup is the theme's.
  const start = html.indexOf('<body>');
  const end = html.indexOf('<script id="__docgen_data"');
  const body = html.slice(start, end === -1 ? undefined : end);
  return {
    urls: [...new Set([...body.matchAll(ATTRIBUTE_URL)].map((m) => unescapeAttribute(m[1]!)))],
    ids: [...html.matchAll(ID)].map((m) => unescapeAttribute(m[1]!)),
  };
}

function unescapeAttribute(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
