import type { ColocatedAssets } from '../assets/colocated.js';
import type { ThemeBundles } from '../bundle/bundle-theme.js';
import { cacheKey } from '../cache/build-cache.js';
import { siteRenderKey } from '../cache/page-cache.js';
import type { SiteConfig } from '../config/schema.js';
import type { SharedRenderData } from '../render/render-page.js';
import type { DocSource } from '../shared/model.js';
import type { ScopeContent } from '../sources/registry.js';
import type { SitePlan } from '../site/plan-site.js';
import { sharedRenderData } from '../site/render-input.js';
import type { RenderJob } from './renderer.js';

/** Every stage's last good result. */
export interface Snapshot {
  config: SiteConfig;
  configFile: string;
  siteDir: string;
  pageModules: string[];
  plan: SitePlan;
  bundles: ThemeBundles;
  /** Where the server bundle is written (`ThemeBundleInput.cacheDir`). */
  bundleDir: string;
  shared: SharedRenderData;
  /**
   * Names every page's cache entry along with its scope's key and the page's own inputs; undefined without a cache.
   */
  renderKey?: { site: string; scopes: Record<string, string> };
  /** `shared` but its scopes, with the theme it renders with, as JSON. */
  sharedKey: string;
  /** Numbers `sharedKey`: a page's key holds this number, not a copy of the whole site's JSON. */
  sharedVersion: number;
  /**
   * Each scope's data but the per-doc placements, hashed (held as JSON, every version's and locale's took 0.3 MB a
   * scope of 200 docs), and its number, as `sharedKey` and `sharedVersion`. The hash names its pages' cache entries.
   */
  scopeKeys: Record<string, { key: string; version: number }>;
  /** Files beside the docs that pages may link to. */
  assets: ColocatedAssets;
  /** Absolute paths of the docs compiled as MDX into the server bundle. */
  mdxDocs: string[];
}

export type SnapshotStages = Omit<Snapshot, 'shared' | 'sharedKey' | 'sharedVersion' | 'scopeKeys' | 'renderKey'>;

/**
 * Completes the stages' results with the data every page is rendered from. Data equal to the previous
 * snapshot's keeps the same object and version, so that the render threads are not sent it again and
 * no page renders again for it.
 */
export async function withSharedData(
  s: SnapshotStages,
  docs: ScopeContent[],
  context: { previous?: Snapshot; generation: number; dev: boolean; cached: boolean },
): Promise<Snapshot> {
  const fresh = sharedRenderData({
    config: s.config,
    siteDir: s.siteDir,
    docs,
    plan: s.plan,
    client: s.bundles.client,
    assets: s.assets,
    mdx: s.mdxDocs.length > 0,
  });
  const { previous } = context;
  const sharedKey = JSON.stringify([context.generation, s.bundles.serverFile, { ...fresh, scopes: undefined }]);
  const sameSite = previous?.sharedKey === sharedKey;
  const scopeKeys: Snapshot['scopeKeys'] = {};
  const scopes: SharedRenderData['scopes'] = {};
  for (const [name, scope] of Object.entries(fresh.scopes)) {
    const key = cacheKey({ ...scope, placements: undefined });
    const before = sameSite ? previous.scopeKeys[name] : undefined;
    const kept = previous?.shared.scopes[name];
    if (before?.key === key && kept) {
      scopeKeys[name] = before;
      // Data equal to the last keeps its object, so that the render threads are not sent it again.
      scopes[name] =
        JSON.stringify(kept.placements) === JSON.stringify(scope.placements)
          ? kept
          : { ...kept, placements: scope.placements };
    } else {
      scopeKeys[name] = { key, version: (previous?.scopeKeys[name]?.version ?? 0) + 1 };
      scopes[name] = scope;
    }
  }
  const unchanged =
    sameSite &&
    Object.keys(scopes).length === Object.keys(previous.shared.scopes).length &&
    Object.entries(scopes).every(([name, scope]) => previous.shared.scopes[name] === scope);
  const shared = unchanged ? previous.shared : sameSite ? { ...previous.shared, scopes } : { ...fresh, scopes };
  const renderKey = context.cached
    ? {
        site: await siteRenderKey({
          config: s.config,
          siteDir: s.siteDir,
          dev: context.dev,
          serverFile: s.bundles.serverFile,
          shared,
        }),
        scopes: Object.fromEntries(Object.entries(scopeKeys).map(([name, { key }]) => [name, key])),
      }
    : undefined;
  const sharedVersion = sameSite ? previous.sharedVersion : (previous?.sharedVersion ?? 0) + 1;
  return { ...s, shared, sharedKey, sharedVersion, scopeKeys, renderKey };
}

/**
 * Everything a page is rendered from: the theme, the data every page shares, its route, and its doc's place in the
 * sidebar, hashed: each page's record holds its key, and as JSON the keys took 1.5 KB a page. Watch mode alone asks
 * for it, and keeps it for the next update (see `madeKeys`).
 */
export function pageKey(s: Snapshot, job: RenderJob): string {
  const scope = job.doc?.scope;
  const placement = scope === undefined ? undefined : s.shared.scopes[scope]!.placements[job.doc!.id];
  const scopeVersion = scope && s.scopeKeys[scope]!.version;
  const made = madeKeys.get(job.plan);
  if (made && made.shared === s.sharedVersion && made.scope === scopeVersion && made.placement === placement)
    return made.key;
  const key = cacheKey(s.sharedVersion, scopeVersion, job.plan, placement);
  madeKeys.set(job.plan, { shared: s.sharedVersion, scope: scopeVersion, placement, key });
  return key;
}

/**
 * Each page's last key, by its route plan: an update that keeps the plan and its shared data (a body edit) would
 * otherwise hash every page's again, 30-90 ms of the main thread on 1,000 pages before the edited page renders.
 */
const madeKeys = new WeakMap<RenderJob['plan'], { shared: number; scope: unknown; placement: unknown; key: string }>();

/** A doc without its body: what the sidebar, the routes and other pages may show of it. */
export function outline(doc: DocSource): string {
  const { body: _body, bodyLine: _bodyLine, ...rest } = doc;
  return JSON.stringify(rest);
}
