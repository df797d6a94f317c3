// A long-lived render thread of watch mode: it keeps the theme, the Markdown processor and each
// doc's rendered Markdown between rebuilds, so that a change re-renders only what it affects.
import { parentPort, workerData } from 'node:worker_threads';
import { toPlainError, type PlainError } from '../errors.js';
import { createMarkdownProcessor } from '../markdown/processor.js';
import type { DocSource } from '../model.js';
import { asUserErrors, type RenderJob } from '../render/render-all.js';
import { renderMarkdown, renderRoute, type RenderContext, type RenderedMarkdown, type RenderedPage, type SharedRenderData } from '../render/render-page.js';
import { importServerBundle } from '../render/server-bundle.js';
import type { RenderReply, RenderRequest } from './render-pool.js';

const port = parentPort!;
let ctx: RenderContext | undefined;
let fatal: PlainError[] | undefined;
const markdownCache = new Map<string, { key: string; markdown: RenderedMarkdown }>();
let linkKey = '';

/**
 * Loads a theme bundle. React, unified and the highlighter are packages outside the bundle and stay
 * loaded, so a new theme costs only its own module: far less than a fresh thread.
 */
async function loadTheme(serverFile: string, shared: SharedRenderData): Promise<void> {
  markdownCache.clear();
  linkKey = JSON.stringify(shared.linkContext);
  try {
    const bundle = await importServerBundle(serverFile);
    ctx = { bundle, processor: createMarkdownProcessor(bundle.markdownComponents), shared };
    fatal = undefined;
  } catch (error) {
    // The theme threw while loading (a top-level mistake in a TSX file): every render reports it.
    ctx = undefined;
    fatal = asUserErrors(error, 'theme', shared.siteDir).map(toPlainError);
  }
}

const initial = workerData as { serverFile: string; shared: SharedRenderData };
let loading = loadTheme(initial.serverFile, initial.shared);

/** Everything a doc's rendered Markdown depends on besides the theme and the site's links. */
function markdownKey(doc: DocSource): string {
  const fm = doc.frontMatter;
  return JSON.stringify([doc.body, doc.file, doc.docPath, doc.route, doc.bodyLine, fm.toc_min_heading_level, fm.toc_max_heading_level]);
}

function markdownOf(doc: DocSource, context: RenderContext): RenderedMarkdown {
  const key = markdownKey(doc);
  const hit = markdownCache.get(doc.file);
  if (hit?.key === key) return hit.markdown;
  const markdown = renderMarkdown(doc, context);
  markdownCache.set(doc.file, { key, markdown });
  return markdown;
}

function render(jobs: RenderJob[], context: RenderContext): RenderReply {
  const pages: RenderedPage[] = [];
  const failures: RenderReply['failures'] = [];
  for (const job of jobs) {
    try {
      pages.push(renderRoute(job.plan, job.doc, context, job.doc ? markdownOf(job.doc, context) : undefined));
    } catch (error) {
      failures.push({ route: job.plan.route, errors: asUserErrors(error, job.plan.source, context.shared.siteDir).map(toPlainError) });
    }
  }
  return { pages, failures };
}

port.on('message', async (message: RenderRequest) => {
  if (message.type === 'theme') {
    loading = loadTheme(message.serverFile, message.shared);
    return;
  }
  await loading;
  if (message.type === 'shared') {
    if (!ctx) return;
    ctx = { ...ctx, shared: message.shared };
    const key = JSON.stringify(message.shared.linkContext);
    // Links between docs are resolved inside the Markdown: new routes make every cached page stale.
    if (key !== linkKey) markdownCache.clear();
    linkKey = key;
    return;
  }
  const reply: RenderReply = ctx ? render(message.jobs, ctx) : { pages: [], failures: [], fatal };
  port.postMessage({ ...reply, id: message.id });
});
