import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { readColocatedAsset, type ColocatedAssets } from '../assets/colocated.js';
import { errorLines, type Paint } from '../cli/report.js';
import { formatWarnings } from '../cli/warnings-report.js';
import { diskSource, layeredSource, mountedSource, type FileSource } from '../server/file-source.js';
import type { SiteConfig } from '../config/schema.js';
import { localeOutputFolders } from '../sources/locales.js';
import { listen, serverUrl } from '../server/listen.js';
import { resolveRequestPath } from '../server/request-path.js';
import { createStaticServer } from '../server/serve-static.js';
import { candidateFiles } from '../shared/urls.js';
import { noChanges, type ChangeSet } from '../pipeline/changes.js';
import type { PipelineOptions } from '../pipeline/pipeline-options.js';
import { SitePipeline } from '../pipeline/site-pipeline.js';
import { liveReloadScript } from './browser-script.js';
import { firstPassReport } from './first-pass.js';
import { createLiveReload, injectLiveReload } from './live-reload.js';
import { MemorySite } from './memory-site.js';
import { errorPage, waitingPage } from './status-pages.js';
import { classify, watchSite, watchTargets, type SiteWatcher, type WatchTargets } from './watcher.js';

/** Quiet time after a change before the search index and the link check run. */
const FOLLOW_UP_MS = 300;
/** Time an open page has to fetch its new version after a body edit, before the index files are made again. */
const INDEX_AFTER_MS = 50;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface WatchOptions {
  configFile: string;
  host: string;
  port: number;
  /** Where progress and errors go, one line at a time. */
  log: (line: string) => void;
  paint: Paint;
  /** Events closer together than this are handled as one change (an editor's save is often several). */
  settleMs?: number;
  /** Start from the persistent build cache and keep rendered pages in it (the default). */
  cache?: boolean;
  /** `--locale X`: that locale alone, where `build --locale X` writes it. */
  locale?: string;
}

export interface WatchServer {
  url: string;
  builder: SitePipeline;
  /** Resolves once every change seen so far is built and announced. */
  idle(): Promise<void>;
  /** Pages connected for live reload now. */
  readonly connections: number;
  close(): Promise<void>;
}

/** The pipeline as watch mode runs it: kept alive, with drafts, unminified. */
export function watchPipeline(
  configFile: string,
  emit: PipelineOptions['emit'],
  options?: Pick<PipelineOptions, 'cache' | 'log' | 'configured' | 'started' | 'onProgress' | 'locale'>,
): SitePipeline {
  return new SitePipeline({ configFile, dev: true, incremental: true, emit, ...options });
}

/**
 * `docgen serve --watch`: builds the site into memory, serves it, and on every change rebuilds
 * what the change affects, then tells open pages to reload. Mistakes are shown, never fatal.
 */
