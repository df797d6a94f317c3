import type { SiteConfig } from '../config/schema.js';
import type { FoundLink } from '../markdown/context.js';
import { localeOrigins } from '../sources/locales.js';
import { formatLocation } from '../errors.js';
import { normalizeRoute, SCHEME, stripBase } from '../shared/urls.js';
import { decodeSafe } from '../util/decode.js';
import { Interner } from '../util/interner.js';

export interface BrokenLink {
  /** Where the link is written: the Markdown file with its position, or for links of the theme its page's source. */
  source: string;
  line?: number;
  column?: number;
  /** The URL as written. */
  url: string;
  /** What it was resolved to: a route with its anchor, a file, or the URL itself. */
  target: string;
  reason: string;
  /** Set for links that are not in the Markdown but in the page's HTML (theme, page modules, config). */
  fromHtml?: { route: string };
  /** An address outside the site that cannot work as written: reported, never a reason to fail the build. */
  external?: true;
  /** The page exists but not the heading or element its `#anchor` names. */
  anchor?: true;
  /**
   * A URL Docusaurus's check does not see: an `<a href>` or a `src` of a page's or an MDX doc's raw JSX, an image
   * written as a reference. Reported only.
   */
  rawLink?: true;
}

/**
 * Whether the link fails a build under `onBrokenLinks: throw` (`onBrokenAnchors`): not an address outside the site,
 * nor a raw `<a>` or `src`, since Docusaurus passes a site whose only broken links are those.
 */
export function canFailBuild(link: BrokenLink): boolean {
  return !link.external && !link.rawLink;
}

/** A link that leads to a page but not to the place on it: `onBrokenAnchors` judges it apart, as Docusaurus does. */
export function isBrokenAnchor(link: BrokenLink): boolean {
  return link.anchor === true;
}

/** Why a link within the site leads nowhere; `anchor` when only its `#anchor` is missing. */
interface Problem {
  reason: string;
  anchor?: true;
}

/** What the link check needs of a rendered page: its Markdown links, and the links and ids of its HTML. */
export interface PageLinks {
  route: string;
  source: string;
  links: FoundLink[];
  /** Heading ids of the Markdown. */
  anchors: string[];
  html: HtmlLinks;
  /** The links the page's content writes as raw JSX (see `rawLinksOf`). */
  rawLinks?: RawLink[];
}

export interface HtmlLinks {
  /** `href` and `src` values of the body, the theme's links included. */
  urls: string[];
  ids: string[];
  /** The page shows a stand-in for a theme component docgen does not have: the ids it would render are unknown. */
  standIn?: true;
}

/** The attribute of a theme component's stand-in (`markdown.themeStandIns`), naming the component. */
export const STAND_IN_MARK = 'data-docgen-stand-in';

export interface LinkCheckInput {
  pages: PageLinks[];
  /** Files that exist in the output, relative to its root with a leading "/" ("/img/logo.svg"). */
  files: Set<string>;
  /** Routes that exist besides the rendered pages (static apps). */
  extraRoutes: string[];
  baseUrl: string;
  /** The URLs of the locales published on a domain of their own (see `LinkSite.localeOrigins`). */
  localeOrigins?: readonly string[];
  /**
   * The page at a route as `targetKey` makes it, when `pages` are not all the pages links may lead to: a build checks
   * as it goes (see `LinkLedger`) and is left with the links it could not tell good yet.
   */
  target?: (route: string) => LinkTarget | undefined;
}

/** What a link to a page needs of it: the ids on it. */
export interface LinkTarget {
  ids(): ReadonlySet<string>;
  /** See `HtmlLinks.standIn`. */
  standIn?: true;
}

/** Stands for what a check made while pages are still coming cannot know yet: the page or file is not written. */
export const NOT_YET = Symbol('not known yet');

/** What resolving a link needs of the site. */
export interface LinkSite {
  /** The page at a route as `targetKey` makes it, undefined when there is none, `NOT_YET` when it is still to come. */
  page(route: string): LinkTarget | undefined | typeof NOT_YET;
  /** Whether the site has a file or static app at `route`; `NOT_YET` while its files are not all known. */
  file(route: string): boolean | typeof NOT_YET;
  baseUrl: string;
  /**
   * The URLs (`https://fr.example.com`) of the locales published on a domain of their own: a full URL on one of them
   * leads into the site, and is checked as a path of it.
   */
  localeOrigins?: readonly string[];
}

