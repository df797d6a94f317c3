import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocgenError, DocgenErrors, fromPlainError, type PlainError } from '../errors.js';
import type { DocSource } from '../model.js';
import type { RoutePlan } from '../routes/build-routes.js';
import type { RenderedPage, SharedRenderData } from './render-page.js';
import { startWorker } from '../util/start-worker.js';

export interface RenderJob {
  plan: RoutePlan;
  doc?: DocSource;
}

/** Below this many pages, starting worker threads (each loads React and unified) costs more than it saves. */
const PARALLEL_THRESHOLD = 120;

/**
 * Rendering a page allocates many short-lived objects (syntax trees, React elements); with V8's small
 * default young generation, a third of the render time went to scavenges. A larger one cuts that.
 */
export const YOUNG_GENERATION_MB = 64;

export interface RenderOptions {
  serverFile: string;
  shared: SharedRenderData;
  threads?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Takes each page as soon as it is rendered (to write it) and returns what later stages keep of it,
 * so that a large site's HTML is never all in memory at once.
 */
export type PageSink<T> = (page: RenderedPage, index: number) => Promise<T>;

/** How many threads render `pages` pages: 1 means this thread, more means worker threads. */
export function renderThreads(pages: number, threads = availableParallelism()): number {
  const useful = Math.min(threads, Math.ceil(pages / (PARALLEL_THRESHOLD / 2)));
  return pages < PARALLEL_THRESHOLD || useful < 2 ? 1 : useful;
}

/** Renders every job, in order; the sink's results come back in the jobs' order. */
export async function renderAll<T>(jobs: RenderJob[], options: RenderOptions, sink: PageSink<T>): Promise<T[]> {
  const threads = renderThreads(jobs.length, options.threads);
  const kept: Promise<T>[] = new Array(jobs.length);
  const take = (index: number, page: RenderedPage) => {
    kept[index] = sink(page, index);
    // Settled later with Promise.all; this only keeps an early failure from being reported as unhandled.
    kept[index].catch(() => {});
  };
  if (threads === 1) await renderInProcess(jobs, options, take);
  else await renderInWorkers(jobs, options, threads, take);
  return Promise.all(kept);
}

let inProcessRenderer: Promise<[typeof import('../markdown/processor.js'), typeof import('./render-page.js'), typeof import('./server-bundle.js')]> | undefined;

/**
 * Loads the renderer into this thread (unified, the syntax highlighter, React): a build that renders here
 * starts this while esbuild bundles the theme in its own process, so that the two overlap. A build that
 * renders in worker threads never loads it here.
 */
export function loadInProcessRenderer() {
  inProcessRenderer ??= Promise.all([import('../markdown/processor.js'), import('./render-page.js'), import('./server-bundle.js')]);
  return inProcessRenderer;
}

async function renderInProcess(jobs: RenderJob[], options: RenderOptions, take: (index: number, page: RenderedPage) => void): Promise<void> {
  const [{ createMarkdownProcessor }, { renderRoute }, { importServerBundle }] = await loadInProcessRenderer();
  const bundle = await importServerBundle(options.serverFile);
  const ctx = { bundle, processor: createMarkdownProcessor(bundle.markdownComponents), shared: options.shared };
  const errors: DocgenError[] = [];
  jobs.forEach((job, index) => {
    try {
      take(index, renderRoute(job.plan, job.doc, ctx));
    } catch (error) {
      errors.push(...asUserErrors(error, job.plan.source, options.shared.siteDir));
    }
    options.onProgress?.(index + 1, jobs.length);
  });
  if (errors.length > 0) throw new DocgenErrors(errors);
}

/**
 * An error while rendering is a mistake in the theme or a page module: name the file, line and column
 * where it was thrown, and the page being rendered when that is another file; keep the message, which is
 * the author's own (`translate()`, a thrown error in a component…).
 */
export function asUserErrors(error: unknown, source: string, siteDir: string): DocgenError[] {
  if (error instanceof DocgenErrors) return error.errors;
  if (error instanceof DocgenError) return [error];
  const err = error as Error;
  const location = authorFrame(err?.stack ?? '', siteDir) ?? { file: source };
  const doing = err?.name === 'TranslationError' ? '' : location.file === source ? 'rendering failed: ' : `rendering ${source} failed: `;
  return [new DocgenError(`${doing}${err?.message ?? String(error)}`, location)];
}

/** docgen's own code, compiled (dist/) or not (src/): a frame there only reports what the author's code did. */
const ENGINE = ['src', 'dist'].map((folder) => fileURLToPath(new URL(`../../${folder}/`, import.meta.url)));

/**
 * The first stack frame in the author's TSX (the site's pages, its theme wherever it lives): with
 * source maps on, the server bundle's frames point at the original files. React and docgen's runtime
 * only report; the caller is the culprit.
 */
function authorFrame(stack: string, siteDir: string): DocgenError['location'] | undefined {
  for (const match of stack.matchAll(/\(?(\/[^\s()]+\.tsx?):(\d+):(\d+)\)?/g)) {
    const file = match[1]!;
    // An installed package, not a hidden folder such as node_modules/.cache.
    if (/\/node_modules\/(?!\.)/.test(file) || ENGINE.some((folder) => file.startsWith(folder))) continue;
    return { file: path.relative(siteDir, file), line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}

/** Jobs go to workers in small batches on demand, so a thread that drew heavy pages does not hold up the rest. */
const BATCH_SIZE = 16;

export type WorkerRequest = { jobs: RenderJob[]; first: number } | { done: true };
/** One job's result, the page or its errors; `last` marks the end of a batch, when the thread is given the next one. */
export type WorkerReply = { index: number; page?: RenderedPage; errors: PlainError[]; last: boolean };

/** Compiled, this code sits in a folder of dist/ (cli/ or chunks/) beside dist/render/; under tsx, in src/render/. */
const WORKER = new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : '../render/worker.js', import.meta.url);

async function renderInWorkers(
  jobs: RenderJob[],
  options: RenderOptions,
  threads: number,
  take: (index: number, page: RenderedPage) => void,
): Promise<void> {
  const errors: DocgenError[] = [];
  let next = 0;
  let done = 0;
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = startWorker(WORKER, {
        workerData: { serverFile: options.serverFile, shared: options.shared },
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      });
      const feed = () => {
        const first = next;
        const batch = jobs.slice(first, first + BATCH_SIZE);
        next += batch.length;
        worker.postMessage((batch.length > 0 ? { jobs: batch, first } : { done: true }) satisfies WorkerRequest);
      };
      worker.on('message', (reply: WorkerReply) => {
        if (reply.page) take(reply.index, reply.page);
        errors.push(...reply.errors.map(fromPlainError));
        done++;
        options.onProgress?.(done, jobs.length);
        if (reply.last) feed();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a render thread stopped with exit code ${code}`))));
      feed();
    });
  await Promise.all(Array.from({ length: threads }, runWorker));
  if (errors.length > 0) throw new DocgenErrors(errors);
}
