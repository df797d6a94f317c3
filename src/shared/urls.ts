// The one home of docgen's URL rules (base URL, route normalisation, output and data paths), used alike by the engine
// writing the site and by the browser runtime navigating it.

/**
 * Turns a route ("/docs/api/frame") into the URL written in the HTML, applying the site's base URL
 * and trailing-slash policy. `trailingSlash: undefined` leaves routes as written, as Docusaurus does.
 */
export function withBaseUrl(route: string, baseUrl: string, trailingSlash?: boolean): string {
  let pathname = route;
  if (trailingSlash === true && !pathname.endsWith('/')) pathname += '/';
  if (trailingSlash === false && pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  if (baseUrl === '/' || !pathname.startsWith('/')) return pathname;
  return baseUrl.replace(/\/$/, '') + pathname;
}

/** Where a route's HTML is written so that static hosts serve it under the site's trailing-slash policy. */
export function htmlFileFor(route: string, trailingSlash?: boolean): string {
  if (route === '/') return 'index.html';
  const clean = route.replace(/^\/|\/$/g, '');
  return fileNameOf(trailingSlash === false ? `${clean}.html` : `${clean}/index.html`);
}

/**
 * Characters a URL path cannot hold as they are, which a file name may: a route made from a name
 * (`what?.md`, `hash#tag.md`, `with space.md`) has them percent-encoded, so that every link, the
 * sitemap and llms.txt can be followed as written. Letters of any script are left as they are.
 */
export function encodeRouteSegment(segment: string): string {
  return segment.replace(/[\s#?"<>`{}|^\u0000-\u001f\u007f]/g, (c) => encodeURIComponent(c));
}

/** Routes are URL-encoded ("/docs/what%3F"); the files they are served from are named as the doc was ("docs/what?.html"), as static hosts decode the URL. */
function fileNameOf(sitePath: string): string {
  return sitePath
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** A URL that names its scheme ("https:", "mailto:"): it leads off the site. */
export const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A route as a file path without extension: "/docs/api/frame/" is "docs/api/frame", "/" is "index". */
function routeStem(route: string): string {
  const clean = route.replace(/^\/|\/$/g, '');
  return clean === '' ? 'index' : clean;
}

/**
 * Where a doc's Markdown source is written: beside its page, named after the route, so `/docs/api/frame`
 * has `/docs/api/frame.md` whether the page is `frame.html` or `frame/index.html`.
 */
export function markdownFileFor(route: string): string {
  return fileNameOf(`${routeStem(route)}.md`);
}

/** The URL of a doc's served Markdown source, with the base URL. */
export function markdownUrlFor(route: string, baseUrl: string): string {
  return withBaseUrl(`/${routeStem(route)}.md`, baseUrl);
}

/** The full URL of a site path ("https://craft.js.org/docs/overview"): what search engines and social cards are given. */
export function absoluteUrl(siteUrl: string, route: string, baseUrl: string, trailingSlash?: boolean): string {
  return siteUrl.replace(/\/$/, '') + withBaseUrl(route, baseUrl, trailingSlash);
}

/** A site path without the base URL ("/docs/intro" of "/base/docs/intro"), or undefined when it lies outside it. */
export function stripBase(pathname: string, baseUrl: string): string | undefined {
  if (baseUrl === '/') return pathname;
  if (pathname === baseUrl.replace(/\/$/, '')) return '/';
  return pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length - 1) : undefined;
}

/** A route as docgen keys it: one slash between segments, none at the end, "/" for the root. */
export function normalizeRoute(route: string): string {
  const collapsed = route.replace(/\/{2,}/g, '/').replace(/\/$/, '');
  return collapsed === '' ? '/' : collapsed;
}

/** The files a site path may name: itself, then `.html` (trailing slash off), then `index.html` (folders). */
export function candidateFiles(sitePath: string): string[] {
  if (sitePath === '') return ['index.html'];
  if (sitePath.endsWith('/')) return [`${sitePath}index.html`, `${sitePath.slice(0, -1)}.html`];
  return [sitePath, `${sitePath}.html`, `${sitePath}/index.html`];
}

/**
 * A route of the default locale (`/docs/intro`) as the same page's route in a locale whose routes start at
 * `prefix` (`/fr/docs/intro`); the default locale's prefix is `''`.
 */
export function routeInLocale(route: string, prefix: string): string {
  return prefix === '' ? route : route === '/' ? prefix : `${prefix}${route}`;
}

/**
 * The locale a route is in, by its route prefix (`/fr`): the one whose prefix is longest, the locale at `''` for a
 * route in no other; undefined when none is. A locale this build does not write (no prefix) has none of its routes.
 */
export function localeOfRoute<L extends { prefix?: string }>(route: string, locales: L[]): L | undefined {
  const within = locales.filter(
    (l) => l.prefix !== undefined && (l.prefix === '' || route === l.prefix || route.startsWith(`${l.prefix}/`)),
  );
  return within.sort((a, b) => b.prefix!.length - a.prefix!.length)[0];
}

/**
 * The URL of a page in a locale (`https://fr.example.com/fr/docs/intro`), given its route in the default locale
 * (`/docs/intro`), as Docusaurus writes it: the locale's domain, its baseUrl, then the route, so that a locale's home
 * ends with a slash (`/fr/`). Without the domain when `sameDomain` is the locale's.
 */
export function urlInLocale(
  route: string,
  locale: { url: string; baseUrl: string },
  trailingSlash: boolean | undefined,
  sameDomain?: string,
): string {
  const path = withBaseUrl(route, locale.baseUrl, trailingSlash);
  return locale.url === sameDomain ? path : locale.url + path;
}

/** A route of the locale at `prefix` as the default locale's route of the same page: the inverse of `routeInLocale`. */
export function routeOutOfLocale(route: string, prefix: string): string {
  if (prefix === '' || route === prefix) return prefix === '' ? route : '/';
  return route.startsWith(`${prefix}/`) ? route.slice(prefix.length) : route;
}

/**
 * A site path as `@docusaurus/Link` and `useBaseUrl` write it on a page of another locale: `/x` is `/fr/x` on a French
 * page, as Docusaurus, whose locales each have their own base URL, writes it. A path already in the locale stays, and
 * so does a path to a file (`/img/logo.png`): docgen writes the static files once, at the root, where Docusaurus
 * copies them into every locale.
 */
export function pathInPageLocale(path: string, site: { i18n?: { prefix: string } }): string {
  const prefix = site.i18n?.prefix ?? '';
  if (prefix === '' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path.startsWith(prefix) && /^(?:$|[/?#])/.test(path.slice(prefix.length))) return path;
  if (/\.[a-z0-9]+$/i.test(path.split(/[?#]/)[0]!)) return path;
  return routeInLocale(path, prefix);
}

/** The URL of a route of the default locale (`/search`) in the locale of the page's site data (`/base/fr/search`). */
export function localeUrl(
  route: string,
  site: { baseUrl: string; trailingSlash?: boolean; i18n?: { prefix: string } },
): string {
  return withBaseUrl(routeInLocale(route, site.i18n?.prefix ?? ''), site.baseUrl, site.trailingSlash);
}
