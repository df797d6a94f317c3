/*
 * What a reader of a versioned site sees (issue #31), on test/fixtures/versioned-site: the version dropdown, which
 * leads to the same doc in another version where it exists; the docsVersion item; each version's badge; the
 * banners of the unreleased and unmaintained versions; the preferred version remembered; and axe finds nothing. And
 * search on test/fixtures/versioned-instances-site, of two versioned docs instances: `docs` and `community`, each
 * with its current docs (the last version) and an older 1.0, whose every doc speaks of "release notes".
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { FIXTURES, startSite, type ServedSite } from '../helpers/site.js';
import { startAlgoliaSite, type AlgoliaSite } from './algolia-imitation.js';
import { launchBrowser } from './harness.js';
import { assertQuiet, hydrated, openSession, type Session } from './ui-session.js';

const TIMEOUT = { timeout: 180_000 };
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser: Browser | null = null;
let served: ServedSite | undefined;
/** The same site searching with Algolia, at a local imitation of its API. */
let algolia: AlgoliaSite | undefined;
/** The site of two versioned docs instances, searching locally and with Algolia. */
let instances: ServedSite | undefined;
let instancesAlgolia: AlgoliaSite | undefined;

before(
  async () => {
    browser = await launchBrowser();
    if (!browser) return;
    served = await startSite(path.join(FIXTURES, 'versioned-site/site.config.yaml'));
    algolia = await startAlgoliaSite('versioned-site');
    instances = await startSite(path.join(FIXTURES, 'versioned-instances-site/site.config.yaml'));
    instancesAlgolia = await startAlgoliaSite('versioned-instances-site');
  },
  { timeout: 300_000 },
);

after(async () => {
  await browser?.close();
  await served?.close();
  await algolia?.close();
  await instances?.close();
  await instancesAlgolia?.close();
});

async function visit(t: TestContext, route: string, site = served): Promise<Session | null> {
  const s = await openSession(t, browser, site?.url);
  if (!s) return null;
  await s.page.goto(site!.url + route);
  await s.page.getByRole('heading', { level: 1 }).first().waitFor();
  await hydrated(s.page);
  return s;
}

const dropdown = (page: Page) => page.locator('.navbar-items-right .navbar-dropdown');

/** The version dropdown's entries, opened by a click: [label, href]. */
async function versionLinks(page: Page): Promise<[string, string][]> {
  await dropdown(page).getByRole('button').click();
  return dropdown(page)
    .locator('.navbar-dropdown-menu a')
    .evaluateAll((links) => links.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? ''] as [string, string]));
}

test(
  'an unmaintained version: its badge, its banner to the same doc in the last version (a pick once followed), and noindex',
  TIMEOUT,
  async (t) => {
    const s = await visit(t, '/docs/1.0/intro');
    if (!s) return;
    const banner = s.page.getByRole('note');
    assert.equal(
      await banner.textContent(),
      'This is the documentation of Versions 1.0, a version no longer maintained.' +
        'The up-to-date documentation is in the latest version (2.0).',
    );
    assert.equal(await banner.getByRole('link').getAttribute('href'), '/docs/intro');
    assert.equal(await s.page.locator('.doc-version-badge').textContent(), 'Version: 1.0');
    assert.equal(await s.page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
    // The version's className is on <html>, in place of docs-version-1.0, as Docusaurus puts it.
    const htmlClass = () => s.page.evaluate(() => document.documentElement.className);
    assert.equal(await htmlClass(), 'legacy-docs');
    assert.equal(await dropdown(s.page).getByRole('button').textContent(), '1.0');
    assert.deepEqual(await versionLinks(s.page), [
      ['Next 🚧', '/docs/next/intro'],
      ['2.0', '/docs/intro'],
      ['1.0', '/docs/1.0/intro'],
      ['Release notes', 'https://versions.example.com/releases'],
    ]);
    // A client-side navigation to another version gives <html> that version's class instead.
    await dropdown(s.page).locator('.navbar-dropdown-menu a', { hasText: '2.0' }).click();
    await s.page.waitForFunction(() => document.documentElement.className === 'docs-version-2.0');
    // The banner's link to the latest version makes it the preferred one, as Docusaurus's banner does.
    await s.page.goto(served!.url + '/docs/1.0/intro');
    await hydrated(s.page);
    await s.page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '1.0'));
    await banner.getByRole('link').click();
    await s.page.getByRole('heading', { level: 1, name: 'Intro 2.0' }).waitFor();
    assert.equal(await s.page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '2.0');
    assertQuiet(s);
  },
);