/** Where the site's pages are: its base URL, and the domains of its locales published on one of their own. */
export type LinkBase = Pick<LinkSite, 'baseUrl' | 'localeOrigins'>;

/** The site's `LinkBase`, from its config. */
export function linkBase(config: SiteConfig): LinkBase {
  return { baseUrl: config.baseUrl, localeOrigins: localeOrigins(config) };
}

/** The path (`/fr/docs/a#b`) a full URL on one of the locales' own domains leads to, else undefined. */
function pathOnLocaleDomain(url: string, origins: readonly string[] = []): string | undefined {
  const origin = origins.find((o) => url === o || url.startsWith(`${o}/`));
  return origin === undefined ? undefined : url.slice(origin.length) || '/';
}

/** Routes are URL-encoded, link targets are compared decoded. */
export function targetKey(route: string): string {
  return normalizeRoute(decodeSafe(route));
}

/** `file:line:column → url (reason)`: how a broken link is shown everywhere. */
export function formatBrokenLink(link: BrokenLink): string {
  return `${formatLocation({ file: link.source, line: link.line, column: link.column })} → ${link.url} (${link.reason})`;
}

/** Why a raw link is only reported; an `<a>` could be a `<Link>`, which Docusaurus checks. */
const rawLinkReason = (tag: string) =>
  `a raw <${tag}> in JSX, which Docusaurus does not check, so this is not an error` +
  (tag === 'a' ? ': write <Link> to have it checked' : '');

/** Why a broken image written as a reference is only reported: Docusaurus writes it into its page unchecked. */
const REFERENCE_IMAGE_REASON =
  'an image written as a reference (![…][label]), which Docusaurus does not check, so this is not an error: ' +
  'its page shows a broken image there too';

/** "http//example.com": a scheme without its colon, which browsers take for a relative path. */
const SCHEME_WITHOUT_COLON = /^(https?|ftp|wss?)\/\//i;

/**
 * Checks every link of every page against the routes, files and heading ids actually written:
 * Markdown links with their source positions, and the theme's links found in the written HTML.
 * External URLs are not fetched, only checked for being well-formed.
 */
export function checkLinks(input: LinkCheckInput): BrokenLink[] {
  const site = linkSiteOf(input);
  const broken: BrokenLink[] = [];
  const found = (outcome: Outcome) => {
    if (outcome !== undefined && outcome !== NOT_YET) broken.push(outcome);
  };
  for (const page of input.pages) for (const link of page.links) found(markdownLinkOutcome(site, page, link));

  // The theme's links (navbar, footer, page modules) repeat on many pages: each is checked once,
  // except links within the page (#anchor, relative paths), whose meaning depends on the page.
  const checked = new Set<string>();
  for (const page of input.pages) {
    for (const url of themeUrls(page)) {
      const key = url.startsWith('/') || SCHEME.test(url) ? url : `${page.route} ${url}`;
      if (checked.has(key)) continue;
      checked.add(key);
      found(htmlUrlOutcome(site, page, url));
    }
  }
  return broken;
}

/** The site as `input` knows it whole: every page and file written. */
export function linkSiteOf(input: LinkCheckInput): LinkSite {
  const extra = new Set(input.extraRoutes.map(normalizeRoute));
  const { files } = input;
  return {
    page: input.target ?? linkTargets(input.pages),
    file: (route) =>
      extra.has(route) || files.has(route) || files.has(`${route}/index.html`) || files.has(`${route}.html`),
    baseUrl: input.baseUrl,
    localeOrigins: input.localeOrigins,
  };
}

/** The page at a route as `targetKey` makes it, with its heading ids and the ids of its HTML. */
function linkTargets(pages: PageLinks[]): (route: string) => LinkTarget | undefined {
  const targets = new Map<string, LinkTarget>();
  for (const page of pages) {
    let ids: Set<string> | undefined;
    targets.set(targetKey(page.route), {
      ids: () => (ids ??= new Set([...page.anchors, ...page.html.ids])),
      ...(page.html.standIn && { standIn: true as const }),
    });
  }
  return (route) => targets.get(route);
}

/** A link is good (undefined), broken, or cannot be told yet. */
type Outcome = BrokenLink | undefined | typeof NOT_YET;

