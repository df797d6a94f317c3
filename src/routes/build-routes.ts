import type { DocSource } from '../shared/model.js';
import type { SiteLocale } from '../sources/locales.js';
import { routeInLocale } from '../shared/urls.js';

/** What every route says of itself: `locale`, set on the routes of a locale other than the default. */
interface RouteBase {
  route: string;
  source: string;
  locale?: string;
}

/** A route of the site before rendering: what it shows and which file it comes from. */
export type RoutePlan = RouteBase &
  (
    | /** `scope`: the key of the content scope the doc is in (see `src/sources`). */
      {
        kind: 'doc';
        docId: string;
        scope: string;
        generated?: DocSource;
      } /** A plugin's route (see `src/sources/plugins`) says what its component gets, and may title the page. */
    | {
        kind: 'page';
        module: string;
        props?: Record<string, unknown>;
        title?: string;
        description?: string;
        /** Whether local search indexes it: a plugin's route may be, a page of the pages folder never is. */
        searched?: boolean;
      }
    | { kind: 'search' }
    | { kind: 'home'; firstDocRoute?: string }
    | { kind: 'redirect'; to: string }
    | { kind: 'notFound' }
  );

export interface RouteTableInput {
  /** The routes of the site's own pages, claimed first. */
  pages: RoutePlan[];
  /**
   * Each docs scope's routes, then the redirect from its route base to its main doc (`entry`), which a doc or page
   * already there keeps unless the config names the main doc (`written`).
   */
  docs: { candidates: RoutePlan[]; entry?: { plan: RoutePlan; written: boolean } }[];
  /** Where the theme's home page leads. */
  firstDocRoute?: string;
  /** The locale of these routes: its search, home and not-found pages are under its path. */
  locale?: SiteLocale;
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

/** Exact routes only: the site's pages, /search, the docs, the docs entry points, and the not-found page. */
export function buildRouteTable(input: RouteTableInput): RouteTable {
  const locale = input.locale;
  const own = locale && !locale.isDefault ? { locale: locale.name } : {};
  const at = (route: string) => (locale ? routeInLocale(route, locale.prefix) : route);
  const candidates: RoutePlan[] = [...input.pages];
  candidates.push({ kind: 'search', route: at('/search'), source: 'docgen (search page)', ...own });
  for (const scope of input.docs) candidates.push(...scope.candidates);
  // A docs route leads to its main doc unless a doc or page is there already, as with an `index.md` or
  // `slug: /`; a redirect the user did not ask for is then left out rather than reported against them.
  const taken = new Set(candidates.map((c) => c.route.toLowerCase()));
  for (const { entry } of input.docs)
    if (entry && (!taken.has(entry.plan.route.toLowerCase()) || entry.written)) candidates.push(entry.plan);
  // The theme's home page, unless a page of the site (pages/index.tsx) or a doc is at "/".
  if (!candidates.some((plan) => plan.route === at('/'))) {
    candidates.push({
      kind: 'home',
      route: at('/'),
      source: 'docgen (home page)',
      firstDocRoute: input.firstDocRoute,
      ...own,
    });
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
  routes.push({ kind: 'notFound', route: at(NOT_FOUND_ROUTE), source: 'docgen (not-found page)', ...own });
  return { routes, duplicates };
}
