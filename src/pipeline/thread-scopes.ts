import type { ScopeRenderData } from '../render/render-page.js';
import type { RenderJob } from './renderer.js';

/**
 * A render thread holds the data of this many content scopes at most, those its last pages rendered in: a scope's
 * links, sidebars and placements grow with its docs, and every thread holding every scope made a site's memory grow
 * with its versions and locales. Pages come scope after scope (see `buildRouteTable`), so each is sent to a thread
 * about once.
 */
export const SCOPES_PER_THREAD = 4;

/** A map of routes by site path (`SiteLinkContext.routeBySitePath`), one a locale, which every scope of it shares. */
type SitePaths = Record<string, string>;

/** A scope as a thread is sent it: its map of routes by site path named by number, the map sent once (see `sitePaths`). */
export type SentScope = ScopeRenderData & { sitePaths?: number };

/** What a thread is sent before a batch: the scopes' data it lacks (or holds as it was), and the scopes it lets go. */
export interface ScopeDelivery {
  put: Record<string, SentScope>;
  drop: string[];
  /**
   * The maps of routes by site path the put scopes name that the thread does not hold, by number: it holds each once,
   * for as long as a scope it holds names it. Sent inside each scope, a map of every doc of every version of a locale
   * was copied into a thread once a scope it held.
   */
  sitePaths?: Record<number, SitePaths>;
}

/** What a thread holds, as its lane knows it: its scopes by key (the least recently used first), and its maps. */
export interface HeldScopes {
  scopes: Map<string, ScopeRenderData>;
  sitePaths: Set<SitePaths>;
}

/** Each map's number, the same for every thread. */
const sitePathIds = new WeakMap<SitePaths, number>();
let nextSitePathId = 0;

/**
 * What a thread holding `held` (updated here) is sent before rendering `jobs` with `scopes`, the site's every scope
 * now; undefined when it holds all it needs and no more than it may.
 */
export function scopeDelivery(
  held: HeldScopes,
  jobs: RenderJob[],
  scopes: Record<string, ScopeRenderData>,
): ScopeDelivery | undefined {
  const needed = new Set(
    jobs.flatMap(({ plan, doc }) => [...(plan.kind === 'doc' ? [plan.scope] : []), ...(doc ? [doc.scope] : [])]),
  );
  const put: Record<string, ScopeRenderData> = {};
  for (const key of needed) {
    const scope = scopes[key]!;
    if (held.scopes.get(key) !== scope) put[key] = scope;
    held.scopes.delete(key);
    held.scopes.set(key, scope);
  }
  const drop = [...held.scopes.keys()]
    .slice(0, Math.max(0, held.scopes.size - SCOPES_PER_THREAD))
    .filter((key) => !needed.has(key));
  for (const key of drop) held.scopes.delete(key);
  if (Object.keys(put).length === 0 && drop.length === 0) return undefined;
  const before = held.sitePaths;
  held.sitePaths = new Set([...held.scopes.values()].flatMap(sitePathsOf));
  const sitePaths: Record<number, SitePaths> = {};
  for (const map of held.sitePaths) if (!before.has(map)) sitePaths[sitePathId(map)] = map;
  return {
    put: Object.fromEntries(Object.entries(put).map(([key, scope]) => [key, sentScope(scope)])),
    drop,
    ...(Object.keys(sitePaths).length > 0 && { sitePaths }),
  };
}

function sitePathsOf(scope: ScopeRenderData): SitePaths[] {
  const map = scope.linkContext.routeBySitePath;
  return map ? [map] : [];
}

function sitePathId(map: SitePaths): number {
  let id = sitePathIds.get(map);
  if (id === undefined) sitePathIds.set(map, (id = nextSitePathId++));
  return id;
}

function sentScope(scope: ScopeRenderData): SentScope {
  const { routeBySitePath, ...linkContext } = scope.linkContext;
  return routeBySitePath ? { ...scope, linkContext, sitePaths: sitePathId(routeBySitePath) } : scope;
}

/**
 * The thread's side: takes a delivery into `scopes` (what the thread renders with) and `sitePaths` (its maps by number),
 * each put scope with its map again, and lets go of the maps no scope it holds names.
 */
export function takeDelivery(
  delivery: ScopeDelivery,
  scopes: Record<string, ScopeRenderData>,
  sitePaths: Map<number, SitePaths>,
  /** Each scope taken, as the thread holds it. */
  took: (key: string, scope: ScopeRenderData) => void,
): void {
  for (const [id, map] of Object.entries(delivery.sitePaths ?? {})) sitePaths.set(Number(id), map);
  for (const key of delivery.drop) delete scopes[key];
  for (const [key, { sitePaths: id, ...scope }] of Object.entries(delivery.put)) {
    const routeBySitePath = id === undefined ? undefined : sitePaths.get(id)!;
    scopes[key] = routeBySitePath ? { ...scope, linkContext: { ...scope.linkContext, routeBySitePath } } : scope;
    took(key, scopes[key]);
  }
  const used = new Set(Object.values(scopes).flatMap(sitePathsOf));
  for (const [id, map] of sitePaths) if (!used.has(map)) sitePaths.delete(id);
}