/** The URLs of a page's HTML that its Markdown did not write: the theme's, a page module's, raw JSX's. */
export function themeUrls(page: PageLinks): string[] {
  const markdownUrls = new Set(page.links.flatMap((l) => [l.url, l.href ?? l.url]));
  return page.html.urls.filter((url) => !markdownUrls.has(url));
}

/** What becomes of one of a page's Markdown links (see `PageLinks.links`). */
export function markdownLinkOutcome(site: LinkSite, page: PageLinks, link: FoundLink): Outcome {
  const at = { source: page.source, line: link.line, column: link.column, url: link.url };
  const onSite = link.target ? undefined : pathOnLocaleDomain(link.url, site.localeOrigins);
  if (onSite !== undefined) return sitePathOutcome(site, page, at, onSite);
  if (!link.target) {
    const problem = urlProblem(link.url);
    return problem ? { ...at, target: link.url, reason: problem, external: true } : undefined;
  }
  const target = link.target.path + (link.target.hash ? `#${link.target.hash}` : '');
  if (link.missingDoc) return { ...at, target, reason: `no doc ${link.target.path} in the docs folder` };
  if (SCHEME_WITHOUT_COLON.test(link.url)) {
    const problem = urlProblem(link.url);
    return problem ? { ...at, target, reason: problem, external: true } : undefined;
  }
  const problem = resolve(site, page, link.target.path, link.target.hash, link.kind);
  if (!problem || problem === NOT_YET) return problem;
  // A relative path to a file means the file next to the doc first: say where that was looked for too.
  const reason = link.besideDoc
    ? `${problem.reason}, and no file ${link.besideDoc} in the docs folder`
    : problem.reason;
  return {
    ...at,
    target,
    ...problem,
    ...(link.reference ? { reason: `${reason}; ${REFERENCE_IMAGE_REASON}`, rawLink: true as const } : { reason }),
  };
}

/** What becomes of a URL of a page's HTML that its Markdown did not write (see `themeUrls`). */
export function htmlUrlOutcome(site: LinkSite, page: PageLinks, url: string): Outcome {
  const at = { source: page.source, url, fromHtml: { route: page.route } };
  const onSite = pathOnLocaleDomain(url, site.localeOrigins);
  if (onSite !== undefined) return sitePathOutcome(site, page, at, onSite);
  if (SCHEME.test(url) || url.startsWith('//') || SCHEME_WITHOUT_COLON.test(url)) {
    const problem = urlProblem(url);
    return problem ? { ...at, target: url, reason: problem, external: true } : undefined;
  }
  if (!url.startsWith('/') && !url.startsWith('#')) return undefined;
  return sitePathOutcome(site, page, at, url);
}

/** What becomes of a link to a path of the site (`/docs/a#b`), or to `#b` on its page. */
function sitePathOutcome(
  site: LinkSite,
  page: PageLinks,
  at: Pick<BrokenLink, 'source' | 'url'> & Partial<BrokenLink>,
  url: string,
): Outcome {
  const [pathPart = '', hash = ''] = url.split('#');
  const withoutBase = pathPart === '' ? page.route : stripBase(pathPart.split('?')[0]!, site.baseUrl);
  if (withoutBase === undefined)
    return { ...at, target: pathPart, reason: `outside the site's base URL ${site.baseUrl}` };
  const problem = resolve(site, page, withoutBase, hash, 'link');
  if (!problem || problem === NOT_YET) return problem;
  const raw = page.rawLinks?.find((link) => link.url === at.url);
  return raw
    ? { ...at, target: url, ...problem, reason: `${problem.reason}; ${rawLinkReason(raw.tag)}`, rawLink: true }
    : { ...at, target: url, ...problem };
}

function resolve(
  site: LinkSite,
  from: PageLinks,
  targetPath: string,
  hash: string,
  kind: 'link' | 'image',
): Problem | undefined | typeof NOT_YET {
  const route = targetKey(targetPath);
  const page = site.page(route);
  // A page still to come is there: only its ids are not known yet.
  if (page === NOT_YET) return hash ? NOT_YET : undefined;
  if (page) {
    if (!hash || page.standIn || page.ids().has(decodeSafe(hash))) return undefined;
    const where = route === targetKey(from.route) ? 'on this page' : `on ${route}`;
    return { reason: `no heading or element with id "${decodeSafe(hash)}" ${where}`, anchor: true };
  }
  const file = site.file(route);
  if (file === NOT_YET) return NOT_YET;
  if (file) return undefined;
  return { reason: kind === 'image' ? `no file at ${route}` : `no page or file at ${route}` };
}

