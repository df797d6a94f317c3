/*
 * serve --watch with a site's PostCSS plugins (#35): the stand-in for Tailwind of test/helpers/postcss-site.ts writes a
 * rule for each `u-<colour>` class in the site's docs and components, so a doc that gains a class needs new CSS.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { WatchServer } from '../../src/watch/serve-watch.js';
import { CONFIG, writePostcssSite } from '../helpers/postcss-site.js';
import { ROOT, tempDir } from '../helpers/site.js';
import { listenToEvents, save, startWatch, waitFor } from '../helpers/watch.js';

let dir: string;
let server: WatchServer;
let events: ReturnType<typeof listenToEvents>;

before(async () => {
  dir = await tempDir(path.join(ROOT, 'node_modules/.cache/docgen-tests/watch-postcss-'));
  await writePostcssSite(dir, { 'site.config.yaml': `${CONFIG}postcss:\n  plugins: [./postcss-utilities.cjs]\n` });
  ({ server } = await startWatch(path.join(dir, 'site.config.yaml')));
  events = listenToEvents(server.url);
  await waitFor('the event stream', () => server.connections === 1);
});
after(async () => {
  events?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The stylesheets the page at `route` links, as served now. */
async function servedCss(route: string): Promise<string> {
  const html = await (await fetch(new URL(route, server.url))).text();
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const sheets = await Promise.all(hrefs.map(async (href) => (await fetch(new URL(href, server.url))).text()));
  return sheets.join('\n');
}

const rule = (colour: string) => new RegExp(`\\.u-${colour}\\s*\\{\\s*color:\\s*${colour}`);

test('a doc that gains a class the CSS plugins read makes the site CSS again, and the open page reloads with it', async () => {
  assert.match(await servedCss('/docs/intro'), rule('teal'));
  assert.doesNotMatch(await servedCss('/docs/intro'), rule('olive'));
  const from = events.received.length;
  await save(path.join(dir, 'docs/intro.md'), '# Intro\n\n<span class="u-teal u-olive">Teal and olive</span>\n');
  const reload = await events.next('reload', from, (d) => (d.files as string[]).includes('docs/intro/index.html'));
  assert.equal(reload.bodies, undefined, 'the page reloads, for its new stylesheet');
  assert.match(await servedCss('/docs/intro'), rule('olive'));
});

test('a new doc in a folder the CSS plugins read makes the site CSS again', async () => {
  const from = events.received.length;
  await save(path.join(dir, 'docs/more.md'), '# More\n\n<span class="u-navy">Navy</span>\n');
  await events.next('reload', from, (d) => (d.files as string[]).includes('docs/more/index.html'));
  assert.match(await servedCss('/docs/more'), rule('navy'));
  assert.match(await servedCss('/'), rule('navy'));
});
