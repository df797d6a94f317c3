import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownProcessor } from '../markdown/processor.js';
import type { WorkerReply, WorkerRequest } from './render-all.js';
import { asUserErrors } from './render-all.js';
import { renderRoute, type SharedRenderData } from './render-page.js';
import { importServerBundle } from './server-bundle.js';

const { serverFile, shared } = workerData as { serverFile: string; shared: SharedRenderData };
const bundle = await importServerBundle(serverFile);
const ctx = { bundle, processor: createMarkdownProcessor(bundle.markdownComponents), shared };

parentPort!.on('message', (request: WorkerRequest) => {
  if ('done' in request) {
    parentPort!.close();
    return;
  }
  const reply: WorkerReply = { pages: [], errors: [] };
  request.jobs.forEach((job, offset) => {
    try {
      reply.pages.push({ index: request.first + offset, page: renderRoute(job.plan, job.doc, ctx) });
    } catch (error) {
      for (const e of asUserErrors(error, job.plan.source, shared.siteDir)) reply.errors.push({ reason: e.reason, location: e.location, hint: e.hint });
    }
  });
  parentPort!.postMessage(reply);
});
