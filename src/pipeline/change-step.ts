import { scanSiteAssets } from '../assets/colocated.js';
import type { BundleUpdate, ThemeBundleInput, ThemeBundles } from '../bundle/bundle-theme.js';
import type { DocSource } from '../shared/model.js';
import type { ScopeContent } from '../sources/registry.js';
import type { SitePlan, SitePlanInput } from '../site/plan-site.js';
import { themeBundleInput } from '../site/render-input.js';
import { docusaurusGeneratedData } from '../docusaurus/generated-data.js';
import { docsMadeMdxByPlugins } from '../mdx/plugin-mdx.js';
import type { PluginContent } from '../sources/plugins/plugin-source.js';
import type { ChangeSet } from './changes.js';
import { outline, type Snapshot, type SnapshotStages } from './snapshot.js';

/** The docs as a change found them: the files it read again, each as it was and as it is now. */
export interface DocsChange {
  touched: Set<string>;
  before: ReadonlyMap<string, DocSource>;
  after(file: string): DocSource | undefined;
  /** The docs the site shows now, by scope. */
  loaded: ScopeContent[];
  /** What the plugins that add routes made now: the same list when none of them ran again. */
  plugins: PluginContent[];
}

/** What the change step asks of the pipeline; each keeps its error under its stage and answers undefined on one. */
export interface ChangeTools {
  plan(input: SitePlanInput): SitePlan | undefined;
  /** Bundles again with `update`, from an esbuild context that starts from `started` when there is none yet. */
  bundle(started: () => ThemeBundleInput, update: BundleUpdate): Promise<ThemeBundles | undefined>;
  /** The pages folder's modules, listed again. */
  pageModules(): Promise<string[]>;
}

/** A body edit re-renders its page; anything the sidebar, routes or other pages show re-plans the site. */
export function isStructural({ touched, before, after }: DocsChange): boolean {
  for (const file of touched) {
    const [was, now] = [before.get(file), after(file)];
    if (was !== now && (!was || !now || outline(was) !== outline(now))) return true;
  }
  return false;
}

/**
 * Whether a change edited the bodies of docs and nothing else: no title, front matter, file list, config, theme or
 * plugin input. Open pages of those docs then swap their article in place rather than reload.
 */
export function onlyBodies(changes: ChangeSet, docs: DocsChange): boolean {
  const { config, rescanDocs, rereadDocs, templates, plugins } = changes;
  const others = config || rescanDocs || rereadDocs || templates || changes.static || plugins.size > 0;
  return !others && docs.touched.size > 0 && !isStructural(docs);
}

/**
 * The stages a change affects, on top of the last good snapshot `s`: the routes and sidebars planned
 * again, the theme bundled again, the assets beside the docs listed again, each only when its inputs
 * changed. A stage that fails keeps its result in `s`. Answers `s` itself when nothing changed.
 */
export async function changedStages(
  s: Snapshot,
  changes: ChangeSet,
  docs: DocsChange,
  tools: ChangeTools,
  dev: boolean,
): Promise<SnapshotStages> {
  const structural = isStructural(docs);
  let pageModules = changes.templates ? await tools.pageModules() : s.pageModules;
  if (pageModules.join() === s.pageModules.join()) pageModules = s.pageModules;
  const replan = () =>
    structural || pageModules !== s.pageModules || docs.plugins !== s.plan.plugins
      ? (tools.plan({
          config: s.config,
          configFile: s.configFile,
          docs: docs.loaded,
          pageModules,
          plugins: docs.plugins,
          previous: s.plan,
        }) ?? s.plan)
      : s.plan;
  let plan = replan();
  let bundles = s.bundles;
  // MDX docs are modules of the server bundle: editing one (or making a doc MDX) bundles again.
  const madeMdx = await docsMadeMdxByPlugins(
    s.config,
    s.siteDir,
    docs.loaded.flatMap((c) => c.docs),
  );
  const bundleInput = (pageModules: string[], plan: SitePlan) =>
    themeBundleInput({
      config: s.config,
      siteDir: s.siteDir,
      pageModules,
      plan,
      dev,
      docs: docs.loaded.flatMap((c) => c.docs),
      madeMdx,
      cacheDir: s.bundleDir,
    });
  // The site data, and Docusaurus's generated data the site's code may import (a blog's recent posts among them).
  const sitesOf = (plan: SitePlan) =>
    JSON.stringify([
      plan.site,
      Object.entries(plan.localeSites).map(([name, l]) => [name, l.site]),
      docusaurusGeneratedData(s.siteDir, plan, s.config.i18n),
    ]);
  let mdxDocs = bundleInput(pageModules, plan).mdxDocs ?? [];
  if (mdxDocs.join() === s.mdxDocs.join()) mdxDocs = s.mdxDocs;
  const mdxChanged =
    mdxDocs !== s.mdxDocs || [...docs.touched].some((file) => mdxDocs.includes(file) || s.mdxDocs.includes(file));
  if (
    mdxChanged ||
    changes.templates ||
    pageModules !== s.pageModules ||
    plan.pluginModules.join() !== s.plan.pluginModules.join() ||
    (plan !== s.plan && sitesOf(plan) !== sitesOf(s.plan))
  ) {
    const started = () => bundleInput(s.pageModules, s.plan);
    const { site, localeSites, generated, pageModules: modules } = bundleInput(pageModules, plan);
    const next = await tools.bundle(started, { pageModules: modules, site, localeSites, generated, mdxDocs });
    if (next) bundles = next;
    else if (pageModules !== s.pageModules) {
      // A new page module that does not compile has no route yet: the site goes on without it.
      pageModules = s.pageModules;
      plan = replan();
    }
  }
  // Files beside the docs appear, go or change (and so get new names) only with a rescan of the docs folder; a
  // static image may change size.
  let assets =
    changes.rescanDocs || changes.static ? await scanSiteAssets(s.siteDir, s.config, plan.locales, s.assets) : s.assets;
  if (
    JSON.stringify(assets.byFolder) === JSON.stringify(s.assets.byFolder) &&
    JSON.stringify(assets.staticImages.sizes) === JSON.stringify(s.assets.staticImages?.sizes)
  )
    assets = s.assets;
  if (plan === s.plan && bundles === s.bundles && assets === s.assets && docs.touched.size === 0) return s;
  return { ...s, pageModules, plan, bundles, assets, mdxDocs: bundles === s.bundles ? s.mdxDocs : mdxDocs };
}
