import path from 'node:path';
import { writeColocatedAssets } from './assets/colocated.js';
import { DocgenErrors } from './errors.js';
import { warningToError, type BuildWarning } from './links/warnings.js';
import { canFailBuild, isBrokenAnchor } from './links/check-links.js';
import { cacheDirOf } from './cache/cache-dir.js';
import { checkOutputPath } from './output/check-output-path.js';
import { outputManifestFile } from './output/output-manifest.js';
import { openStaging, type LinkedFile, type OutputFile, type Staging } from './output/write-site.js';
import { everything } from './pipeline/changes.js';
import { SitePipeline } from './pipeline/site-pipeline.js';
import { localeOutputFolders } from './sources/locales.js';
import { createStageTimer, type StageTiming } from './util/timer.js';

export { warningToError, type BuildWarning };

export interface BuildOptions {
  configFile: string;
  outDir?: string;
  /** Development builds keep drafts and skip minification. */
  dev?: boolean;
  threads?: number;
  onProgress?: (done: number, total: number) => void;
  /** Called as each stage starts, for progress output. */
  onStage?: (name: string) => void;
  /** Overrides the config's `onBrokenLinks`: `check-links` reports broken links itself. */
  onBrokenLinks?: 'warn' | 'throw';
  /** `false` (`--no-cache`): neither read nor write the persistent build cache. */
  cache?: boolean;
  /** `--locale X`: build only that locale of `i18n.locales`. */
  locale?: string;
  /** One-line notices, such as a damaged cache being rebuilt; stderr by default. */
  log?: (line: string) => void;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  warnings: BuildWarning[];
  seconds: number;
  bytes: number;
  timings: StageTiming[];
}

/**
 * A cold run of the pipeline, pages written as they are rendered into a staging folder that replaces
 * the output folder once everything is written: a failed build leaves the previous output as it was.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const stage = createStageTimer(options.onStage);
  let staging: Promise<Staging> | undefined;
  /** The staging folder once open: the render stage asks it which pages the output holds, one file at a time. */
  let opened: Staging | undefined;
  let bytes = 0;
  const outDirOf = (siteDir: string) => path.resolve(options.outDir ?? path.join(siteDir, 'build'));
  // The output path is checked, and the staging folder opened, once the config names them and before any other work.
  const configured = async ({ config, siteDir, plugins }: NonNullable<SitePipeline['loaded']>) => {
    await checkOutputPath(outDirOf(siteDir), config, siteDir);
    staging ??= openStaging(
      outDirOf(siteDir),
      path.join(siteDir, config.staticDir),
      siteDir,
      localeOutputFolders(config, options.locale),
      // A plugin's postBuild reads the whole site in the staging folder: that folder must then hold every page.
      options.cache !== false && !plugins.some((p) => p.plugin.postBuild)
        ? outputManifestFile(cacheDirOf(config, siteDir), outDirOf(siteDir))
        : undefined,
    );
    opened = await staging;
  };
  const write = async (files: OutputFile[], key?: string) => {
    // Not `bytes += await …`: that reads `bytes` before the write, and pages are written concurrently.
    const written = await (await staging!).write(files, key);
    bytes += written.bytes;
    return written.paths;
  };
  const link = async (files: LinkedFile[], key: string) => {
    const written = await (await staging!).link(files, key);
    bytes += written;
    return written;
  };
  const held = (file: string, key: string) => !!opened?.holds(file, key);
  const pipeline = new SitePipeline({ ...pipelineOptions(options), stage, emit: write, link, held, configured });
  let committed = false;
  try {
    const { pages, files, warnings } = await finish(pipeline, options);
    await stage.run('write', async () => {
      await write(files);
      const colocated = pipeline.linkedAssets();
      if (colocated) await writeColocatedAssets(colocated.assets, colocated.linked, write);
      await pipeline.postBuild((await staging!).dir);
      await (await staging!).commit();
      committed = true;
    });
    const seconds = (performance.now() - started) / 1000;
    return { outDir: outDirOf(pipeline.loaded!.siteDir), pages, warnings, seconds, bytes, timings: stage.timings };
  } catch (error) {
    await (await staging?.catch(() => undefined))?.discard();
    throw error;
  } finally {
    await pipeline.close();
    // After the cache's last links to the pages' files, which move their change time.
    // Only the next build's speed depends on it: one that finds no record links every page again.
    if (committed) await opened?.record().catch(() => {});
  }
}

/** The site checked but not written: what `check-links` reports on. */
export async function generateSite(options: BuildOptions): Promise<{ pages: number; warnings: BuildWarning[] }> {
  const pipeline = new SitePipeline({
    ...pipelineOptions(options),
    stage: createStageTimer(options.onStage),
    emit: () => {},
    link: () => {},
  });
  try {
    const { pages, warnings } = await finish(pipeline, options);
    return { pages, warnings };
  } finally {
    await pipeline.close();
  }
}

function pipelineOptions(options: BuildOptions) {
  return {
    configFile: options.configFile,
    dev: options.dev === true,
    incremental: false,
    threads: options.threads,
    onProgress: options.onProgress,
    cache: options.cache,
    locale: options.locale,
    log: options.log,
  };
}

/** Every stage up to the link check; throws what the author must fix. */
async function finish(pipeline: SitePipeline, options: BuildOptions) {
  await pipeline.update(everything());
  const failure = pipeline.failure();
  if (failure) throw failure;
  const files = await pipeline.siteFiles();
  const warnings = await pipeline.warnings(files);
  const links = options.onBrokenLinks ?? pipeline.config!.onBrokenLinks;
  const anchors = options.onBrokenLinks ?? pipeline.config!.onBrokenAnchors ?? links;
  const fatal = warnings.filter((w) =>
    w.kind === 'duplicate-route'
      ? links === 'throw'
      : w.kind === 'broken-link' && canFailBuild(w.link) && (isBrokenAnchor(w.link) ? anchors : links) === 'throw',
  );
  if (fatal.length > 0) throw new DocgenErrors(fatal.map(warningToError));
  return { pages: pipeline.pageCount, files, warnings };
}
