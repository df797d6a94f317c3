import type { ScopeRenderData } from '../render/render-page.js';
import type { RenderJob } from './renderer.js';

/**
 * A render thread holds the data of this many content scopes at most, those its last pages rendered in: a scope's
 * links, sidebars and placements grow with its docs, and every thread holding every scope made a site's memory grow
 * with its versions and locales. Pages come scope after scope (see `buildRouteTable`), so each is sent to a thread
 * about once.
 */
export const SCOPES_PER_THREAD = 4;

/** What a thread is sent before a batch: the scopes' data it lacks (or holds as it was), and the scopes it lets go. */
export interface ScopeDelivery {
  put: Record<string, ScopeRenderData>;
  drop: string[];
}

/**
 * What a thread holding `held` (by key, the least recently used first; updated here) is sent before rendering `jobs`
 * with `scopes`, the site's every scope now; undefined when it holds all it needs and no more than it may.
 */
export function scopeDelivery(
  held: Map<string, ScopeRenderData>,
  jobs: RenderJob[],
  scopes: Record<string, ScopeRenderData>,
): ScopeDelivery | undefined {
  const needed = new Set(
    jobs.flatMap(({ plan, doc }) => [...(plan.kind === 'doc' ? [plan.scope] : []), ...(doc ? [doc.scope] : [])]),
  );
  const put: Record<string, ScopeRenderData> = {};
  for (const key of needed) {
    const scope = scopes[key]!;
    if (held.get(key) !== scope) put[key] = scope;
    held.delete(key);
    held.set(key, scope);
  }
  const drop = [...held.keys()].slice(0, Math.max(0, held.size - SCOPES_PER_THREAD)).filter((key) => !needed.has(key));
  for (const key of drop) held.delete(key);
  return Object.keys(put).length > 0 || drop.length > 0 ? { put, drop } : undefined;
}