test(
  'the dropdown leads to the same doc in another version, or to its main doc; the version picked there is remembered',
  TIMEOUT,
  async (t) => {
    const s = await visit(t, '/docs/next/new-feature');
    if (!s) return;
    assert.match(
      (await s.page.getByRole('note').textContent()) ?? '',
      /^This is the documentation of Versions Next 🚧, a version not released yet\./,
    );
    // new-feature is in the current docs only: 2.0 and 1.0 lead to their main doc.
    assert.deepEqual((await versionLinks(s.page)).slice(0, 3), [
      ['Next 🚧', '/docs/next/new-feature'],
      ['2.0', '/docs/intro'],
      ['1.0', '/docs/1.0/intro'],
    ]);
    // Reading a version's doc does not make it the preferred one (as in Docusaurus): picking it does.
    assert.equal(await s.page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), null);
    await dropdown(s.page).getByRole('link', { name: '2.0' }).click();
    await s.page.waitForURL(/\/docs\/intro$/);
    await s.page.getByRole('heading', { level: 1, name: 'Intro 2.0' }).waitFor();
    // The last version has no banner; its badge and the dropdown follow the page.
    assert.equal(await s.page.getByRole('note').count(), 0);
    assert.equal(await s.page.locator('.doc-version-badge').textContent(), 'Version: 2.0');
    assert.equal(await dropdown(s.page).getByRole('button').textContent(), '2.0');
    assert.equal(await s.page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '2.0');
    // docsVersion: the version being read, leading to its main doc.
    assert.equal(
      await s.page.locator('.navbar-items-left').getByRole('link', { name: '2.0', exact: true }).getAttribute('href'),
      '/docs/intro',
    );
    // A stored version the site has is kept on the next page load, and reading another version's doc keeps it.
    await s.page.goto(served!.url + '/docs/next/intro');
    await hydrated(s.page);
    assert.equal(await s.page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '2.0');
    assertQuiet(s);
  },
);

test(
  "off the docs, the navbar's doc and version items lead to the reader's preferred version once the page has loaded",
  TIMEOUT,
  async (t) => {
    const s = await visit(t, '/docs/intro');
    if (!s) return;
    await dropdown(s.page).getByRole('button').click();
    await dropdown(s.page).getByRole('link', { name: '1.0' }).click();
    await s.page.getByRole('heading', { level: 1, name: 'Intro 1.0' }).waitFor();
    assert.equal(await s.page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '1.0');
    // The next version's doc, opened as from a search result, does not change the preferred version.
    await s.page.goto(served!.url + '/docs/next/intro');
    await hydrated(s.page);
    const left = s.page.locator('.navbar-items-left');
    await s.page.goto(served!.url + '/');
    await hydrated(s.page);
    // The server wrote the last version's links; the preferred version's replace them, where it has the doc.
    await left.locator('a[href="/docs/1.0/intro"]', { hasText: 'Start' }).waitFor();
    assert.equal(await dropdown(s.page).getByRole('button').textContent(), '1.0');
    assert.equal(await left.getByRole('link', { name: '1.0', exact: true }).getAttribute('href'), '/docs/1.0/intro');
    assertQuiet(s);
  },
);

