import path from 'node:path';
import { assetsAmong, linkedAssets, type ColocatedAssets } from '../assets/colocated.js';
import { isUserError, withKeyPositions } from '../errors.js';
import type { LoadedConfig } from '../config/load.js';
import { collectWarnings, type BuildWarning } from '../links/warnings.js';
import { sharedIdWarnings } from '../i18n/sidebar-ids.js';
import { unreadTranslationFiles } from '../i18n/unread-translation-files.js';
import { runPostBuild } from '../plugins/post-build.js';
import type { SitePlugin } from '../plugins/load-plugins.js';
import { assetFiles, indexFiles } from '../output/site-files.js';
import type { CheckedPage, LinkLedger } from '../links/link-ledger.js';
import type { OutputFile } from '../output/write-site.js';
import { docsInstancesOf } from '../sources/docs/docs-instances.js';
import { legacyPrefixedSidebarFiles } from '../sources/docs/versions.js';
import { localeOutputFolders } from '../sources/locales.js';
import { shownPath } from '../util/shown-path.js';
import { LinkedAssetFiles } from './linked-asset-files.js';
import type { PageRecord } from './page-records.js';
import type { PipelineOptions, StageTimer } from './pipeline-options.js';
import type { Snapshot } from './snapshot.js';

/**
 * The output stages after the pages: the site's other files (bundles, sidebars, the search index, sitemap and the
 * like), the link check's warnings and the plugins' `postBuild` hooks, all made of a snapshot and its pages' records.
 */
export class OutputStage {
  /** The search index's files, as watch mode last made them: it serves them from memory. */
  search: OutputFile[] = [];
  /** The paths of a cold run's search index files, each written as soon as its last page was in (see `SearchStage`). */
  searchWritten: string[] = [];
  /** A build's link check, made as its pages came: its records keep no links (see `PageRecord.links`). */
  links?: LinkLedger;
  /** sitemap.xml, llms.txt, robots.txt and the feeds, with what they were made from. */
  private indexed?: { plan: Snapshot['plan']; records: Map<string, PageRecord>; files: OutputFile[] };
  /** Watch mode: the colocated assets the pages link to, read once each and served from memory. */
  readonly linkedAssetFiles = new LinkedAssetFiles();

  constructor(
    private readonly options: PipelineOptions,
    private readonly stage: StageTimer,
  ) {}

  /**
   * Watch mode: reads the colocated assets that the pages just rendered link to and that it does not hold yet; those no
   * page links to any more go with the next `siteFiles`, which looks at every page.
   */
  followLinkedAssets(s: Snapshot, rendered: PageRecord[]): Promise<void> {
    return this.linkedAssetFiles.follow(checkedPages(rendered), s.assets, false);
  }

  /** The files beside the docs that pages link to (their output paths), and where they are read from. */
  linkedAssets(s: Snapshot, records: Map<string, PageRecord>): { assets: ColocatedAssets; linked: Set<string> } {
    return { assets: s.assets, linked: this.linked(s, records) };
  }

  private linked(s: Snapshot, records: Map<string, PageRecord>): Set<string> {
    return this.links
      ? assetsAmong(this.links.assets, s.assets)
      : linkedAssets(checkedPages(records.values()), s.assets);
  }

  /**
   * Every file of the site but the pages' own: bundles, sidebars, the search index, static apps, sitemap
   * and the like, and in watch mode the linked colocated assets (`build` copies those itself, a few at a time).
   */
  async siteFiles(s: Snapshot, records: Map<string, PageRecord>): Promise<OutputFile[]> {
    const assets = this.assetFiles(s);
    if (this.options.incremental) await this.linkedAssetFiles.follow(checkedPages(records.values()), s.assets, true);
    // Watch mode asks after each change and again once the search index follows. A body edit mostly leaves every
    // page's title, description and feed content as they were: the files made of them are kept, where making them
    // again from every page took 75-110 ms of the main thread on 1,000 pages.
    const { indexed } = this;
    if (!indexed || indexed.plan !== s.plan || !sameShown(indexed.records, records)) {
      const pages = [...records.values()].map((r) => r.kept);
      const files = await this.stage.run('index files', () =>
        indexFiles({ config: s.config, siteDir: s.siteDir, plan: s.plan, pages }),
      );
      this.indexed = { plan: s.plan, records, files };
    } else this.indexed = { ...indexed, records };
    return [...assets, ...this.indexed.files, ...this.linkedAssetFiles.values()];
  }

