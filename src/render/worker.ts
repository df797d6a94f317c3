import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownProcessor } from '../markdown/processor.js';
import type { RenderJob } from './render-all.js';
import { asUserErrors } from './render-all.js';
import { renderRoute, type RenderedPage, type SharedRenderData } from './render-page.js';
import { importServerBundle } from './server-bundle.js';

const { serverFile, shared, jobs } = workerData as { serverFile: string; shared: SharedRenderData; jobs: RenderJob[] };
const bundle = await importServerBundle(serverFile);
const ctx = { bundle, processor: createMarkdownProcessor(bundle.markdownComponents), shared };
const pages: RenderedPage[] = [];
const errors: { reason: string; location?: unknown; hint?: string }[] = [];
let sinceReport = 0;
for (const job of jobs) {
  try {
    pages.push(renderRoute(job.plan, job.doc, ctx));
  } catch (error) {
    for (const e of asUserErrors(error, job.plan.source, shared.siteDir)) errors.push({ reason: e.reason, location: e.location, hint: e.hint });
  }
  if (++sinceReport === 25) {
    parentPort!.postMessage({ progress: sinceReport });
    sinceReport = 0;
  }
}
parentPort!.postMessage({ progress: sinceReport });
parentPort!.postMessage({ pages, errors });
