import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorLines } from '../cli/report.js';
import type { DocgenError } from '../errors.js';
import { escapeHtml } from '../render/document.js';
import { liveReloadTag } from './live-reload.js';

/**
 * What watch mode answers where it has no page to serve: until a first build succeeds, every page (503 while it runs,
 * 500 with the errors once it has failed); a page whose render failed, with its errors. Each reloads once it builds.
 */
export function waitingPage(req: IncomingMessage, res: ServerResponse, basePath: string, errors: DocgenError[]): true {
  if (errors.length > 0) return errorPage(req, res, basePath, errors, 'The site does not build');
  return statusPage(
    req,
    res,
    basePath,
    503,
    'docgen: waiting for a build',
    '<p>docgen is waiting for the site to build.</p>',
  );
}

export function errorPage(
  req: IncomingMessage,
  res: ServerResponse,
  basePath: string,
  errors: DocgenError[],
  heading: string,
): true {
  const body = `<h1>${heading}</h1><pre>${escapeHtml(errorLines(errors, PLAIN).join('\n'))}</pre>`;
  return statusPage(req, res, basePath, 500, `docgen: ${heading[0]!.toLowerCase()}${heading.slice(1)}`, body);
}

function statusPage(
  req: IncomingMessage,
  res: ServerResponse,
  basePath: string,
  status: 500 | 503,
  title: string,
  body: string,
): true {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}${liveReloadTag('', basePath)}</body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...(status === 503 ? { 'retry-after': '1' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : html);
  return true;
}

const PLAIN = { mark: 'error', hint: (text: string) => text };