  /** The bundles, sidebars, search index and static apps of `s`: every file of the site that no page or index makes. */
  assetFiles(s: Snapshot): OutputFile[] {
    const { config, siteDir, plan } = s;
    return assetFiles({ config, siteDir, plan, client: s.bundles.client, search: this.search });
  }

  /**
   * Symbolic links of the docs not followed, broken links and anchors, duplicate routes, Markdown warnings, sidebar
   * items sharing a translation id, translation files not read and versioned sidebars files of early Docusaurus 2.
   */
  async warnings(
    s: Snapshot,
    records: Map<string, PageRecord>,
    refusedLinks: { file: string; reason: string }[],
    siteFiles: OutputFile[],
    locate: LoadedConfig['locate'],
  ): Promise<BuildWarning[]> {
    const links = refusedLinks.map(({ file, reason }) => ({ kind: 'symlink' as const, source: file, message: reason }));
    const shared = sharedIdWarnings(
      s.plan.docs.flatMap((d) => d.sharedIds),
      locate,
    ).map((one) => ({ kind: 'translation-id' as const, shared: one }));
    const unread = (await unreadTranslationFiles(s.siteDir, s.plan, s)).map(({ file, message }) => ({
      kind: 'translation-file' as const,
      source: file,
      message,
    }));
    const found = await this.stage.run('links', () =>
      collectWarnings({
        config: s.config,
        configPath: path.resolve(this.options.configFile),
        siteDir: s.siteDir,
        pages: this.links ?? checkedPages(records.values()),
        outputPaths: [...new Set([...siteFiles.map((f) => f.path), ...this.searchWritten, ...this.linked(s, records)])],
        duplicates: s.plan.routeTable.duplicates,
        localeFolders: localeOutputFolders(s.config, this.options.locale),
      }),
    );
    const legacy = legacyPrefixedSidebarFiles(docsInstancesOf(s.config)).map((one) => ({
      kind: 'sidebars-file' as const,
      ...one,
    }));
    return [...links, ...found, ...shared, ...unread, ...legacy];
  }

  /**
   * The plugins' `postBuild` hooks, given the folder the site was written to and every route; what one throws is
   * an error at its key in the config.
   */
  async postBuild(
    loaded: { plugins: SitePlugin[]; locate: LoadedConfig['locate'] },
    records: Map<string, PageRecord>,
    outDir: string,
  ): Promise<void> {
    const { plugins, locate } = loaded;
    const pages = [...records.entries()].map(([route, r]) => ({ route, paths: r.paths }));
    await this.stage.run('postBuild', () =>
      runPostBuild(plugins, { outDir, pages, configFile: shownPath(this.options.configFile) }).catch((error) => {
        throw isUserError(error) ? withKeyPositions(error, locate) : error;
      }),
    );
  }
}

/** Whether two sets of records show the same routes with the same titles, descriptions and feed content. */
function sameShown(before: Map<string, PageRecord>, after: Map<string, PageRecord>): boolean {
  if (before === after) return true;
  if (before.size !== after.size) return false;
  for (const [route, record] of after) {
    const old = before.get(route)?.kept;
    const now = record.kept;
    if (old === now) continue;
    if (
      !old ||
      old.title !== now.title ||
      old.description !== now.description ||
      old.kind !== now.kind ||
      old.feedContent !== now.feedContent
    )
      return false;
  }
  return true;
}

/** The pages' link facts, which an incremental pipeline's records keep. */
function checkedPages(records: Iterable<PageRecord>): CheckedPage[] {
  return [...records].flatMap((r) => (r.links ? [r.links] : []));
}
