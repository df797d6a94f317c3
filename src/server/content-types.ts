import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export function contentTypeOf(file: string): string {
  return TYPES[path.posix.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Text formats shrink several times; images and fonts are compressed already. */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|rss\+xml|manifest\+json|wasm)|image\/svg\+xml)/.test(type);
}

/** docgen writes its bundles and data files under assets/ with a content hash in the name. */
const HASHED_ASSET = /^assets\/.*-[A-Za-z0-9]{8,}\.[a-z0-9]+$/;

/**
 * A content-hashed file never changes under its name, so browsers keep it for a year without asking;
 * everything else (HTML, page data, static files) is revalidated with its ETag on every use.
 */
export function cacheControlFor(sitePath: string): string {
  return HASHED_ASSET.test(sitePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
