import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { ifRangeHolds, multipartFrame, requestedRanges, type ByteRange } from './byte-range.js';
import { createCompressionCache, preferredEncoding } from './compression.js';
import { cacheControlFor, contentTypeOf, isCompressible } from './content-types.js';
import { diskSource, type FileSource, type ServedFile } from './file-source.js';
import { candidateFiles } from '../shared/urls.js';
import { resolveRequestPath } from './request-path.js';

export interface StaticServerOptions {
  /** The build folder; or give `source` to serve files from elsewhere (memory, several folders). */
  root?: string;
  source?: FileSource;
  /** The site's base URL: requests outside it get the not-found page. A function when it may change (watch mode). */
  basePath?: string | (() => string);
  /**
   * The output folders of the further locales (`fr`, posix, see `localeOutputFolders`): a missing path in one is
   * answered with that locale's not-found page, as each locale is a site of its own. A function when it may change.
   */
  localeFolders?: string[] | (() => string[]);
  /** Called for every request before files are looked up; answering true means it was answered. */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
  /** A connection that sends and receives nothing for this long is closed (tests shorten it). */
  idleTimeoutMs?: number;
}

/** Bodies too small to gain from compression, or too large to hold in memory to compress. */
const COMPRESS_MIN = 512;
const COMPRESS_MAX = 8 * 1024 * 1024;

const TEXT = 'text/plain; charset=utf-8';

/** Browsers never pipeline; a client with more requests than this waiting on one connection is cut off. */
const MAX_PIPELINED = 32;
const IDLE_TIMEOUT_MS = 30_000;

