import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DocgenError, DocgenErrors } from '../errors.js';
import { createMarkdownProcessor } from '../markdown/processor.js';
import type { DocSource } from '../model.js';
import type { RoutePlan } from '../routes/build-routes.js';
import { renderRoute, type RenderedPage, type SharedRenderData } from './render-page.js';
import { importServerBundle } from './server-bundle.js';

export interface RenderJob {
  plan: RoutePlan;
  doc?: DocSource;
}

/** Below this many pages, starting worker threads (each loads React and unified) costs more than it saves. */
const PARALLEL_THRESHOLD = 120;

export interface RenderOptions {
  serverFile: string;
  shared: SharedRenderData;
  threads?: number;
  onProgress?: (done: number, total: number) => void;
}

export async function renderAll(jobs: RenderJob[], options: RenderOptions): Promise<RenderedPage[]> {
  const threads = Math.min(options.threads ?? availableParallelism(), Math.ceil(jobs.length / (PARALLEL_THRESHOLD / 2)));
  if (jobs.length < PARALLEL_THRESHOLD || threads < 2) return renderInProcess(jobs, options);
  return renderInWorkers(jobs, options, threads);
}

export async function renderInProcess(jobs: RenderJob[], options: RenderOptions): Promise<RenderedPage[]> {
  const bundle = await importServerBundle(options.serverFile);
  const ctx = { bundle, processor: createMarkdownProcessor(bundle.markdownComponents), shared: options.shared };
  const errors: DocgenError[] = [];
  const pages: RenderedPage[] = [];
  for (const job of jobs) {
    try {
      pages.push(renderRoute(job.plan, job.doc, ctx));
    } catch (error) {
      errors.push(...asUserErrors(error, job.plan.source, options.shared.siteDir));
    }
    options.onProgress?.(pages.length + errors.length, jobs.length);
  }
  if (errors.length > 0) throw new DocgenErrors(errors);
  return pages;
}

/**
 * An error while rendering is a mistake in the theme or a page module: name the file, and keep the
 * message, which is the author's own (`translate()`, a thrown error in a component…).
 */
export function asUserErrors(error: unknown, source: string, siteDir: string): DocgenError[] {
  if (error instanceof DocgenErrors) return error.errors;
  if (error instanceof DocgenError) return [error];
  const err = error as Error;
  const location = siteFrame(err?.stack ?? '', siteDir) ?? { file: source };
  return [new DocgenError(`${err?.name === 'TranslationError' ? '' : 'rendering failed: '}${err?.message ?? String(error)}`, location)];
}

/**
 * The first stack frame in the site's own TSX: with source maps on, the server bundle's frames point
 * at the original files. docgen's runtime (src/client) only reports; the caller is the culprit.
 */
function siteFrame(stack: string, siteDir: string): DocgenError['location'] | undefined {
  for (const match of stack.matchAll(/\(?(\/[^\s()]+\.tsx?):(\d+):(\d+)\)?/g)) {
    const file = match[1]!;
    if (file.includes('/node_modules/react') || file.includes('/src/client/') || !file.startsWith(siteDir)) continue;
    return { file: path.relative(siteDir, file), line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}

interface WorkerReply {
  pages?: RenderedPage[];
  errors?: { reason: string; location?: DocgenError['location']; hint?: string }[];
  progress?: number;
}

function workerUrl(): URL {
  // Under a TypeScript loader (tests) the engine runs from src/render/, where the worker is still .ts;
  // compiled, this code sits in a folder of dist/ (cli/ or chunks/) beside dist/render/.
  return new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : '../render/worker.js', import.meta.url);
}

async function renderInWorkers(jobs: RenderJob[], options: RenderOptions, threads: number): Promise<RenderedPage[]> {
  const batches: RenderJob[][] = Array.from({ length: threads }, () => []);
  jobs.forEach((job, i) => batches[i % threads]!.push(job));
  let done = 0;
  const results = await Promise.all(
    batches.map(
      (batch) =>
        new Promise<WorkerReply>((resolve, reject) => {
          const worker = new Worker(workerUrl(), { workerData: { serverFile: options.serverFile, shared: options.shared, jobs: batch } });
          worker.on('message', (reply: WorkerReply) => {
            if (reply.progress !== undefined) {
              done += reply.progress;
              options.onProgress?.(done, jobs.length);
            } else {
              resolve(reply);
              void worker.terminate();
            }
          });
          worker.on('error', reject);
        }),
    ),
  );
  const errors = results.flatMap((r) => r.errors ?? []).map((e) => new DocgenError(e.reason, e.location, e.hint));
  if (errors.length > 0) throw new DocgenErrors(errors);
  return results.flatMap((r) => r.pages ?? []);
}
