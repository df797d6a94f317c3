import path from 'node:path';
import { linkedAssets, readColocatedAsset, scanColocatedAssets, type ColocatedAssets } from '../assets/colocated.js';
import { createThemeBundler, type ThemeBundler, type ThemeBundles } from '../bundle/bundle-theme.js';
import { loadConfig } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import { docsRoot, listDocFiles, readDoc, selectDocs } from '../content/load-docs.js';
import { DocgenError, DocgenErrors, isUserError } from '../errors.js';
import { collectWarnings, type BuildWarning } from '../links/warnings.js';
import type { DocSource } from '../model.js';
import { assetFiles, indexFiles, keptOfPage, pageFiles, searchIndexFiles, searchIndexOptions, type KeptPage } from '../output/site-files.js';
import type { OutputFile } from '../output/write-site.js';
import type { RenderJob } from '../render/render-all.js';
import type { RenderedPage, SharedRenderData } from '../render/render-page.js';
import { searchableOf } from '../search/build-index.js';
import { findPageModules, pagesDirOf, planSite, type SitePlan } from '../site/plan-site.js';
import { renderJobs, sharedRenderData, themeBundleInput } from '../site/render-input.js';
import { RenderPool } from './render-pool.js';
import { SearchThread } from './search-thread.js';

/** What changed on disk since the last update, as the watcher saw it. */
export interface ChangeSet {
  config: boolean;
  /** Absolute paths of Markdown files of the docs folder that changed, appeared or went away. */
  docs: Set<string>;
  /** Files or folders appeared or went away in the docs folder: list it again. */
  rescanDocs: boolean;
  /** The theme, the pages or the static apps' sources. */
  templates: boolean;
  static: boolean;
}

export const noChanges = (): ChangeSet => ({ config: false, docs: new Set(), rescanDocs: false, templates: false, static: false });

/** The last version of the site that built: it keeps being served while a change fails. */
interface Snapshot {
  config: SiteConfig;
  configFile: string;
  siteDir: string;
  pageModules: string[];
  plan: SitePlan;
  bundles: ThemeBundles;
  shared: SharedRenderData;
  assets: ColocatedAssets;
  /** Absolute paths of the docs compiled as MDX into the server bundle. */
  mdxDocs: string[];
}

export interface UpdateResult {
  /** Pages rendered by this update. */
  rendered: number;
  /** What the update did, in a few words ("docs/intro.md", "the theme", "site.config.yaml"). */
  cause: string;
}

/**
 * Keeps the whole site in memory between changes (config, docs, plan, bundles, rendered pages) and
 * runs again only the stages a change affects, with the same stage functions as `build`.
 * Each mistake is kept under the part it came from, so fixing one file clears only its errors.
 */
export class SiteBuilder {
  private snapshot?: Snapshot;
  /** Docs by absolute path; a doc that fails to load keeps its last good version here. */
  private docs = new Map<string, DocSource>();
  private pages = new Map<string, RenderedPage>();
  /** What the link check reads of each page, kept as long as the page is. */
  private kept = new WeakMap<RenderedPage, KeptPage>();
  /** The search index as of the last `refreshSearch`. */
  private search: OutputFile[] = [];
  /** The colocated assets the pages link to, read once each and served from memory. */
  private assetFiles = new Map<string, OutputFile>();
  private errors = new Map<string, DocgenError[]>();
  private bundler?: ThemeBundler;
  private pool?: RenderPool;
  private readonly searchThread = new SearchThread();
  /** Set when the config changed but the site could not be built with it yet. */
  private stale = true;

  constructor(private readonly configPath: string) {}

  get built(): boolean {
    return this.snapshot !== undefined;
  }

  get config(): SiteConfig | undefined {
    return this.snapshot?.config;
  }

  get siteDir(): string {
    return this.snapshot?.siteDir ?? path.dirname(path.resolve(this.configPath));
  }

  /** Every error that stands now, in a stable order: config first, then docs, theme and pages. */
  currentErrors(): DocgenError[] {
    return [...this.errors.values()].flat();
  }

