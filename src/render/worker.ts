import { parentPort, workerData } from 'node:worker_threads';
import { toPlainError } from '../errors.js';
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
  // Each page goes out as soon as it is rendered. Held until the batch ended, the batch's pages survived
  // the thread's garbage collections and were copied on each: measured, that cost more than the messages.
  request.jobs.forEach((job, offset) => {
    const reply: WorkerReply = { index: request.first + offset, errors: [], last: offset === request.jobs.length - 1 };
    try {
      reply.page = renderRoute(job.plan, job.doc, ctx);
    } catch (error) {
      reply.errors = asUserErrors(error, job.plan.source, shared.siteDir).map(toPlainError);
    }
    parentPort!.postMessage(reply);
  });
});