export async function serveWatch(options: WatchOptions): Promise<WatchServer> {
  const { log, paint } = options;
  const configFile = path.resolve(options.configFile);
  // Pages go into memory as they are rendered. A page the site has is served as it was until the whole update is done;
  // a page new to it (every page, in the first pass), as soon as it is rendered.
  const memory = new MemorySite((html, sitePath) =>
    injectLiveReload(html, sitePath, builder.loaded?.config.baseUrl ?? '/'),
  );
  const builder = watchPipeline(configFile, (files) => memory.stage(files), {
    cache: options.cache,
    locale: options.locale,
    log,
    configured: ({ config, siteDir }) => {
      // The files are read from here on: the watcher, started after the first build, reports what was saved since.
      readFrom ??= Date.now();
      // The first pass serves its pages while it runs; later ones serve the last good site until they are done.
      if (builder.built) return;
      basePath = config.baseUrl;
      localeFolders = localeOutputFolders(config, options.locale);
      staticFiles = staticSource(config, siteDir, options.locale);
      configKnown();
    },
    started: (files, assets) => {
      memory.stage(files);
      passAssets = assets;
      firstPass.open();
    },
    onProgress: (done, total) => firstPass.progress(done, total),
  });
  const live = createLiveReload(liveReloadScript());
  let basePath = '/';
  let localeFolders: string[] = [];
  let staticFiles: FileSource = async () => undefined;
  /** The files beside the docs that the pages of the pass under way may link to: served before the pass knows which. */
  let passAssets: ColocatedAssets | undefined;
  const source: FileSource = (sitePath) => layeredSource(memory.source, staticFiles)(sitePath);

  const firstPass = firstPassReport(log);
  let configKnown!: () => void;
  const known = new Promise<void>((resolve) => (configKnown = resolve));
  /**
   * The server listens from the start: a request that comes before the first pass can answer it waits for the pass
   * to begin (or the first update to fail), so that its page is the first one read from the cache or rendered.
   */
  let held: Promise<void> | undefined;
  const answer = (req: IncomingMessage, res: ServerResponse) =>
    builder.built || builder.rendering
      ? pageOnDemand(req, res)
      : waitingPage(req, res, basePath, builder.currentErrors());
  const server = createStaticServer({
    source,
    basePath: () => basePath,
    localeFolders: () => localeFolders,
    intercept: (req, res) => live.intercept(req, res) || (held ? afterHeld(req, res) : answer(req, res)),
  });

  async function afterHeld(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    await waiting(req, held!);
    return answer(req, res);
  }

  /** A request that waits for the site to be planned or its page rendered is not idle: the server must not cut it. */
  async function waiting<T>(req: IncomingMessage, work: Promise<T>): Promise<T> {
    req.socket.setTimeout(0);
    try {
      return await work;
    } finally {
      req.socket.setTimeout(server.timeout);
    }
  }

  /**
   * A page the pass under way has not put out yet is rendered ahead of the others, and the request waits for it;
   * a page that fails answers with its errors at once. Answers false to let the server send the file.
   */
  async function pageOnDemand(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const resolved = resolveRequestPath(req.url ?? '/', basePath);
    if (!resolved.ok) return false;
    if (builder.rendering && passAssets?.sources.has(resolved.path) && !memory.has(resolved.path)) {
      const asset = await readColocatedAsset(passAssets, resolved.path).catch(() => undefined);
      if (asset) memory.stage([asset]);
      return false;
    }
    for (const file of candidateFiles(resolved.path)) {
      if (memory.has(file)) return false;
      const demanded = builder.demand(file);
      const outcome = demanded && (await waiting(req, demanded));
      if (outcome && !outcome.ready) return errorPage(req, res, basePath, outcome.errors, 'The page does not render');
      if (outcome) return false;
    }
    return false;
  }

  let shownErrors = '';
  let shownWarnings = '';
  /** The last update showed its pages before the index files were made again from them. */
  let indexAfter = false;

  /**
   * The index files of an update that showed its pages first, once the open pages had a moment to fetch them: a
   * page asked for meanwhile is answered before the main thread makes the sitemap and llms.txt of every page.
   */
  async function indexFilesAfter(): Promise<void> {
    if (!indexAfter) return;
    indexAfter = false;
    await pause(INDEX_AFTER_MS);
    memory.update(builder.pagePaths(), await builder.siteFiles());
  }

  async function update(changes: ChangeSet): Promise<void> {
    const started = performance.now();
    const baseBefore = basePath;
    const { rendered, cause, bodiesOnly, pagesOnly } = await builder.update(changes);
    if (builder.config) {
      basePath = builder.config.baseUrl;
      localeFolders = localeOutputFolders(builder.config, options.locale);
      staticFiles = staticSource(builder.config, builder.siteDir, options.locale);
    }
    // Pages carry the base URL in their live-reload tag: a new config renders every page anew.
    const pageFiles = builder.pagePaths();
    // New pages alone are shown first; the sitemap and llms.txt, made from every page, follow (see `indexAfter`).
    const changed = pagesOnly
      ? memory.updatePages(builder.linkedAssetFiles())
      : memory.update(pageFiles, await builder.siteFiles());
    indexAfter = pagesOnly && rendered > 0;
    const errors = builder.currentErrors();
    const errorText = errors.map((e) => e.message).join('\n');
    if (errorText !== shownErrors) live.showErrors(errors);
    const html = changed.filter((f) => f.endsWith('.html'));
    if (changes.static || basePath !== baseBefore) live.reload();
    // Open pages swap their article in place when only doc bodies changed, and so only pages' own files: no bundle,
    // stylesheet or sidebar file the page shown loaded is new.
    else if (html.length > 0)
      live.reload(
        html,
        bodiesOnly && isSubset(changed, new Set(pageFiles)) ? { pages: pushedPages(memory, html) } : undefined,
      );
    const ms = Math.round(performance.now() - started);

    const pages = `${rendered} page${rendered === 1 ? '' : 's'}`;
    if (rendered > 0) log(`${paint.green('✓')} ${cause} ${paint.dim(`→ ${pages} in ${ms} ms`)}`);
    else if (changes.static) log(`${paint.green('✓')} ${cause} ${paint.dim('→ every page reloaded')}`);
    else if (errors.length === 0 && shownErrors) log(`${paint.green('✓')} ${cause} ${paint.dim('→ fixed')}`);
    if (errorText !== shownErrors)
      for (const line of errorLines(errors, { mark: paint.red('✗'), hint: paint.dim })) log(line);
    shownErrors = errorText;
  }

  /**
   * Search index and link check, once the pages are out and changes have settled: neither is needed
   * to show a page, and on a large site they would add to every reload. The index is built on the
   * search thread while the next change may already be building; it is dropped if that happened.
   */
  async function followUp(first = false): Promise<void> {
    // The first one runs as part of the first update's task; later ones give way to a change begun meanwhile.
    const pages = builder.pagePaths();
    if (!(await builder.refreshSearch()) || (running && !first)) return;
    const siteFiles = await builder.siteFiles();
    // An update begun meanwhile has staged pages it has not announced yet: swapped in here, they were never announced,
    // and the open pages never showed the edit.
    memory.update(pages, siteFiles, { keepStaged: running !== undefined && !first });
    const lines = formatWarnings(await builder.warnings(siteFiles), paint);
    const text = lines.join('\n');
    if (text !== shownWarnings && lines.length > 0) log(text);
    shownWarnings = text;
  }

  // One change at a time; events that arrive meanwhile are merged into the next one. The follow-up
  // (search index, link check) runs in the same line, once no change has come for a moment.
  let pending = noChanges();
  let timer: NodeJS.Timeout | undefined;
  let followUpTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  /** Once the server closes, a follow-up still under way fails as its render threads stop: nothing to report. */
  let closing = false;
  const waiters: (() => void)[] = [];
  const hasPending = () =>
    pending.config ||
    pending.docs.size > 0 ||
    pending.rescanDocs ||
    pending.templates ||
    pending.static ||
    pending.plugins.size > 0;
  const settleMs = options.settleMs ?? 10;

  function run(task: () => Promise<void>): void {
    running = task()
      .catch((error: Error) => log(`${paint.red('✗')} docgen failed: ${error.message}`))
      .finally(() => {
        running = undefined;
        if (hasPending()) schedule();
        else for (const wake of waiters.splice(0)) wake();
      });
  }

  function schedule(): void {
    clearTimeout(followUpTimer);
    if (timer || running) return;
    timer = setTimeout(() => {
      timer = undefined;
      const changes = pending;
      pending = noChanges();
      run(async () => {
        await update(changes);
        await indexFilesAfter();
        await retarget();
        followUpTimer = setTimeout(() => {
          if (!running && !hasPending())
            followUp().catch((error: Error) => closing || log(`${paint.red('✗')} docgen failed: ${error.message}`));
        }, FOLLOW_UP_MS);
      });
    }, settleMs);
  }

  let targets: WatchTargets = watchTargets(configFile, builder.siteDir, undefined);
  let watcher: SiteWatcher | undefined;
  const onEvent = (event: string, file: string) => {
    classify(pending, event, file, targets);
    if (!hasPending()) return;
    // The update that follows is followed by a refresh of its own.
    builder.stopSearchRefresh();
    schedule();
  };
  const onError = (error: Error) => log(`${paint.yellow('!')} watching files: ${error.message}`);

  /** When the first build began reading the site's files. */
  let readFrom: number | undefined;
  /** The folders to watch follow the config. */
  async function retarget(): Promise<void> {
    const next = watchTargets(
      configFile,
      builder.siteDir,
      builder.config,
      builder.pluginComponents(),
      builder.styleInputs(),
    );
    if (watcher && JSON.stringify(next) === JSON.stringify(targets)) return;
    const previous = watcher;
    targets = next;
    const since = previous || readFrom === undefined ? undefined : { time: readFrom, read: () => builder.docFiles() };
    watcher = watchSite(targets, onEvent, onError, since);
    await watcher.ready;
    // Closed once the new one watches: a file saved meanwhile is seen by one or the other.
    await previous?.close();
  }

  // Pages are served once the site is planned and its pages begin to render (or the first build failed before): a
  // page asked for meanwhile renders first. Pages are served before the watcher has looked at every file: what it
  // then finds saved since the build read the files, it reports as changed.
  const port = await listen(server, options.host, options.port);
  run(async () => {
    await update({ ...noChanges(), config: true });
    firstPass.close();
    void retarget().catch(onError);
    await followUp(true);
  });
  held = Promise.race([firstPass.opened, running]).then(() => {
    held = undefined;
  });
  // The address is told once the config gives its base URL.
  await Promise.race([known, running]);
  const url = serverUrl(options.host, port, basePath);

  return {
    url,
    builder,
    get connections() {
      return live.clientCount;
    },
    idle: () =>
      !timer && !running && !hasPending() ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
    async close() {
      closing = true;
      clearTimeout(timer);
      clearTimeout(followUpTimer);
      await running;
      live.close();
      server.closeAllConnections();
      await Promise.all([watcher?.close(), builder.close(), new Promise((resolve) => server.close(resolve))]);
    },
  };
}

/** At most this many pages' HTML goes with a reload event, and this many bytes: more are fetched by the pages open. */
const PUSH_PAGES = 4;
const PUSH_BYTES = 2 * 1024 * 1024;

/** The new HTML of a body edit's pages, to send with its reload event (see `LiveEvent`); undefined when too many or large. */
function pushedPages(memory: MemorySite, files: string[]): Record<string, string> | undefined {
  if (files.length > PUSH_PAGES) return undefined;
  const pages: Record<string, string> = {};
  let bytes = 0;
  for (const file of files) {
    const text = memory.text(file);
    if (text === undefined || (bytes += text.length) > PUSH_BYTES) return undefined;
    pages[file] = text;
  }
  return pages;
}

const isSubset = (items: string[], of: Set<string>) => items.every((item) => of.has(item));

/** The static folder as the build publishes it: at the root and in each further locale's folder. */
function staticSource(config: SiteConfig, siteDir: string, locale: string | undefined): FileSource {
  const source = diskSource(path.join(siteDir, config.staticDir), siteDir);
  return mountedSource(source, localeOutputFolders(config, locale));
}