  async update(changes: ChangeSet): Promise<UpdateResult> {
    this.errors.delete('internal');
    try {
      if (this.stale || changes.config) return await this.rebuildAll();
      return await this.applyChanges(changes);
    } catch (error) {
      // A bug in docgen, or the file system failing under it: reported like an author's mistake,
      // so that the server stays up and the next change tries again from scratch.
      this.stale = true;
      const err = error as Error;
      const hint = process.env.DOCGEN_DEBUG ? err?.stack : 'this looks like a bug in docgen; run with DOCGEN_DEBUG=1 for the stack trace';
      this.errors.set('internal', [new DocgenError(`docgen failed: ${err?.message ?? String(error)}`, undefined, hint)]);
      return { rendered: 0, cause: describe(changes, this.siteDir) };
    }
  }

  /** Every file of the site as it stands. */
  files(): OutputFile[] {
    const s = this.snapshot;
    if (!s) return [];
    const rendered = [...this.pages.values()];
    const pages = rendered.flatMap((page) => pageFiles(page, s.config.trailingSlash));
    const index = indexFiles({ config: s.config, siteDir: s.siteDir, plan: s.plan, docs: this.docList().docs, pages: rendered });
    return [...pages, ...assetFiles({ config: s.config, plan: s.plan, client: s.bundles.client, search: this.search }), ...index, ...this.assetFiles.values()];
  }

  /**
   * Indexes the pages for search again, on the search thread. Watch mode does it after the pages are
   * out (it is not needed to show them); answers false when the site changed meanwhile, as the index
   * is then already out of date and the next refresh will do.
   */
  async refreshSearch(): Promise<boolean> {
    const s = this.snapshot;
    const options = s && searchIndexOptions(s.config, s.plan, this.docList().docs);
    const pages = this.pages;
    const index = options && (await this.searchThread.index({ ...options, pages: [...pages.values()].map(searchableOf) }));
    if (this.pages !== pages || this.snapshot !== s) return false;
    this.search = searchIndexFiles(index);
    return true;
  }

  async warnings(): Promise<BuildWarning[]> {
    const s = this.snapshot;
    if (!s) return [];
    const pages = [...this.pages.values()].map((page) => {
      let kept = this.kept.get(page);
      if (!kept) this.kept.set(page, (kept = keptOfPage(page)));
      return kept;
    });
    const outputPaths = [...assetFiles({ config: s.config, plan: s.plan, client: s.bundles.client, search: this.search }).map((f) => f.path), ...this.assetFiles.keys()];
    return collectWarnings({ config: s.config, configPath: path.resolve(this.configPath), siteDir: s.siteDir, pages, outputPaths, duplicates: s.plan.routeTable.duplicates });
  }

  async close(): Promise<void> {
    await Promise.all([this.bundler?.dispose(), this.pool?.close(), this.searchThread.close()]);
  }

  private async rebuildAll(): Promise<UpdateResult> {
    this.stale = true;
    const configFile = path.relative(process.cwd(), path.resolve(this.configPath)) || this.configPath;
    const failed = { rendered: 0, cause: configFile };
    const loaded = await this.attempt('config', () => loadConfig(this.configPath));
    if (!loaded) return failed;
    const { config, siteDir } = loaded;
    await this.syncDocs(config, siteDir, [], 'all');
    const pageModules = await findPageModules(siteDir, pagesDirOf(config));
    const docs = this.docList();
    const plan = this.attemptSync('site', () => planSite({ config, configFile, docs: docs.docs, draftIds: docs.draftIds, pageModules }));
    if (!plan) return failed;

    const input = themeBundleInput({ config, siteDir, pageModules, site: plan.site, dev: true, docs: docs.docs });
    const bundler = await this.attempt('bundle', () => createThemeBundler(input));
    const bundles = bundler && (await this.attempt('bundle', () => bundler.bundle()));
    const assets = await scanColocatedAssets(docsRoot({ siteDir, docsDir: config.docs.path }));
    const shared = bundles && sharedRenderData({ config, siteDir, docs: docs.docs, plan, client: bundles.client, assets });
    this.pool ??= new RenderPool(plan.routeTable.routes.length);
    const rendered = shared && (await this.render(renderJobs(plan.routeTable, docs.docs), bundles.serverFile, shared, plan));
    if (!bundler || !bundles || !shared || rendered === undefined) {
      await bundler?.dispose();
      return failed;
    }
    await this.bundler?.dispose();
    this.bundler = bundler;
    this.snapshot = { config, configFile, siteDir, pageModules, plan, bundles, shared, assets, mdxDocs: input.mdxDocs ?? [] };
    this.stale = false;
    await this.readLinkedAssets();
    return { rendered, cause: configFile };
  }

