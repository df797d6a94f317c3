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
  return trailingSlash === false ? `${clean}.html` : `${clean}/index.html`;
}

/** Where the client fetches a route's page data when it navigates there. */
export function dataFileFor(route: string): string {
  const clean = route.replace(/^\/|\/$/g, '');
  return `_docgen/data/${clean === '' ? 'index' : clean}.json`;
}
