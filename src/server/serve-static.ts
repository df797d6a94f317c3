import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;
const HASHED = /-[A-Za-z0-9]{8,}\.(js|css|json|svg|png|woff2?)$/;

export interface StaticServerOptions {
  root: string;
  /** Called for every request before files are looked up; returning true means it was answered. */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/**
 * Resolves a request path to a file strictly inside the root. Anything that could climb out
 * (`..` in any encoding, backslashes, NUL bytes, encoded slashes) is refused rather than cleaned up.
 */
export function resolveRequestPath(root: string, rawUrl: string): string | 'bad-request' {
  const pathname = rawUrl.split('?')[0]!.split('#')[0]!;
  if (/%2f|%5c|%00/i.test(pathname) || pathname.includes('\\') || pathname.includes('\0')) return 'bad-request';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'bad-request';
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.split('/').some((s) => s === '..')) return 'bad-request';
  const file = path.join(root, decoded);
  if (file !== root && !file.startsWith(root + path.sep)) return 'bad-request';
  return file;
}

async function fileStat(file: string) {
  try {
    const s = await stat(file);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
}

/** The file a URL names: itself, then `.html` (trailing slash off), then `index.html` (folders). */
async function findFile(file: string, root: string): Promise<{ file: string; size: number; mtime: Date } | undefined> {
  const candidates = file.endsWith(path.sep) || file === root ? [path.join(file, 'index.html'), `${file.replace(/[\\/]$/, '')}.html`] : [file, `${file}.html`, path.join(file, 'index.html')];
  for (const candidate of candidates) {
    const s = await fileStat(candidate);
    if (s) return { file: candidate, size: s.size, mtime: s.mtime };
  }
  return undefined;
}

export function createStaticServer(options: StaticServerOptions): Server {
  const root = path.resolve(options.root);
  return createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal server error\n');
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (options.intercept?.(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    const resolved = resolveRequestPath(root, req.url ?? '/');
    if (resolved === 'bad-request') {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request\n');
      return;
    }
    const found = await findFile(resolved, root);
    if (found) return send(req, res, found, 200);
    const notFound = await fileStat(path.join(root, '404.html'));
    if (notFound) return send(req, res, { file: path.join(root, '404.html'), size: notFound.size, mtime: notFound.mtime }, 404);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
  }
}

function send(req: IncomingMessage, res: ServerResponse, found: { file: string; size: number; mtime: Date }, status: number): void {
  const ext = path.extname(found.file).toLowerCase();
  const type = TYPES[ext] ?? 'application/octet-stream';
  const etag = `W/"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`;
  const headers: Record<string, string> = {
    'content-type': type,
    etag,
    'last-modified': found.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
    'cache-control': HASHED.test(found.file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  };
  if (status === 200 && isFresh(req, etag, found.mtime)) {
    res.writeHead(304, headers).end();
    return;
  }
  const gzip = COMPRESSIBLE.test(type) && found.size > 512 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) headers['content-encoding'] = 'gzip';
  else headers['content-length'] = String(found.size);
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(found.file);
  stream.on('error', () => res.destroy());
  if (gzip) stream.pipe(createGzip({ level: 6 })).pipe(res);
  else stream.pipe(res);
}

function isFresh(req: IncomingMessage, etag: string, mtime: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) return ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*');
  const since = req.headers['if-modified-since'];
  return since ? Math.floor(mtime.getTime() / 1000) <= Math.floor(Date.parse(since) / 1000) : false;
}
