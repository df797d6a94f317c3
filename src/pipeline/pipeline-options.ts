import type { ColocatedAssets } from '../assets/colocated.js';
import type { HeldInOutput } from '../cache/page-cache.js';
import type { SiteConfig } from '../config/schema.js';
import type { LinkedFile, OutputFile } from '../output/write-site.js';
import type { createStageTimer } from '../util/timer.js';

export type StageTimer = ReturnType<typeof createStageTimer>;

export interface PipelineOptions {
  configFile: string;
  /** Drafts kept and bundles not minified: watch mode and `build --dev`. */
  dev: boolean;
  /**
   * Watch mode: the pipeline stays alive between updates. A stage that fails keeps its last good result
   * and the later stages go on with it; what the next update needs is kept (each page's search text,
   * the render threads with their Markdown). A cold run (`build`, `check-links`) stops at the first stage that fails.
   */
  incremental: boolean;
  threads?: number;
  /**
   * Where a rendered page's files go, as soon as it is rendered: the output folder, or watch mode's memory.
   * Answers the files' paths when it wrote them to disk: the build cache keeps those files rather than copies.
   */
  emit(files: OutputFile[], key?: string): Promise<string[] | void> | void;
  /**
   * Where a page's files go when they are in the build cache: linked into the output folder (`build`), or nowhere
   * (`check-links`). Without it, they are read and emitted. `key` (as `emit`'s) names the page's cache entry.
   */
  link?(files: LinkedFile[], key: string): Promise<unknown> | void;
  /** `build` into an output folder an earlier build wrote: the page files it holds still (see `Staging.holds`). */
  held?: HeldInOutput;
  /** Times the stages; `build` adds its write to it. */
  stage?: StageTimer;
  /** Called once the config is loaded, before any other stage: `build` checks its output path here. */
  configured?(loaded: { config: SiteConfig; siteDir: string }): Promise<void> | void;
  /** Pages rendered (in watch mode: rendered or found in the cache) of those a pass renders. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Watch mode: a render pass begins, with the site's files its pages need (bundles, sidebars) and the files beside
   * the docs they may link to; its pages follow, each through `emit`, the ones asked for through `SitePipeline.demand` first.
   */
  started?(files: OutputFile[], assets: ColocatedAssets): void;
  /** Reuse and keep results in the persistent build cache (`--no-cache` turns it off). */
  cache?: boolean;
  /** `build --locale X`: only that locale of the site's `i18n.locales` is built. */
  locale?: string;
  /** One line for the user, such as the cache being found damaged. */
  log?: (line: string) => void;
}

export interface UpdateResult {
  /** Pages rendered by this update. */
  rendered: number;
  /** What the update did, in a few words ("docs/intro.md", "templates", "site.config.yaml"). */
  cause: string;
  /** Only the bodies of docs changed (see `onlyBodies`): open pages may update in place. */
  bodiesOnly: boolean;
  /**
   * Only pages' own files changed: the bundles, sidebars and files beside the docs are as they were, so the site can
   * show the new pages before its index files (sitemap, llms.txt) are made again (see `siteFiles`).
   */
  pagesOnly: boolean;
}