  private async applyChanges(changes: ChangeSet): Promise<UpdateResult> {
    const s = this.snapshot!;
    const cause = describe(changes, s.siteDir);
    const before = new Map(this.docs);
    const touched = await this.syncDocs(s.config, s.siteDir, [...changes.docs], changes.rescanDocs ? 'new' : 'none');

    // A body edit re-renders its page; anything the sidebar, routes or other pages show re-plans the site.
    let structural = false;
    const edited = new Set<string>();
    for (const file of touched) {
      const [was, now] = [before.get(file), this.docs.get(file)];
      if (was === now || (was && now && was.body === now.body && was.bodyLine === now.bodyLine && outline(was) === outline(now))) continue;
      if (!was || !now || outline(was) !== outline(now)) structural = true;
      else edited.add(now.route);
    }
    let pageModules = changes.templates ? await findPageModules(s.siteDir, pagesDirOf(s.config)) : s.pageModules;
    if (pageModules.join() === s.pageModules.join()) pageModules = s.pageModules;
    const docs = this.docList();
    const replan = () =>
      structural || pageModules !== s.pageModules
        ? (this.attemptSync('site', () => planSite({ config: s.config, configFile: s.configFile, docs: docs.docs, draftIds: docs.draftIds, pageModules })) ?? s.plan)
        : s.plan;
    let plan = replan();
    let bundles = s.bundles;
    // MDX docs are modules of the server bundle: editing one (or making a doc MDX) bundles again.
    const mdxDocs = themeBundleInput({ config: s.config, siteDir: s.siteDir, pageModules, site: plan.site, dev: true, docs: docs.docs }).mdxDocs ?? [];
    const mdxChanged = mdxDocs.join() !== s.mdxDocs.join() || [...touched].some((file) => mdxDocs.includes(file) || s.mdxDocs.includes(file));
    if (mdxChanged || changes.templates || pageModules !== s.pageModules || (plan !== s.plan && JSON.stringify(plan.site) !== JSON.stringify(s.plan.site))) {
      const next = await this.attempt('bundle', () => this.bundler!.bundle({ pageModules, site: plan.site, mdxDocs }));
      if (next) bundles = next;
      else if (pageModules !== s.pageModules) {
        // A new page module that does not compile has no route yet: the site goes on without it.
        pageModules = s.pageModules;
        plan = replan();
      }
    }
    // Pages name the entry script and the page modules' chunks: when those kept their names (an edit of
    // an example app, or of nothing the browser runs), no page needs rendering for the new bundle.
    const pagesAssets = (client: ThemeBundles['client']) => JSON.stringify([client.entry, client.pageModuleAssets]);
    // Files beside the docs appear, go or change (and so get new names) only with a rescan of the docs folder.
    let assets = changes.rescanDocs ? await scanColocatedAssets(docsRoot({ siteDir: s.siteDir, docsDir: s.config.docs.path }), s.assets) : s.assets;
    if (JSON.stringify(assets.byDocPath) === JSON.stringify(s.assets.byDocPath)) assets = s.assets;
    const shared =
      plan === s.plan && assets === s.assets && pagesAssets(bundles.client) === pagesAssets(s.bundles.client)
        ? s.shared
        : sharedRenderData({ config: s.config, siteDir: s.siteDir, docs: docs.docs, plan, client: bundles.client, assets });

    // Without a new plan (it failed), docs that are gone or renamed have no job: their pages stay as they were.
    const jobs = renderJobs(plan.routeTable, docs.docs).filter((j) => j.plan.kind !== 'doc' || j.doc);
    const everything = bundles.serverFile !== s.bundles.serverFile || shared !== s.shared;
    const rendered = await this.render(everything ? jobs : jobs.filter((j) => edited.has(j.plan.route)), bundles.serverFile, shared, plan);
    if (rendered === undefined) return { rendered: 0, cause };
    this.snapshot = { ...s, pageModules, plan, bundles, shared, assets, mdxDocs };
    await this.readLinkedAssets();
    return { rendered, cause };
  }

