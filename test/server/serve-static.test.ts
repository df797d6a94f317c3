import assert from 'node:assert/strict';
import { rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { runLoad } from '../../scripts/lib/load.js';
import { diskSource, mountedSource } from '../../src/server/file-source.js';
import { createStaticServer } from '../../src/server/serve-static.js';
import { tempDir, writeFiles } from '../helpers/site.js';

let dir: string;
let origin: string;
let close: () => Promise<void>;
const SECRET = 'outside the build folder';
const page = (title: string) =>
  `<!doctype html><title>${title}</title>${'<p>Some words that compress well.</p>'.repeat(40)}`;

before(async () => {
  dir = await tempDir();
  const root = path.join(dir, 'site');
  const files: Record<string, string | Buffer> = {
    'index.html': page('Home'),
    'docs/intro.html': page('Intro'),
    'docs/guide/index.html': page('Guide'),
    '404.html': page('Page Not Found'),
    'assets/js/main-ABCD1234.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    'assets/css/main-ABCD1234.css': `body{color:red}${'a{b:c}'.repeat(200)}`,
    'assets/data/sidebar-docs-Qx1y2Z3w4v.json': JSON.stringify({ items: Array(100).fill('doc') }),
    '_docgen/data/docs/intro.json': '{"page":{}}',
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'img/logo-12345678.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    'fonts/inter.woff2': Buffer.from('wOF2'),
    'sitemap.xml': '<urlset/>',
    'robots.txt': 'User-agent: *\n',
    'site.webmanifest': '{}',
    '.env': 'hidden',
    'files/empty.txt': '',
    'files/digits.txt': '0123456789',
  };
  await writeFiles(root, files);
  await writeFile(path.join(dir, 'secret.txt'), SECRET);
  await symlink(path.join(dir, 'secret.txt'), path.join(root, 'img/link.txt'));
  const server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
after(async () => {
  await close();
  await rm(dir, { recursive: true, force: true });
});

/** Sends the request target byte for byte: fetch() would normalise `..` and encodings away before sending. */
function rawGet(target: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { port } = new URL(origin);
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra.join('')}\r\n`),
    );
    let response = '';
    socket.on('data', (d: Buffer) => (response += d.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0), body: response }));
  });
}

test('path traversal in any spelling never reaches outside the build folder: 400 or 404', async () => {
  const attempts = [
    '/../secret.txt',
    '/docs/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2e%2e/secret.txt',
    '/.%2e/secret.txt',
    '/..%2fsecret.txt',
    '/docs%2f..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/docs\\..\\..\\secret.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/secret.txt%00.html',
    '/%00',
    '/index.html%00',
    `/${'../'.repeat(8)}etc/passwd`,
    '//etc/passwd',
    'http://localhost/../secret.txt',
    '/img/link.txt',
    '/.env',
    '/%2e%65nv',
  ];
  for (const target of attempts) {
    const { status, body } = await rawGet(target);
    assert.ok(status === 400 || status === 404, `${target} answered ${status}`);
    assert.ok(!body.includes(SECRET) && !body.includes('hidden') && !body.includes('root:'), `${target} leaked a file`);
  }
  assert.equal((await rawGet('/../secret.txt')).status, 400);
  assert.equal((await rawGet('/img/link.txt')).status, 404, 'a symbolic link out of the folder is as good as missing');
  assert.equal((await rawGet(`/${'a'.repeat(3000)}`)).status, 414);
});

test('routes resolve to their HTML file; unknown paths get 404.html with status 404', async () => {
  for (const [url, title] of [
    ['/', 'Home'],
    ['/docs/intro', 'Intro'],
    ['/docs/intro.html', 'Intro'],
    ['/docs/guide/', 'Guide'],
    ['/docs/guide', 'Guide'],
    ['/docs/intro?x=1', 'Intro'],
  ]) {
    const res = await fetch(origin + url);
    assert.equal(res.status, 200, url);
    assert.match(await res.text(), new RegExp(`<title>${title}</title>`), url);
  }
  const missing = await fetch(`${origin}/docs/nowhere`);
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.match(await missing.text(), /<title>Page Not Found<\/title>/);
  assert.equal((await fetch(origin, { method: 'POST' })).status, 405);
});

test('a long query string is served; only the path, or a query past 8 KB, makes a URI too long', async () => {
  assert.equal((await rawGet(`/docs/intro?q=${'a'.repeat(5000)}&utm_source=x`)).status, 200);
  assert.equal((await rawGet(`/docs/intro?q=${'a'.repeat(9000)}`)).status, 414);
  assert.equal((await rawGet(`/${'a'.repeat(2100)}?q=1`)).status, 414);
});

test('range requests: 206 with the bytes asked for, 416 past the end, the whole file for an outdated If-Range', async () => {
  const video = 'assets/js/main-ABCD1234.js';
  const whole = await (await fetch(`${origin}/${video}`)).text();
  const part = await fetch(`${origin}/${video}`, { headers: { range: 'bytes=2-11', 'accept-encoding': 'br, gzip' } });
  assert.equal(part.status, 206);
  assert.equal(part.headers.get('content-range'), `bytes 2-11/${whole.length}`);
  assert.equal(part.headers.get('content-encoding'), null, 'a range is of the file as it is');
  assert.equal(await part.text(), whole.slice(2, 12));
  const suffix = await fetch(`${origin}/${video}`, { headers: { range: 'bytes=-5' } });
  assert.equal(suffix.status, 206);
  assert.equal(await suffix.text(), whole.slice(-5));
  const open = await fetch(`${origin}/${video}`, { headers: { range: `bytes=${whole.length - 3}-` } });
  assert.equal(await open.text(), whole.slice(-3));
  const past = await fetch(`${origin}/${video}`, { headers: { range: `bytes=${whole.length}-` } });
  assert.equal(past.status, 416);
  assert.equal(past.headers.get('content-range'), `bytes */${whole.length}`);
  await past.text();
  const outdated = await fetch(`${origin}/${video}`, { headers: { range: 'bytes=0-1', 'if-range': 'W/"old"' } });
  assert.equal(outdated.status, 200);
  assert.equal((await outdated.text()).length, whole.length);
  assert.equal((await fetch(`${origin}/${video}`, { method: 'HEAD' })).headers.get('accept-ranges'), 'bytes');
});

test('every Range form as RFC 9110 answers it: suffixes, open ends, several ranges, nothing satisfiable, invalid sets', async () => {
  const url = `${origin}/files/digits.txt`;
  // A time a second or more in the past is a strong validator, which an If-Range date may match.
  await utimes(path.join(dir, 'site/files/digits.txt'), new Date('2024-01-01'), new Date('2024-01-01'));
  const ask = async (range: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, headers: { range, ...init.headers } });
    return {
      status: res.status,
      range: res.headers.get('content-range'),
      type: res.headers.get('content-type'),
      body: await res.text(),
    };
  };
  assert.deepEqual(await ask('bytes=-3'), {
    status: 206,
    range: 'bytes 7-9/10',
    type: 'text/plain; charset=utf-8',
    body: '789',
  });
  assert.deepEqual((await ask('bytes=-30')).body, '0123456789', 'a suffix longer than the file is all of it');
  assert.deepEqual((await ask('bytes=8-')).body, '89');
  assert.deepEqual((await ask('bytes=8-400')).range, 'bytes 8-9/10');
  assert.deepEqual((await ask('Bytes=1-2')).body, '12', 'the unit is case-insensitive');
  for (const unsatisfiable of ['bytes=10-', 'bytes=10-20, 30-40', 'bytes=-0']) {
    const res = await ask(unsatisfiable);
    assert.deepEqual([res.status, res.range], [416, 'bytes */10'], unsatisfiable);
  }
  for (const ignored of [
    'bytes=5-2',
    'bytes=1-2,x',
    'bytes=',
    'bytes=-',
    'bytes=1-2-3',
    'pages=1-2',
    'bytes=0x1-2',
    'bytes 1-2',
  ]) {
    const res = await ask(ignored);
    assert.deepEqual([res.status, res.body], [200, '0123456789'], ignored);
  }
  assert.deepEqual((await ask('bytes=0-1, 1-3, 9-9, 8-8')).status, 206);
  const several = await ask('bytes=0-1, 1-3, 8-, 20-30');
  const boundary = /^multipart\/byteranges; boundary=(\S+)$/.exec(several.type ?? '')?.[1];
  assert.ok(boundary, String(several.type));
  assert.equal(
    several.body,
    `--${boundary}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-range: bytes 0-3/10\r\n\r\n0123` +
      `\r\n--${boundary}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-range: bytes 8-9/10\r\n\r\n89` +
      `\r\n--${boundary}--\r\n`,
    'overlapping ranges are merged, the unsatisfiable one left out',
  );
  const head = await fetch(url, { method: 'HEAD', headers: { range: 'bytes=0-1' } });
  assert.deepEqual([head.status, head.headers.get('content-length')], [200, '10'], 'Range is for GET only');
  const modified = new Date((await fetch(url)).headers.get('last-modified')!);
  assert.equal((await ask('bytes=0-1', { headers: { 'if-range': modified.toUTCString() } })).status, 206);
  assert.equal((await ask('bytes=0-1', { headers: { 'if-range': new Date(0).toUTCString() } })).status, 200);
  const etag = (await fetch(url)).headers.get('etag')!;
  assert.equal((await ask('bytes=0-1', { headers: { 'if-range': etag } })).status, 200, 'a weak tag never matches');
});

test('an empty file: 416 for any range, with a status line, never a dropped connection', async () => {
  for (const range of ['bytes=-1', 'bytes=0-', 'bytes=0-0']) {
    const { status, body } = await rawGet(`/files/empty.txt`, { range });
    assert.equal(status, 416, range);
    assert.match(body, /content-range: bytes \*\/0/i);
  }
  assert.equal((await rawGet('/files/empty.txt')).status, 200);
});

test('a file replaced at its path while its answer is on the way is sent whole, as it was when opened', async () => {
  const root = path.join(dir, 'swapped');
  await writeFiles(root, { 'page.html': `old ${'o'.repeat(5000)}`, 'next.html': 'new, and shorter' });
  const disk = diskSource(root);
  // Each lookup is followed by a build's swap, before the answer is written.
  const server = createStaticServer({
    source: async (sitePath) => {
      const found = await disk(sitePath);
      if (sitePath === 'page.html') await rename(path.join(root, 'next.html'), path.join(root, 'page.html'));
      return found;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/page.html`);
    assert.equal(await res.text(), `old ${'o'.repeat(5000)}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('content types, and caching: a year for hashed assets, revalidation for HTML and data', async () => {
  const expected: [string, string, string][] = [
    ['/docs/intro', 'text/html; charset=utf-8', 'no-cache'],
    ['/assets/js/main-ABCD1234.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/assets/css/main-ABCD1234.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    [
      '/assets/data/sidebar-docs-Qx1y2Z3w4v.json',
      'application/json; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    ['/_docgen/data/docs/intro.json', 'application/json; charset=utf-8', 'no-cache'],
    ['/img/logo.svg', 'image/svg+xml', 'no-cache'],
    ['/img/logo-12345678.png', 'image/png', 'no-cache'],
    ['/fonts/inter.woff2', 'font/woff2', 'no-cache'],
    ['/sitemap.xml', 'application/xml; charset=utf-8', 'no-cache'],
    ['/robots.txt', 'text/plain; charset=utf-8', 'no-cache'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8', 'no-cache'],
  ];
  for (const [url, type, cache] of expected) {
    const res = await fetch(origin + url);
    assert.equal(res.status, 200, url);
    assert.equal(res.headers.get('content-type'), type, url);
    assert.equal(res.headers.get('cache-control'), cache, url);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    await res.arrayBuffer();
  }
});

test('conditional requests: 304 for a matching ETag or an unchanged Last-Modified; HEAD sends headers only', async () => {
  const first = await fetch(`${origin}/docs/intro`);
  const etag = first.headers.get('etag')!;
  const lastModified = first.headers.get('last-modified')!;
  assert.ok(etag && lastModified);
  const byEtag = await fetch(`${origin}/docs/intro`, { headers: { 'if-none-match': etag } });
  assert.equal(byEtag.status, 304);
  assert.equal(await byEtag.text(), '');
  assert.equal((await fetch(`${origin}/docs/intro`, { headers: { 'if-modified-since': lastModified } })).status, 304);
  assert.equal((await fetch(`${origin}/docs/intro`, { headers: { 'if-none-match': '"other"' } })).status, 200);

  const head = await fetch(`${origin}/docs/intro`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
  assert.equal(head.status, 200);
  assert.equal(head.headers.get('content-length'), String(Buffer.byteLength(page('Intro'))));
  assert.equal(await head.text(), '');
  const { body } = await new Promise<{ body: string }>((resolve) => {
    const socket = connect(Number(new URL(origin).port), '127.0.0.1', () =>
      socket.write('HEAD /nowhere HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    let text = '';
    socket.on('data', (d: Buffer) => (text += d));
    socket.on('end', () => resolve({ body: text }));
  });
  assert.match(body, /^HTTP\/1\.1 404/);
  assert.ok(body.endsWith('\r\n\r\n'), 'no body after the headers of a HEAD answer');
});

test('compression: brotli when accepted, else gzip, else none; small and binary files as they are', async () => {
  const get = async (url: string, acceptEncoding: string) => {
    const { request } = await import('node:http');
    return new Promise<{ encoding?: string; body: Buffer; vary?: string }>((resolve, reject) => {
      request(origin + url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks), vary: res.headers.vary }),
        );
      })
        .on('error', reject)
        .end();
    });
  };
  const br = await get('/docs/intro', 'gzip, deflate, br');
  assert.equal(br.encoding, 'br');
  assert.equal(br.vary, 'accept-encoding');
  assert.equal(brotliDecompressSync(br.body).toString(), page('Intro'));
  assert.ok(br.body.length < Buffer.byteLength(page('Intro')) / 4);
  const gz = await get('/assets/js/main-ABCD1234.js', 'gzip');
  assert.equal(gz.encoding, 'gzip');
  assert.match(gunzipSync(gz.body).toString(), /^console\.log/);
  assert.equal((await get('/docs/intro', 'br;q=0, gzip')).encoding, 'gzip');
  assert.equal((await get('/docs/intro', 'identity')).encoding, undefined);
  assert.equal((await get('/img/logo-12345678.png', 'br')).encoding, undefined);
  assert.equal((await get('/robots.txt', 'br')).encoding, undefined, 'too small to gain');

  // Two files of one size and time (a rebuild writes many within a clock tick) keep their own compressed bodies.
  const same = new Date('2024-01-01T00:00:00Z');
  for (const name of ['a', 'b']) {
    await writeFile(path.join(dir, `site/twin-${name}.html`), page(`Twin ${name}`));
    await utimes(path.join(dir, `site/twin-${name}.html`), same, same);
  }
  for (const name of ['a', 'b'])
    assert.equal(brotliDecompressSync((await get(`/twin-${name}`, 'br')).body).toString(), page(`Twin ${name}`));
});

test('200 concurrent keep-alive clients are all answered 200, without an error', async () => {
  // A fixed amount of work rather than a time: every one of the 2000 requests must be answered, however slowly.
  const result = await runLoad({
    origin,
    paths: ['/', '/docs/intro', '/assets/js/main-ABCD1234.js', '/img/logo.svg', '/docs/guide/'],
    clients: 200,
    requestsPerClient: 10,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  assert.deepEqual(result.failures, {});
  assert.equal(result.requests, 2000);
});

test("watch mode's static folder answers under each further locale's folder too, as the build copies it there", async () => {
  const root = path.join(dir, 'mounted');
  await writeFiles(root, { 'helm/index.html': 'helm', 'fr/own.txt': 'own' });
  const source = mountedSource(diskSource(root), ['fr', 'pt-br']);
  const text = async (sitePath: string) => {
    const found = await source(sitePath);
    try {
      return await found?.handle?.readFile('utf8');
    } finally {
      await found?.handle?.close();
    }
  };
  assert.equal(await text('helm/index.html'), 'helm');
  assert.equal(await text('fr/helm/index.html'), 'helm');
  assert.equal(await text('pt-br/helm/index.html'), 'helm');
  assert.equal(await text('fr/own.txt'), 'own');
  assert.equal(await text('de/helm/index.html'), undefined);
});
