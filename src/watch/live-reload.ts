import type { IncomingMessage, ServerResponse } from 'node:http';
import { reportOf, type DocgenError } from '../errors.js';
import { escapeHtml } from '../render/document.js';

export const EVENTS_PATH = '/__docgen/events';
export const SCRIPT_PATH = '/__docgen/live-reload.js';

/** What open pages are told; the browser script (browser/live-reload.ts) reads the same shapes. */
export type LiveEvent =
  | {
      type: 'hello';
      /** Changes with every update of the site: a page that missed one reloads when it reconnects. */ version: string;
    }
  | {
      type: 'reload';
      version: string;
      /** Changed HTML files, as paths inside the site; absent: every page. */ files?: string[];
    }
  | { type: 'errors'; errors: { message: string; file?: string; line?: number; column?: number; hint?: string }[] };

/** How often an idle connection gets a comment line, so that proxies and browsers keep it open. */
const HEARTBEAT_MS = 15_000;

/**
 * Server-sent events to every open page: reload after a rebuild, show or clear the error overlay.
 * A page that connects while errors stand is told about them at once.
 */
export function createLiveReload(browserScript: () => Promise<string>) {
  const clients = new Set<ServerResponse>();
  let updates = 0;
  const version = () => `${process.pid}-${updates}`;
  let errors: LiveEvent & { type: 'errors' } = { type: 'errors', errors: [] };
  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const write = (res: ServerResponse, event: LiveEvent) =>
    res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);

  return {
    /** Answers the live-reload endpoints; other requests go on to the site. */
    intercept(req: IncomingMessage, res: ServerResponse): boolean {
      const pathname = (req.url ?? '').split('?')[0];
      if (pathname === EVENTS_PATH) {
        // A browser reconnects 500 ms after the server went away, instead of the default 3 s.
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
        });
        res.write('retry: 500\n\n');
        write(res, { type: 'hello', version: version() });
        if (errors.errors.length > 0) write(res, errors);
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return true;
      }
      if (pathname === SCRIPT_PATH) {
        browserScript().then(
          (code) =>
            res
              .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' })
              .end(code),
          () => res.writeHead(500).end(),
        );
        return true;
      }
      return false;
    },
    reload(files?: string[]): void {
      updates++;
      for (const res of clients) write(res, { type: 'reload', version: version(), files });
    },
    showErrors(list: DocgenError[]): void {
      errors = { type: 'errors', errors: list.map(reportOf) };
      for (const res of clients) write(res, errors);
    },
    get clientCount(): number {
      return clients.size;
    },
    close(): void {
      clearInterval(heartbeat);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}

/** The tag watch mode adds to every page; the page's own file lets the script tell whether a rebuild touched it. */
export function liveReloadTag(sitePath: string, basePath: string): string {
  return `<script type="module" src="${SCRIPT_PATH}" data-file="${escapeHtml(sitePath)}" data-base="${escapeHtml(basePath)}"></script>`;
}

export function injectLiveReload(html: string, sitePath: string, basePath: string): string {
  const at = html.lastIndexOf('</body>');
  const tag = liveReloadTag(sitePath, basePath);
  return at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}
