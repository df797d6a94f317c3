import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { WatchServer } from '../../src/watch/serve-watch.js';
import { copyOfFixtureSite } from '../helpers/site.js';
import { listenToEvents, save, startWatch, waitFor } from '../helpers/watch.js';

// A Docusaurus-style site: its sidebar comes from sidebars.js and a folder's _category_.json, not from the config.
let site: { dir: string; config: string };
let server: WatchServer;
let events: ReturnType<typeof listenToEvents>;
const file = (p: string) => path.join(site.dir, p);
const text = async (p: string) => (await fetch(new URL(p, server.url))).text();
const categories = (html: string) =>
  [...html.matchAll(/class="sidebar-category-toggle"[^>]*>([^<]+)</g)].map((m) => m[1]);

before(async () => {
  site = await copyOfFixtureSite('sidebars-file-site');
  ({ server } = await startWatch(site.config));
  events = listenToEvents(server.url);
  await waitFor('the event stream', () => server.connections === 1);
});
after(async () => {
  events.close();
  await server.close();
  await rm(site.dir, { recursive: true, force: true });
});

async function editAndReload(p: string, edit: (old: string) => string): Promise<void> {
  const from = events.received.length;
  await save(file(p), edit(await readFile(file(p), 'utf8')));
  await events.next('reload', from);
}

test('an edit of the sidebars file named by docs.sidebarPath reloads the pages with the new sidebar', async () => {
  assert.deepEqual(categories(await text('/docs/intro')), ['Guides', 'Advanced']);
  await editAndReload('sidebars.js', (s) => s.replace("label: 'Introduction'", "label: 'Welcome'"));
  assert.match(await text('/docs/guides/setup'), /<a class="sidebar-link" href="\/docs\/intro">Welcome<\/a>/);
});

test('an edit of a file the sidebars file imports reloads the pages too', async () => {
  await editAndReload('sidebar-guides.js', (s) => s.replace("label: 'Guides'", "label: 'Tutorials'"));
  assert.deepEqual(categories(await text('/docs/intro')), ['Tutorials', 'Advanced']);
});

test("an edit of a folder's _category_.json reloads the pages with the new category label", async () => {
  await editAndReload('docs/guides/nested/_category_.json', (s) => s.replace('"Advanced"', '"Going further"'));
  assert.deepEqual(categories(await text('/docs/guides/setup')), ['Tutorials', 'Going further']);
});
