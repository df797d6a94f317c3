import type { SiteData } from '../shared/model.js';
import { localeOfRoute } from '../shared/urls.js';

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

/**
 * The route of a link the router may follow without a full load, or undefined when the browser must load it: a page
 * of another locale loads in full, as it hydrates with its own locale's site data.
 */
export function routerRoute(
  url: URL,
  origin: string,
  site: Pick<SiteData, 'baseUrl' | 'staticApps' | 'i18n'>,
): string | undefined {
  if (url.origin !== origin) return undefined;
  const route = routeForPath(url.pathname, site.baseUrl);
  if (!route || site.staticApps.some((app) => routeForPath(app, '/') === route)) return undefined;
  if (site.i18n && (localeOfRoute(route, site.i18n.locales)?.prefix ?? '') !== site.i18n.prefix) return undefined;
  return route;
}
