import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { asUserErrors, Renderer, type RenderReply, type SiteRenderData } from '../../src/pipeline/renderer.js';
import { workerLane } from '../../src/pipeline/pool-lane.js';
import { ROOT, tempDir } from '../helpers/site.js';

const SITE = '/home/me/site';

/** An error as a component throws it: its stack, source-mapped, runs through React and docgen's renderer. */
function thrownAt(...frames: string[]): Error {
  const error = new Error('the theme broke on Setup');
  error.stack = `Error: the theme broke on Setup\n${frames.map((f) => `    at ${f}`).join('\n')}`;
  return error;
}

const react =
  'renderWithHooks (/home/me/site/node_modules/react-dom/cjs/react-dom-server.node.production.min.js:71:99)';
const engine = `renderRoute (${path.join(ROOT, 'src/render/render-page.ts')}:40:10)`;
const client = `useRoute (${path.join(ROOT, 'src/client/router.tsx')}:12:3)`;

test('a throw in a theme outside the site folder is blamed on the theme file, line and column, naming the page rendered', () => {
  const [error] = asUserErrors(
    thrownAt(client, 'DocPage (/home/me/shared-theme/DocPage.tsx:34:37)', react, engine),
    'docs/guide/setup.md',
    SITE,
  );
  assert.equal(
    error!.message,
    '../shared-theme/DocPage.tsx:34:37 - rendering docs/guide/setup.md failed: the theme broke on Setup',
  );
});

test('a throw in a page module is blamed on it; one with no frame of the author is blamed on the page', () => {
  const [inPage] = asUserErrors(
    thrownAt('Support (/home/me/site/pages/support.tsx:2:9)', react),
    'pages/support.tsx',
    SITE,
  );
  assert.equal(inPage!.message, 'pages/support.tsx:2:9 - rendering failed: the theme broke on Setup');
  const [nowhere] = asUserErrors(thrownAt(react, engine), 'docs/intro.md', SITE);
  assert.equal(nowhere!.message, 'docs/intro.md - rendering failed: the theme broke on Setup');
});

test('a theme kept in a hidden folder under node_modules is still the author’s', () => {
  const [error] = asUserErrors(
    thrownAt('Admonition (/home/me/site/node_modules/.cache/theme/markdown.tsx:5:3)', react),
    'docs/intro.md',
    SITE,
  );
  assert.equal(
    error!.message,
    'node_modules/.cache/theme/markdown.tsx:5:3 - rendering docs/intro.md failed: the theme broke on Setup',
  );
});

test('a render thread imports the server bundle it was asked to preload once: the theme that names it then loads no other copy', async () => {
  const dir = await tempDir();
  try {
    const serverFile = path.join(dir, 'server-preloaded.mjs');
    await writeFile(
      serverFile,
      'globalThis.preloadedBundleLoads = (globalThis.preloadedBundleLoads ?? 0) + 1;\nexport const markdownComponents = {};\n',
    );
    const replies: RenderReply[] = [];
    const renderer = new Renderer((reply) => replies.push(reply));
    await renderer.handle({ type: 'preload', serverFile });
    const site = { siteDir: dir } as SiteRenderData;
    await renderer.handle({ type: 'theme', serverFile, shared: site, cacheMarkdown: true });
    // A render waits for the theme: with none of its pages, it only tells whether the theme loaded.
    await renderer.handle({ type: 'render', id: 1, jobs: [] });
    assert.deepEqual(replies, []);
    assert.equal((globalThis as { preloadedBundleLoads?: number }).preloadedBundleLoads, 1);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/** A search refresh of `count` doc pages, as watch mode sends it to a thread. */
function searchOf(count: number) {
  const pages = Array.from({ length: count }, (_, i) => ({
    route: `/docs/p${i}`,
    kind: 'doc' as const,
    title: `Page ${i}`,
    sections: [{ anchor: '', heading: '', text: `Zebracorn number ${i}.` }],
  }));
  return [{ routes: new Set(pages.map((p) => p.route)), lang: 'en', version: 'current', baseUrl: '/', pages }];
}

test('a search refresh told to stop while it runs answers no index; the next, not told, answers the index of its pages', async () => {
  const replies: RenderReply[] = [];
  const renderer = new Renderer((reply) => replies.push(reply));
  const indexes = searchOf(40);
  const flag = new Int32Array(new SharedArrayBuffer(4));
  Atomics.store(flag, 0, 1);
  const stopped = renderer.handle({ type: 'search', id: 1, indexes, stop: { flag, ticket: 1 } });
  // As the main thread stops it when a file changes: the thread reads the flag between pages, with no message.
  Atomics.store(flag, 0, 0);
  await stopped;
  Atomics.store(flag, 0, 2);
  await renderer.handle({ type: 'search', id: 2, indexes, stop: { flag, ticket: 2 } });
  assert.deepEqual(replies[0], { id: 1, search: undefined });
  const made = replies[1] as { id: number; search: { manifest: { contents: string } }[] };
  assert.equal(made.id, 2);
  assert.equal((JSON.parse(made.search[0]!.manifest.contents) as { pages: unknown[] }).pages.length, 40);
});

test('a render sent to a thread while it makes a search index is not queued behind the index: the index, stale, answers none', async () => {
  const lane = workerLane();
  const replies: RenderReply[] = [];
  const answered = new Promise<void>((resolve) => {
    lane.onReply = (reply) => replies.push(reply) === 2 && resolve();
  });
  try {
    const flag = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(flag, 0, 1);
    lane.send({ type: 'search', id: 1, indexes: searchOf(400), stop: { flag, ticket: 1 } });
    // Without a theme, the render only answers that there is none.
    lane.send({ type: 'render', id: 2, jobs: [] });
    await answered;
    assert.deepEqual(
      replies.find((reply) => reply.id === 1),
      { id: 1, search: undefined },
    );
  } finally {
    await lane.stop();
  }
});
