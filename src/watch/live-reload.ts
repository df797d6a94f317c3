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
      /** Only doc bodies changed, and nothing but these pages: an open one may swap its article in place. */
      bodies?: boolean;
      /**
       * With `bodies`, the changed pages' new HTML by file, when they are few: an open one shows it without fetching
       * it, which under load waited behind the work that follows an update on the server's one thread.
       */
      pages?: Record<string, string>;
    }
  | { type: 'errors'; errors: { message: string; file?: string; line?: number; column?: number; hint?: string }[] };

/** How often an idle connection gets a comment line, so that proxies and browsers keep it open. */
const HEARTBEAT_MS = 15_000;
/**
 * Open pages a server keeps streams to (a browser opens one per tab): past it, the oldest stream is closed, and its
 * page, if still open, reconnects half a second later. Streams that nobody reads would otherwise pile up until the
 * process runs out of descriptors, and pages, rebuilds and the link check with it.
 */
const MAX_CLIENTS = 64;
/** A stream whose client has not taken what was written for this long is closed: the server's silent-client rule. */
const WRITE_TIMEOUT_MS = 30_000;

export interface LiveReloadLimits {
  maxClients?: number;
  writeTimeoutMs?: number;
}

/**
 * Server-sent events to every open page: reload after a rebuild, show or clear the error overlay.
 * A page that connects while errors stand is told about them at once.
 */
export function createLiveReload(browserScript: () => Promise<string>, limits: LiveReloadLimits = {}) {
  const maxClients = limits.maxClients ?? MAX_CLIENTS;
  const writeTimeoutMs = limits.writeTimeoutMs ?? WRITE_TIMEOUT_MS;
  /** Each open stream, oldest first, with the timer of a write its client has not taken yet. */
  const clients = new Map<ServerResponse, NodeJS.Timeout | undefined>();
  let updates = 0;
  const version = () => `${process.pid}-${updates}`;
  let errors: LiveEvent & { type: 'errors' } = { type: 'errors', errors: [] };
  const heartbeat = setInterval(() => {
    for (const res of clients.keys()) send(res, ': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  function send(res: ServerResponse, text: string): void {
    if (res.write(text) || clients.get(res) !== undefined || !clients.has(res)) return;
    clients.set(
      res,
      setTimeout(() => drop(res), writeTimeoutMs),
    );
    res.once('drain', () => {
      clearTimeout(clients.get(res));
      if (clients.has(res)) clients.set(res, undefined);
    });
  }

  function drop(res: ServerResponse): void {
    clearTimeout(clients.get(res));
    clients.delete(res);
    res.destroy();
  }

  const write = (res: ServerResponse, event: LiveEvent) =>
    send(res, `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);

  return {
    /** Answers the live-reload endpoints; other requests go on to the site. */
    intercept(req: IncomingMessage, res: ServerResponse): boolean {
      const pathname = (req.url ?? '').split('?')[0];
      if (pathname === EVENTS_PATH) {
        while (clients.size >= maxClients) drop(clients.keys().next().value!);
        clients.set(res, undefined);
        req.on('close', () => {
          clearTimeout(clients.get(res));
          clients.delete(res);
        });
        // A browser reconnects 500 ms after the server went away, instead of the default 3 s.
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
        });
        send(res, 'retry: 500\n\n');
        write(res, { type: 'hello', version: version() });
        if (errors.errors.length > 0) write(res, errors);
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
    reload(files?: string[], bodies?: { pages?: Record<string, string> }): void {
      updates++;
      const event: LiveEvent = {
        type: 'reload',
        version: version(),
        files,
        ...(bodies && { bodies: true, ...(bodies.pages && { pages: bodies.pages }) }),
      };
      for (const res of clients.keys()) write(res, event);
    },
    showErrors(list: DocgenError[]): void {
      errors = { type: 'errors', errors: list.map(reportOf) };
      for (const res of clients.keys()) write(res, errors);
    },
    get clientCount(): number {
      return clients.size;
    },
    close(): void {
      clearInterval(heartbeat);
      for (const [res, stalled] of clients) {
        clearTimeout(stalled);
        res.end();
      }
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