export function createStaticServer(options: StaticServerOptions): Server {
  const source = options.source ?? diskSource(options.root ?? '.');
  const compressed = createCompressionCache();
  const idleMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  const server = createServer(
    { maxHeaderSize: 16 * 1024, headersTimeout: idleMs, requestTimeout: 2 * idleMs },
    (req, res) => {
      inTurn(req.socket, () =>
        handle(req, res)
          .catch(() => {
            if (!res.headersSent) res.writeHead(500, { 'content-type': TEXT }).end('Internal server error\n');
            else res.destroy();
          })
          .then(() => settled(res, req.socket)),
      );
    },
  );
  server.maxHeadersCount = 100;
  server.keepAliveTimeout = Math.min(5000, idleMs);
  // Without a 'timeout' listener Node destroys a socket that has been silent this long both ways:
  // a client that connects and sends nothing, or stops reading its answer.
  server.setTimeout(idleMs);
  return server;

  /**
   * Node parses every pipelined request at once and calls the handler for each; opening a file for
   * each would hold a descriptor per request until the client reads. Requests of one connection are
   * therefore answered one after the other, each file opened only when its turn comes, and nothing
   * at all once the connection is gone.
   */
  function inTurn(socket: Socket, answer: () => Promise<void>): void {
    const queue = queues.get(socket) ?? { tail: Promise.resolve(), waiting: 0 };
    queues.set(socket, queue);
    if (queue.waiting >= MAX_PIPELINED) {
      socket.destroy();
      return;
    }
    queue.waiting++;
    queue.tail = queue.tail.then(() => (socket.destroyed ? undefined : answer())).finally(() => queue.waiting--);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (await options.intercept?.(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': TEXT }).end('Method not allowed\n');
      return;
    }
    const basePath = typeof options.basePath === 'function' ? options.basePath() : options.basePath;
    const resolved = resolveRequestPath(req.url ?? '/', basePath);
    if (!resolved.ok && resolved.status !== 404) {
      res
        .writeHead(resolved.status, { 'content-type': TEXT })
        .end(resolved.status === 414 ? 'URI too long\n' : 'Bad request\n');
      return;
    }
    const found = resolved.ok ? await findFirst(candidateFiles(resolved.path)) : undefined;
    const answer = found ?? (await findFirst(notFoundPages(resolved.ok ? resolved.path : '')));
    if (!answer) {
      res.writeHead(404, { 'content-type': TEXT }).end('Not found\n');
      return;
    }
    try {
      await send(req, res, answer, found ? 200 : 404);
    } finally {
      await answer.handle?.close().catch(() => {});
    }
  }

  /** The not-found page of the locale whose folder holds the path (the deepest), then the site's. */
  function notFoundPages(sitePath: string): string[] {
    const folders = typeof options.localeFolders === 'function' ? options.localeFolders() : options.localeFolders;
    const locale = (folders ?? [])
      .filter((folder) => sitePath.startsWith(`${folder}/`) || sitePath === folder)
      .sort((a, b) => b.length - a.length)[0];
    return locale === undefined ? ['404.html'] : [`${locale}/404.html`, '404.html'];
  }

  async function findFirst(paths: string[]): Promise<ServedFile | undefined> {
    for (const candidate of paths) {
      const found = await source(candidate);
      if (found) return found;
    }
    return undefined;
  }

  async function send(req: IncomingMessage, res: ServerResponse, file: ServedFile, status: number): Promise<void> {
    const type = contentTypeOf(file.path);
    const headers: Record<string, string> = {
      'content-type': type,
      etag: file.etag,
      'last-modified': file.mtime.toUTCString(),
      'cache-control': cacheControlFor(file.path),
      'x-content-type-options': 'nosniff',
    };
    const compressible = isCompressible(type) && file.size >= COMPRESS_MIN && file.size <= COMPRESS_MAX;
    if (compressible) headers.vary = 'accept-encoding';
    if (status === 200) headers['accept-ranges'] = 'bytes';
    if (status === 200 && isFresh(req, file)) {
      res.writeHead(304, headers).end();
      return;
    }
    // Media players (Safari's above all) ask for pieces of a video; an If-Range for an older version asks for it whole.
    // RFC 9110 defines ranges for GET only: a HEAD is answered as the GET without Range would be.
    const ranges =
      status === 200 && req.method === 'GET' && ifRangeHolds(req.headers['if-range'], file, Date.now())
        ? requestedRanges(req.headers.range, file.size)
        : undefined;
    if (ranges === 'unsatisfiable') {
      res
        .writeHead(416, { ...headers, 'content-range': `bytes */${file.size}`, 'content-type': TEXT })
        .end('Range not satisfiable\n');
      return;
    }
    if (ranges?.length === 1) {
      const [range] = ranges as [ByteRange];
      res.writeHead(206, {
        ...headers,
        'content-range': `bytes ${range.start}-${range.end}/${file.size}`,
        'content-length': String(range.end - range.start + 1),
      });
      await sendBytes(res, file, range);
      res.end();
      return;
    }
    if (ranges) {
      const boundary = randomBytes(12).toString('hex');
      const frame = multipartFrame(ranges, file.size, type, boundary);
      res.writeHead(206, {
        ...headers,
        'content-type': `multipart/byteranges; boundary=${boundary}`,
        'content-length': String(frame.length),
      });
      for (const [i, range] of ranges.entries()) {
        res.write(frame.heads[i]);
        await sendBytes(res, file, range);
      }
      res.end(frame.tail);
      return;
    }
    const encoding = compressible ? preferredEncoding(req.headers['accept-encoding']) : undefined;
    if (encoding) {
      const body = await compressed.get(file, encoding, () =>
        file.body ? Promise.resolve(file.body) : file.handle!.readFile(),
      );
      res.writeHead(status, { ...headers, 'content-encoding': encoding, 'content-length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headers, 'content-length': String(file.size) });
    if (req.method !== 'HEAD' && file.size > 0) await sendBytes(res, file, { start: 0, end: file.size - 1 });
    res.end();
  }
}

/** Writes a range of a file's bytes, leaving the response open: from memory, or read through the open descriptor. */
async function sendBytes(res: ServerResponse, file: ServedFile, range: ByteRange): Promise<void> {
  if (file.body) res.write(file.body.subarray(range.start, range.end + 1));
  else {
    const stream = file.handle!.createReadStream({ start: range.start, end: range.end, autoClose: false });
    await pipeline(stream, res, { end: false });
  }
}

const queues = new WeakMap<Socket, { tail: Promise<void>; waiting: number }>();

/** Resolves once a response is fully handed to the connection, or the connection is gone. */
function settled(res: ServerResponse, socket: Socket): Promise<void> {
  if (res.writableFinished || res.destroyed || socket.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      res.off('finish', done).off('close', done);
      socket.off('close', done);
      resolve();
    };
    res.on('finish', done).on('close', done);
    socket.on('close', done);
  });
}

function isFresh(req: IncomingMessage, file: ServedFile): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) return ifNoneMatch.split(',').some((t) => t.trim() === file.etag || t.trim() === '*');
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isNaN(since) ? false : Math.floor(file.mtime.getTime() / 1000) <= Math.floor(since / 1000);
}
