import assert from 'node:assert/strict';
import { test } from 'node:test';
import { watchFixtureSite } from '../helpers/watch.js';

// A Docusaurus-style site: its sidebar comes from sidebars.js and a folder's _category_.json, not from the config.
const { text, editAndReload } = watchFixtureSite('sidebars-file-site', { events: true });
const categories = (html: string) =>
  [...html.matchAll(/class="sidebar-category-toggle"[^>]*>([^<]+)</g)].map((m) => m[1]);

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
