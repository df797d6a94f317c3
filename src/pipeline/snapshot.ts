import type { ColocatedAssets } from '../assets/colocated.js';
import type { ThemeBundles } from '../bundle/bundle-theme.js';
import { siteRenderKey } from '../cache/page-cache.js';
import type { SiteConfig } from '../config/schema.js';
import type { SharedRenderData } from '../render/render-page.js';
import type { DocSource } from '../shared/model.js';
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
  shared: SharedRenderData;
  /** Names every page's cache entry along with the page's own inputs; undefined without a cache. */
  renderKey?: string;
  /** `shared` but the per-doc placements, with the theme it renders with, as JSON. */
  sharedKey: string;
  /** Numbers `sharedKey`: a page's key holds this number, not a copy of the whole site's JSON. */
  sharedVersion: number;
  /** Files beside the docs that pages may link to. */
  assets: ColocatedAssets;
  /** Absolute paths of the docs compiled as MDX into the server bundle. */
  mdxDocs: string[];
}

export type SnapshotStages = Omit<Snapshot, 'shared' | 'sharedKey' | 'sharedVersion' | 'renderKey'>;

/**
 * Completes the stages' results with the data every page is rendered from. Data equal to the previous
 * snapshot's keeps the same object and version, so that the render threads are not sent it again and
 * no page renders again for it.
 */
export async function withSharedData(
  s: SnapshotStages,
  docs: DocSource[],
  context: { previous?: Snapshot; generation: number; dev: boolean; cached: boolean },
): Promise<Snapshot> {
  const shared = sharedRenderData({
    config: s.config,
    siteDir: s.siteDir,
    docs,
    plan: s.plan,
    client: s.bundles.client,
    assets: s.assets,
    mdx: s.mdxDocs.length > 0,
  });
  const sharedKey = JSON.stringify([context.generation, s.bundles.serverFile, { ...shared, placements: undefined }]);
  const { previous } = context;
  const renderKey = context.cached
    ? await siteRenderKey({
        config: s.config,
        siteDir: s.siteDir,
        dev: context.dev,
        serverFile: s.bundles.serverFile,
        shared,
      })
    : undefined;
  if (!previous || previous.sharedKey !== sharedKey)
    return { ...s, shared, sharedKey, sharedVersion: (previous?.sharedVersion ?? 0) + 1, renderKey };
  const same = JSON.stringify(previous.shared.placements) === JSON.stringify(shared.placements);
  return {
    ...s,
    shared: same ? previous.shared : shared,
    sharedKey: previous.sharedKey,
    sharedVersion: previous.sharedVersion,
    renderKey,
  };
}

/** Everything a page is rendered from: the theme, the data every page shares, its route, and its doc's place in the sidebar. */
export function pageKey(s: Snapshot, job: RenderJob): string {
  const placement = job.doc ? s.shared.placements[job.doc.id] : undefined;
  return JSON.stringify([s.sharedVersion, job.plan, placement]);
}

/** A doc without its body: what the sidebar, the routes and other pages may show of it. */
export function outline(doc: DocSource): string {
  const { body: _body, bodyLine: _bodyLine, ...rest } = doc;
  return JSON.stringify(rest);
}