  /** Reads the assets that pages link to and were not read yet; drops those no page links to any more. */
  private async readLinkedAssets(): Promise<void> {
    const { assets } = this.snapshot!;
    const next = new Map<string, OutputFile>();
    await Promise.all(
      [...linkedAssets([...this.pages.values()], assets)].map(async (output) => {
        next.set(output, this.assetFiles.get(output) ?? (await readColocatedAsset(assets, output)));
      }),
    );
    this.assetFiles = next;
  }

  /**
   * Renders the jobs and merges them into the pages of `plan`'s routes. A page that fails keeps its
   * last good version. Answers how many pages were rendered, or undefined when the theme cannot load.
   */
  private async render(jobs: RenderJob[], serverFile: string, shared: SharedRenderData, plan: SitePlan): Promise<number | undefined> {
    this.pool!.configure(serverFile, shared);
    const result = await this.attempt('theme', () => this.pool!.render(jobs));
    if (!result) return undefined;
    const pages = new Map<string, RenderedPage>();
    for (const page of result.pages) this.errors.delete(`page:${page.route}`);
    const fresh = new Map(result.pages.map((p) => [p.route, p]));
    for (const { route } of plan.routeTable.routes) {
      const page = fresh.get(route) ?? this.pages.get(route);
      if (page) pages.set(route, page);
    }
    for (const failure of result.failures) this.errors.set(`page:${failure.route}`, failure.errors);
    const routes = new Set(plan.routeTable.routes.map((r) => r.route));
    for (const key of this.errors.keys()) if (key.startsWith('page:') && !routes.has(key.slice('page:'.length))) this.errors.delete(key);
    this.pages = pages;
    return result.pages.length;
  }

  /**
   * Reads the given docs again; with `scan: 'new'` also the docs that appeared or went away in the
   * docs folder, with `'all'` every doc. A doc that fails to load keeps its previous version, one
   * that is gone is dropped. Answers the files looked at.
   */
  private async syncDocs(config: SiteConfig, siteDir: string, files: string[], scan: 'none' | 'new' | 'all'): Promise<Set<string>> {
    const options = { siteDir, docsDir: config.docs.path, routeBase: config.docs.routeBasePath };
    const root = docsRoot(options);
    const touched = new Set(files);
    if (scan !== 'none') {
      const listed = new Set((await listDocFiles(options)).map((p) => path.join(root, p)));
      for (const file of this.docs.keys()) if (!listed.has(file)) touched.add(file);
      for (const file of listed) if (scan === 'all' || !this.docs.has(file)) touched.add(file);
    }
    await Promise.all(
      [...touched].map(async (file) => {
        try {
          if (!file.startsWith(root + path.sep)) throw Object.assign(new Error('outside the docs folder'), { code: 'ENOENT' });
          this.docs.set(file, await readDoc(path.relative(root, file), options));
          this.errors.delete(`doc:${file}`);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== 'ENOENT' && code !== 'EISDIR') return this.record(`doc:${file}`, error);
          this.docs.delete(file);
          this.errors.delete(`doc:${file}`);
        }
      }),
    );
    return touched;
  }

  /** Watch mode keeps drafts, as `build --dev` does. */
  private docList() {
    return selectDocs([...this.docs.values()], true);
  }

  private async attempt<T>(key: string, run: () => Promise<T>): Promise<T | undefined> {
    try {
      const value = await run();
      this.errors.delete(key);
      return value;
    } catch (error) {
      this.record(key, error);
      return undefined;
    }
  }

  private attemptSync<T>(key: string, run: () => T): T | undefined {
    try {
      const value = run();
      this.errors.delete(key);
      return value;
    } catch (error) {
      this.record(key, error);
      return undefined;
    }
  }

  private record(key: string, error: unknown): void {
    if (!isUserError(error)) throw error;
    this.errors.set(key, error instanceof DocgenErrors ? error.errors : [error]);
  }
}

/** A doc without its body: what the sidebar, the routes and other pages may show of it. */
function outline(doc: DocSource): string {
  const { body: _body, bodyLine: _bodyLine, ...rest } = doc;
  return JSON.stringify(rest);
}

function describe(changes: ChangeSet, siteDir: string): string {
  const parts = [...changes.docs].map((f) => path.relative(siteDir, f));
  if (changes.templates) parts.push('templates');
  if (changes.static) parts.push('static files');
  return parts.length > 3 ? `${parts.slice(0, 3).join(', ')} and ${parts.length - 3} more` : parts.join(', ') || 'docs';
}