test('axe finds nothing on a versioned doc with its banner, badge and open version dropdown', TIMEOUT, async (t) => {
  const axeSource = await readFile(AXE_SOURCE, 'utf8');
  for (const route of ['/docs/1.0/intro', '/docs/next/new-feature']) {
    const s = await visit(t, route);
    if (!s) return;
    await dropdown(s.page).getByRole('button').click();
    await s.page.addScriptTag({ content: axeSource });
    const violations = await s.page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(c: unknown): Promise<{ violations: { id: string }[] }> } }).axe;
      return (await axe.run(document)).violations.map((v) => v.id);
    });
    assert.deepEqual(violations, [], route);
  }
});

/** What the search modal offers for `query`: each result's link. */
async function searchResults(page: Page, query: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Search' }).click();
  const modal = page.getByRole('dialog', { name: 'Search the documentation' });
  await modal.getByRole('combobox').fill(query);
  await modal.getByRole('option').first().waitFor();
  return modal.getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('href') ?? ''));
}

test("search finds the docs of the version being read, each version's in its own index", TIMEOUT, async (t) => {
  for (const [route, found] of [
    ['/docs/1.0/intro', ['/docs/1.0/intro']],
    ['/docs/next/new-feature', ['/docs/next/intro']],
    ['/docs/guide', ['/docs/intro', '/docs/guide']],
  ] as const) {
    const s = await visit(t, route);
    if (!s) return;
    assert.deepEqual(await searchResults(s.page, 'intro'), found, route);
    assertQuiet(s);
  }
});

test("Algolia's contextual search asks for the docs of the version being read", TIMEOUT, async (t) => {
  const s = await visit(t, '/docs/1.0/intro', algolia);
  if (!s) return;
  assert.equal(
    await s.page.locator('meta[name="docsearch:docusaurus_tag"]').getAttribute('content'),
    'docs-default-1.0',
  );
  await searchResults(s.page, 'thing');
  assert.deepEqual(algolia!.requests.at(-1)!.body.requests[0]!.facetFilters, [
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0'],
  ]);
});

test("search finds the docs of the version being read, of each instance's older version too", TIMEOUT, async (t) => {
  for (const [route, found] of [
    ['/docs/1.0/intro', ['/docs/1.0/intro']],
    ['/community/1.0/welcome', ['/community/1.0/welcome']],
    ['/docs/intro', ['/docs/intro', '/community/welcome']],
    ['/community/welcome', ['/docs/intro', '/community/welcome']],
  ] as const) {
    const s = await visit(t, route, instances);
    if (!s) return;
    assert.deepEqual((await searchResults(s.page, 'release notes')).sort(), [...found].sort(), route);
    assertQuiet(s);
  }
});

test(
  "Algolia's contextual search asks for one version of each instance: the one read, else the preferred",
  TIMEOUT,
  async (t) => {
    const s = await visit(t, '/community/1.0/welcome', instancesAlgolia);
    if (!s) return;
    assert.equal(
      await s.page.locator('meta[name="docsearch:docusaurus_tag"]').getAttribute('content'),
      'docs-community-1.0',
    );
    await searchResults(s.page, 'thing');
    assert.deepEqual(instancesAlgolia!.requests.at(-1)!.body.requests[0]!.facetFilters, [
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-1.0'],
    ]);
    // Reading a doc of a versioned instance stores no preference; the reader's own pick stays in the filters.
    assert.equal(await s.page.evaluate(() => localStorage.getItem('docs-preferred-version-community')), null);
    await s.page.evaluate(() => localStorage.setItem('docs-preferred-version-community', '1.0'));
    // On a doc of the other instance, community's preferred version stays in the filters.
    await s.page.goto(instancesAlgolia!.url + '/docs/1.0/intro');
    await hydrated(s.page);
    await searchResults(s.page, 'thing');
    assert.deepEqual(instancesAlgolia!.requests.at(-1)!.body.requests[0]!.facetFilters, [
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0', 'docusaurus_tag:docs-community-1.0'],
    ]);
  },
);
