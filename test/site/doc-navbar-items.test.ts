/*
 * Navbar `doc` and `docSidebar` items follow the version being read, as Docusaurus's do (issue #31), on a copy of
 * test/fixtures/versioned-site: `intro` is in every version, `guide` in 2.0 (the last) only, and the sidebar `docs`
 * in each; the items "Start" (intro), `guide`'s (added by the test, without a label: it shows the doc's id, as
 * Docusaurus's), the sidebar's, which has no label of its own, and "Secret" (added by the test), whose doc is unlisted.
 */
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildInto, copyOfFixtureSite } from '../helpers/site.js';

let site: Awaited<ReturnType<typeof copyOfFixtureSite>>;
let built: Awaited<ReturnType<typeof buildInto>>;
before(async () => {
  site = await copyOfFixtureSite('versioned-site');
  const config = await readFile(site.config, 'utf8');
  const guide = '    - type: doc\n      docId: guide\n';
  const secret = '    - type: doc\n      docId: secret\n      label: Secret\n';
  await writeFile(
    site.config,
    config
      .replace('    - type: docSidebar\n', `${guide}    - type: docSidebar\n`)
      .replace('    - type: search\n', secret),
  );
  await writeFile(
    path.join(site.dir, 'versioned_docs/version-2.0/secret.md'),
    '---\nunlisted: true\n---\n\n# Secret\n\nFor those who have the link.\n',
  );
  built = await buildInto(site.config);
});
after(async () => {
  await built.cleanup();
  await rm(site.dir, { recursive: true, force: true });
});

/** The navbar's left links of a built page: [label, href, aria-current]. */
async function navbarLinks(file: string): Promise<string[][]> {
  const html = await readFile(path.join(built.outDir, file), 'utf8');
  const left = /<div class="navbar-items navbar__items navbar-items-left">(.*?)<\/div>/.exec(html)?.[1] ?? '';
  return [...left.matchAll(/<a class="navbar-link[^"]*" href="([^"]*)"(?: aria-current="([^"]*)")?>([^<]*)<\/a>/g)]
    .map((m) => [m[3]!, m[1]!, m[2] ?? ''])
    .slice(1); // The first is the docsVersion item.
}

test('a doc item leads to its doc in the version being read, else in the last version', async () => {
  assert.deepEqual(await navbarLinks('docs/1.0/intro/index.html'), [
    ['Start', '/docs/1.0/intro', 'page'],
    ['guide', '/docs/guide', ''],
    ['Intro 1.0', '/docs/1.0/intro', 'page'],
  ]);
  assert.deepEqual(await navbarLinks('docs/next/new-feature/index.html'), [
    ['Start', '/docs/next/intro', 'true'],
    ['guide', '/docs/guide', ''],
    ['Intro next', '/docs/next/intro', 'true'],
  ]);
});

test("doc and sidebar items are active on the pages of their doc's sidebar in the version read", async () => {
  assert.deepEqual(await navbarLinks('docs/guide/index.html'), [
    ['Start', '/docs/intro', 'true'],
    ['guide', '/docs/guide', 'page'],
    ['Intro 2.0', '/docs/intro', 'true'],
  ]);
});

test('off the docs, the items lead to the last version (the browser applies the preferred one)', async () => {
  assert.deepEqual(await navbarLinks('index.html'), [
    ['Start', '/docs/intro', ''],
    ['guide', '/docs/guide', ''],
    ['Intro 2.0', '/docs/intro', ''],
  ]);
});

test("an unlisted doc's item shows on that doc's page only, as in Docusaurus", async () => {
  assert.deepEqual(await navbarLinks('docs/secret/index.html'), [
    ['Start', '/docs/intro', ''],
    ['guide', '/docs/guide', ''],
    ['Intro 2.0', '/docs/intro', ''],
    ['Secret', '/docs/secret', 'page'],
  ]);
});
