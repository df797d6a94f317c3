import type { ScopeRenderData } from '../render/render-page.js';
import type { DocPlacement } from '../sidebar/place-docs.js';
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

/** Where a doc is in each version of its instance (`DocPlacement.alternates`), one record that every version's scope shares. */
type Alternates = Record<string, string>;

/** A placement as a thread is sent it: its record of alternates named by number, the record sent once (see `alternates`). */
type SentPlacement = Omit<DocPlacement, 'alternates'> & { alternates?: number };

/**
 * A scope as a thread is sent it: its map of routes by site path and its placements' alternates named by number, each
 * sent once (see `sitePaths`, `alternates`).
 */
export type SentScope = Omit<ScopeRenderData, 'placements'> & {
  placements: Record<string, SentPlacement>;
  sitePaths?: number;
};

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
  /**
   * The records of alternates the put scopes' placements name that the thread does not hold, by number: one copy a
   * thread, as for `sitePaths`. Sent inside each scope, every version a thread held had a copy of every version's routes.
   */
  alternates?: Record<number, Alternates>;
}

/** What a thread holds, as its lane knows it: its scopes by key (the least recently used first), and what they share. */
export interface HeldScopes {
  scopes: Map<string, ScopeRenderData>;
  sitePaths: Set<SitePaths>;
  alternates: Set<Alternates>;
}

/** Each shared object's number, the same for every thread. */
const sharedIds = new WeakMap<object, number>();
let nextSharedId = 0;

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
  const sitePaths = newlyHeld(held.sitePaths, (held.sitePaths = new Set(heldScopes(held).flatMap(sitePathsOf))));
  const alternates = newlyHeld(held.alternates, (held.alternates = new Set(heldScopes(held).flatMap(alternatesOf))));
  return {
    put: Object.fromEntries(Object.entries(put).map(([key, scope]) => [key, sentScope(scope)])),
    drop,
    ...(sitePaths && { sitePaths }),
    ...(alternates && { alternates }),
  };
}

const heldScopes = (held: HeldScopes) => [...held.scopes.values()];

/** The objects of `now` not in `before`, by number; undefined when there are none. */
function newlyHeld<T extends object>(before: Set<T>, now: Set<T>): Record<number, T> | undefined {
  const added = [...now].filter((shared) => !before.has(shared));
  return added.length > 0 ? Object.fromEntries(added.map((shared) => [sharedId(shared), shared])) : undefined;
}

function sitePathsOf(scope: ScopeRenderData): SitePaths[] {
  const map = scope.linkContext.routeBySitePath;
  return map ? [map] : [];
}

function alternatesOf(scope: ScopeRenderData): Alternates[] {
  return Object.values(scope.placements).flatMap(({ alternates }) => (alternates ? [alternates] : []));
}

function sharedId(shared: object): number {
  let id = sharedIds.get(shared);
  if (id === undefined) sharedIds.set(shared, (id = nextSharedId++));
  return id;
}

function sentScope(scope: ScopeRenderData): SentScope {
  const { routeBySitePath, ...linkContext } = scope.linkContext;
  const placements = Object.fromEntries(
    Object.entries(scope.placements).map(([id, { alternates, ...placement }]) => [
      id,
      alternates ? { ...placement, alternates: sharedId(alternates) } : placement,
    ]),
  );
  return {
    ...scope,
    placements,
    ...(routeBySitePath && { linkContext, sitePaths: sharedId(routeBySitePath) }),
  };
}

/** What a thread holds that its scopes share, by number (see `ScopeDelivery`). */
export interface ThreadShared {
  sitePaths: Map<number, SitePaths>;
  alternates: Map<number, Alternates>;
}

/**
 * The thread's side: takes a delivery into `scopes` (what the thread renders with) and `shared`, each put scope with
 * its map and its placements' alternates again, and lets go of what no scope it holds names.
 */
export function takeDelivery(
  delivery: ScopeDelivery,
  scopes: Record<string, ScopeRenderData>,
  shared: ThreadShared,
  /** Each scope taken, as the thread holds it. */
  took: (key: string, scope: ScopeRenderData) => void,
): void {
  for (const [id, map] of Object.entries(delivery.sitePaths ?? {})) shared.sitePaths.set(Number(id), map);
  for (const [id, routes] of Object.entries(delivery.alternates ?? {})) shared.alternates.set(Number(id), routes);
  for (const key of delivery.drop) delete scopes[key];
  for (const [key, { sitePaths: id, placements, ...scope }] of Object.entries(delivery.put)) {
    const routeBySitePath = id === undefined ? undefined : shared.sitePaths.get(id)!;
    scopes[key] = {
      ...scope,
      ...(routeBySitePath && { linkContext: { ...scope.linkContext, routeBySitePath } }),
      placements: Object.fromEntries(
        Object.entries(placements).map(([doc, { alternates, ...placement }]) => [
          doc,
          alternates === undefined ? placement : { ...placement, alternates: shared.alternates.get(alternates)! },
        ]),
      ),
    };
    took(key, scopes[key]);
  }
  const held = Object.values(scopes);
  forgetUnused(shared.sitePaths, new Set(held.flatMap(sitePathsOf)));
  forgetUnused(shared.alternates, new Set(held.flatMap(alternatesOf)));
}

function forgetUnused<T>(byId: Map<number, T>, used: Set<T>): void {
  for (const [id, shared] of byId) if (!used.has(shared)) byId.delete(id);
}
