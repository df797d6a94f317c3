/*
 * Which links the router follows itself. There is no route table in the browser (it would grow with the
 * site): a path is mapped to its route by rule, and a path whose HTML is not a page of the site is loaded in full instead.
 */

/** A last path segment such as `logo.svg` or `guide.pdf` names a file, not a page; `migrating-0.1.x` is a page. */
const FILE_EXTENSION = /\.[a-z][a-z0-9]{1,4}$/i;

/** The route a URL path shows, whatever the trailing-slash policy wrote; undefined outside the base URL or for files. */
export function routeForPath(pathname: string, baseUrl: string): string | undefined {
  const base = baseUrl.replace(/\/$/, '');
  if (base && pathname !== base && !pathname.startsWith(`${base}/`)) return undefined;
  const path = (pathname.slice(base.length) || '/').replace(/(^|\/)index\.html$/, '/').replace(/\.html$/, '');
  if (FILE_EXTENSION.test(path)) return undefined;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** The route of a link the router may follow without a full load, or undefined when the browser must load it. */
export function routerRoute(url: URL, origin: string, baseUrl: string, staticApps: string[]): string | undefined {
  if (url.origin !== origin) return undefined;
  const route = routeForPath(url.pathname, baseUrl);
  if (!route || staticApps.some((app) => routeForPath(app, '/') === route)) return undefined;
  return route;
}
