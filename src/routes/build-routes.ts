import type { DocSource } from '../shared/model.js';

/** A route of the site before rendering: what it shows and which file it comes from. */
export type RoutePlan =
  | { kind: 'doc'; route: string; source: string; docId: string; generated?: DocSource }
  | { kind: 'page'; route: string; source: string; module: string }
  | { kind: 'search'; route: string; source: string }
  | { kind: 'home'; route: string; source: string; firstDocRoute?: string }
  | { kind: 'redirect'; route: string; source: string; to: string }
  | { kind: 'notFound'; route: string; source: string };

export interface RouteTableInput {
  docs: DocSource[];
  /** Page modules of templates/pages, as paths relative to that folder without extension ("index", "support"). */
  pageModules: string[];
  pagesDir: string;
  docsRouteBase: string;
  mainDocRoute?: string;
  /** Whether the config names `docs.mainDocId`: only then is the config a claimant of the docs route. */
  mainDocIdWritten?: boolean;
  configFile: string;
}

export interface DuplicateRoute {
  route: string;
  sources: string[];
}

export interface RouteTable {
  routes: RoutePlan[];
  duplicates: DuplicateRoute[];
}

export const NOT_FOUND_ROUTE = '/404';

/** Exact routes only: the docs, the site's pages, /search, the docs entry point, and the not-found page. */
export function buildRouteTable(input: RouteTableInput): RouteTable {
  const candidates: RoutePlan[] = [];
  for (const module of input.pageModules) {
    const route = module === 'index' ? '/' : `/${module.replace(/\/index$/, '')}`;
    candidates.push({ kind: 'page', route, source: `${input.pagesDir}/${module}.tsx`, module });
  }
  candidates.push({ kind: 'search', route: '/search', source: 'docgen (search page)' });
  for (const doc of input.docs)
    candidates.push({
      kind: 'doc',
      route: doc.route,
      source: doc.file,
      docId: doc.id,
      ...(doc.generated ? { generated: doc } : {}),
    });
  // The docs route leads to the main doc unless a doc or page is there already, as with an `index.md` or
  // `slug: /`; a redirect the user did not ask for is then left out rather than reported against them.
  const docsRouteTaken = candidates.some((c) => c.route.toLowerCase() === input.docsRouteBase.toLowerCase());
  if (input.mainDocRoute && input.docsRouteBase !== input.mainDocRoute && (!docsRouteTaken || input.mainDocIdWritten)) {
    candidates.push({
      kind: 'redirect',
      route: input.docsRouteBase,
      source: `${input.configFile} (docs.mainDocId)`,
      to: input.mainDocRoute,
    });
  }
  // The theme's home page, unless a page of the site (pages/index.tsx) or a doc is at "/".
  if (!candidates.some((plan) => plan.route === '/')) {
    candidates.push({ kind: 'home', route: '/', source: 'docgen (home page)', firstDocRoute: input.mainDocRoute });
  }

  // The first claimant keeps a route; the others are reported, naming every file involved.
  const byRoute = new Map<string, RoutePlan>();
  const claims = new Map<string, string[]>();
  for (const plan of candidates) {
    const key = plan.route.toLowerCase();
    claims.set(key, [...(claims.get(key) ?? []), plan.source]);
    if (!byRoute.has(key)) byRoute.set(key, plan);
  }
  const duplicates = [...claims.entries()]
    .filter(([, sources]) => sources.length > 1)
    .map(([key, sources]) => ({ route: byRoute.get(key)!.route, sources }));
  const routes = [...byRoute.values()];
  routes.push({ kind: 'notFound', route: NOT_FOUND_ROUTE, source: 'docgen (not-found page)' });
  return { routes, duplicates };
}
