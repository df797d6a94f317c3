/** What each versioned doc's page says of its version: canonical URL, robots, and the navbar's version items' data. */
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../../src/build.js';
import { DocgenError } from '../../../src/errors.js';
import { sharedBuild, type SharedBuild } from '../../helpers/shared-build.js';
import { copyOfFixtureSite, FIXTURES } from '../../helpers/site.js';

let built: SharedBuild;
before(async () => {
  built = await sharedBuild(path.join(FIXTURES, 'versioned-site/site.config.yaml'));
});
after(() => built.cleanup());

const read = (file: string) => readFile(path.join(built.outDir, file), 'utf8');
const canonical = async (file: string) =>
  (await read(file)).match(/<link rel="canonical" href="([^"]+)">/)?.[1];

test("a page of another version than the last is canonically the same doc's page in the last version", async () => {
  assert.equal(await canonical('docs/next/intro/index.html'), 'https://versions.example.com/docs/intro');
  // new-feature is not in 2.0, and the last version's own pages stand for themselves.
  assert.equal(await canonical('docs/next/new-feature/index.html'), 'https://versions.example.com/docs/next/new-feature');
  assert.equal(await canonical('docs/guide/index.html'), 'https://versions.example.com/docs/guide');
});

test("a noIndex version's pages are neither indexed nor followed, stand for the last version's page, and are out of the sitemap", async () => {
  // As Docusaurus marks them; no other version's pages are.
  const old = await read('docs/1.0/intro/index.html');
  assert.match(old, /<meta name="robots" content="noindex, nofollow">/);
  assert.equal(await canonical('docs/1.0/intro/index.html'), 'https://versions.example.com/docs/intro');
  assert.doesNotMatch(await read('docs/next/intro/index.html'), /name="robots"/);
  assert.doesNotMatch(await read('docs/intro/index.html'), /name="robots"/);
  const locs = [...(await read('sitemap.xml')).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
  assert.ok(locs.includes('https://versions.example.com/docs/intro'));
  assert.ok(locs.includes('https://versions.example.com/docs/next/intro'));
  assert.deepEqual(
    locs.filter((loc) => loc!.includes('/1.0')),
    [],
  );
});

test('the version dropdown is rendered for the page, leading to the same doc in each version where it exists', async () => {
  const menu = (await read('docs/next/intro/index.html')).match(/<ul class="navbar-dropdown-menu">(.*?)<\/ul>/)?.[1];
  assert.deepEqual(
    [...(menu ?? '').matchAll(/href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => [m[2], m[1]]),
    [
      ['Next 🚧', '/docs/next/intro'],
      ['2.0', '/docs/intro'],
      ['1.0', '/docs/1.0/intro'],
      ['Release notes', 'https://versions.example.com/releases'],
    ],
  );
});

test("a version the dropdown's versions name that the docs do not have is an error naming the key", async () => {
  const site = await copyOfFixtureSite('versioned-site');
  try {
    const config = await readFile(site.config, 'utf8');
    await writeFile(site.config, config.replace('position: right\n', 'position: right\n      versions: ["2.0", "0.9"]\n'));
    await assert.rejects(
      build({ configFile: site.config, outDir: path.join(site.dir, 'out') }),
      (e: unknown) =>
        e instanceof DocgenError &&
        e.message.includes('navbar.items[0].versions: there is no version "0.9"') &&
        e.hint === 'versions: current, 2.0, 1.0',
    );
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});