/** Why an external URL cannot work, or undefined when it is well-formed. Nothing is fetched. */
function urlProblem(url: string): string | undefined {
  if (SCHEME_WITHOUT_COLON.test(url)) return `malformed URL: "${url.split('/')[0]}" needs a ":" before the "//"`;
  if (/^\s*javascript:/i.test(url))
    return 'a javascript: URL runs code instead of leading somewhere: use a button in a theme component';
  if (/^(mailto|tel|data):/i.test(url)) return undefined;
  let parsed: URL;
  try {
    // Markdown writes an IPv6 host's brackets percent-encoded (http://%5B::1%5D:8000), which URL does not take.
    const host = url.replace(/^((?:[a-z]+:)?\/\/)%5B([^/]*?)%5D/i, '$1[$2]');
    parsed = new URL(host.startsWith('//') ? `https:${host}` : host);
  } catch {
    return /^https?:\/*$/i.test(url) ? 'malformed URL: no host' : 'malformed URL';
  }
  if (!/^https?:$/.test(parsed.protocol)) return undefined;
  if (!/^https?:\/\/[^/]/i.test(url) && !url.startsWith('//'))
    return 'malformed URL: expected "//" and a host after the scheme';
  if (!parsed.hostname.includes('.') && parsed.hostname !== 'localhost' && !parsed.hostname.startsWith('['))
    return `malformed URL: the host "${parsed.hostname}" has no domain`;
  return undefined;
}

const ATTRIBUTE_URL = /\s(?:href|src)="([^"]*)"/g;
const ID = /\sid="([^"]+)"/g;
// HTML's older anchor form, still common in Markdown (`<a name="x"></a>` above a heading): browsers scroll to it.
const A_NAME = /<a\s[^>]*?\bname="([^"]+)"/g;

/**
 * Read from each page's HTML as it is written, so the HTML itself need not be kept for the check (see `Interner`);
 * `strings` keeps one copy of the URLs and ids that pages repeat.
 */
export function htmlLinks(html: string, strings = new Interner()): HtmlLinks {
  // The inline JSON and the head are docgen's own; only the body's markup is the theme's.
  const start = html.indexOf('<body>');
  const end = html.indexOf('<script id="__docgen_data"');
  const body = html.slice(start, end === -1 ? undefined : end);
  return {
    urls: [...new Set([...body.matchAll(ATTRIBUTE_URL)].map((m) => strings.intern(m[1]!, unescapeAttribute)))],
    ids: [...html.matchAll(ID), ...body.matchAll(A_NAME)].map((m) => strings.intern(m[1]!, unescapeAttribute)),
    ...(body.includes(STAND_IN_MARK) ? { standIn: true as const } : {}),
  };
}

/** An `<a href>`, or any element's `src` (`<img>`, `<source>`, `<video>`, `<iframe>`), with the element's name. */
const LINKING_ATTRIBUTE = /<([a-z][a-z0-9-]*)\s(?:[^>]*?\s)?(href|src)="([^"]*)"/g;

/** A URL the page's content writes as raw JSX, with the element that writes it. */
export interface RawLink {
  url: string;
  tag: string;
}

/**
 * The `<a href>`s and `src`s of a page's rendered content that no `@docusaurus/Link` or Markdown link or image wrote
 * (`checked` holds theirs, see `MdxPage.checkedLink`): elements of the page's own JSX.
 */
export function rawLinksOf(contentHtml: string, checked: Set<string>): RawLink[] {
  const raw = new Map<string, string>();
  for (const [, tag, attribute, value] of contentHtml.matchAll(LINKING_ATTRIBUTE)) {
    if (attribute === 'href' && tag !== 'a') continue;
    const url = unescapeAttribute(value!);
    if (!checked.has(url) && !raw.has(url)) raw.set(url, tag!);
  }
  return [...raw].map(([url, tag]) => ({ url, tag }));
}

/** A page's Markdown links with the URLs that pages repeat kept once (see `htmlLinks`). */
export function keptLinks(links: FoundLink[], strings: Interner): FoundLink[] {
  return links.map((link) => {
    const kept = { ...link, url: strings.intern(link.url) };
    if (link.href !== undefined) kept.href = strings.intern(link.href);
    if (link.target) kept.target = { path: strings.intern(link.target.path), hash: strings.intern(link.target.hash) };
    return kept;
  });
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
