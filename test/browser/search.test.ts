/*
 * Search in headless Chromium: the modal and the /search page on the craft.js site (local index), and
 * the Algolia provider against a local imitation of Algolia's search endpoint, on the mini fixture.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectConsoleErrors, launchBrowser, startSite } from './harness.js';
import { startAlgoliaSite, type AlgoliaRequest } from './algolia-imitation.js';
import { hydrated } from './ui-session.js';

type Site = { url: string; outDir: string; close(): Promise<void> };

// A limit for hangs only: each test takes seconds, many more on a busy machine.
const TIMEOUT = { timeout: 180_000 };
const XSS = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;

let browser: Browser | null = null;
let local: Site | null = null;
let algolia: (Site & { requests: AlgoliaRequest[] }) | null = null;

before(
  async () => {
    browser = await launchBrowser();
    if (!browser) return;
    [local, algolia] = await Promise.all([startSite(), startAlgoliaSite()]);
  },
  { timeout: 300_000 },
);

after(async () => {
  await browser?.close();
  await local?.close();
  await algolia?.close();
});

/**
 * A fresh page (own storage) on a site, failing the test on any console error. With `quiet`, once the network has
 * been idle for half a second as well: only a test of every file the page loads needs that wait.
 */
async function open(t: TestContext, site: Site | null, route: string, quiet = false): Promise<Page | null> {
  if (!browser || !site) {
    t.skip('Chromium not installed');
    return null;
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  t.after(() =>
    assert.deepEqual(
      errors.filter((e) => !e.includes('Failed to load resource')),
      [],
      'console errors',
    ),
  );
  await page.goto(site.url + route);
  if (quiet) await page.waitForLoadState('networkidle');
  // The keyboard shortcuts listen once the page is hydrated: a key pressed before then opens nothing.
  await hydrated(page);
  return page;
}

const modal = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const modalInput = (page: Page) => modal(page).getByRole('combobox');

async function typeInModal(page: Page, text: string) {
  await page.getByRole('button', { name: 'Search' }).click();
  await modalInput(page).fill(text);
}

test('a page loads no search code; opening search loads the modal, the provider and the index', TIMEOUT, async (t) => {
  const page = await open(t, local, '/docs/overview', true);
  if (!page) return;
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  const scripts = loaded.filter((u) => u.endsWith('.js'));
  assert.ok(scripts.length > 0);
  for (const url of scripts) {
    const code = await (await fetch(url)).text();
    assert.ok(!code.includes('MiniSearch: ') && !code.includes('See all {count} results'), `${url} holds search code`);
  }
  assert.ok(!loaded.some((u) => u.includes('/assets/data/search-')), 'no index before search starts');

  await page.keyboard.press('Control+k');
  await modalInput(page).fill('useNode');
  await modal(page).getByRole('option').first().waitFor();
  const after = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  assert.ok(
    after.some((u) => /\/assets\/data\/search-en-current-\w+\.json$/.test(u)),
    'index fetched',
  );
});

test('the navbar button opens the modal; Escape closes it and focus returns to the button', TIMEOUT, async (t) => {
  const page = await open(t, local, '/docs/overview');
  if (!page) return;
  const button = page.getByRole('button', { name: 'Search' });
  await button.click();
  await assert.doesNotReject(modalInput(page).waitFor());
  assert.equal(await modalInput(page).getAttribute('placeholder'), 'Search docs');
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('role')),
    'combobox',
    'the input has focus',
  );
  assert.equal(await modal(page).getAttribute('aria-modal'), 'true');
  await page.keyboard.press('Escape');
  await modal(page).waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'navbar-search-button');
});

test('Ctrl+K and Cmd+K open and close the modal; a click outside closes it', TIMEOUT, async (t) => {
  const page = await open(t, local, '/docs/overview');
  if (!page) return;
  for (const keys of ['Control+k', 'Meta+k']) {
    await page.keyboard.press(keys);
    await modalInput(page).waitFor();
    await page.keyboard.press(keys);
    await modal(page).waitFor({ state: 'detached' });
  }
  await page.keyboard.press('Control+k');
  await modalInput(page).waitFor();
  await page.mouse.click(10, 700);
  await modal(page).waitFor({ state: 'detached' });
});

test('"/" opens the modal, except when typed into a field', TIMEOUT, async (t) => {
  const page = await open(t, local, '/search');
  if (!page) return;
  const field = page.locator('#search-page-input');
  await field.click();
  await page.keyboard.type('a/b');
  assert.equal(await field.inputValue(), 'a/b');
  assert.equal(await modal(page).count(), 0);
  await page.locator('h1').click();
  await page.keyboard.press('/');
  await modalInput(page).waitFor();
  assert.equal(await modalInput(page).inputValue(), '', 'the "/" is not typed into the search');
});

test(
  'typing useNode finds the useNode page; the arrows move through results and Enter opens one',
  TIMEOUT,
  async (t) => {
    const page = await open(t, local, '/docs/overview');
    if (!page) return;
    await typeInModal(page, 'useNode');
    const options = modal(page).getByRole('option');
    await options.first().waitFor();
    assert.equal(await options.first().getAttribute('href'), '/docs/api/useNode');
    assert.equal(
      await modal(page).getByRole('group').first().getAttribute('aria-labelledby'),
      await modal(page).locator('.search-group-title', { hasText: 'useNode()' }).first().getAttribute('id'),
    );
    assert.equal(await options.first().locator('mark').first().textContent(), 'useNode');
    assert.equal(await options.first().getAttribute('aria-selected'), 'true');
    await page.keyboard.press('ArrowDown');
    assert.equal(await options.nth(1).getAttribute('aria-selected'), 'true');
    assert.equal(await modalInput(page).getAttribute('aria-activedescendant'), await options.nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    const href = await options.first().getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname + url.hash === href);
    assert.equal(await page.locator('h1').textContent(), 'useNode()');
  },
);

test(
  'a name written only in code finds its page; the hit shows the line of code, as text, the name marked',
  TIMEOUT,
  async (t) => {
    const page = await open(t, local, '/docs/overview');
    if (!page) return;
    await typeInModal(page, 'LayersProps');
    const option = modal(page).getByRole('option').first();
    await option.waitFor();
    assert.equal(await option.getAttribute('href'), '/docs/additional/layers#layers-');
    const line = option.locator('.search-hit-snippet code.search-hit-code');
    assert.equal(await line.textContent(), 'export type LayersProps = Parameters<typeof Layers>[0];');
    assert.deepEqual(await line.locator('mark').allTextContents(), ['LayersProps']);
    assert.equal(await line.locator('*:not(mark)').count(), 0, 'the line is text: nothing of it is parsed as HTML');
  },
);

test('"See all … results" leads to the search page with the query, which shows the results', TIMEOUT, async (t) => {
  const page = await open(t, local, '/docs/overview');
  if (!page) return;
  await typeInModal(page, 'useNode');
  const seeAll = modal(page).getByRole('link', { name: /^See all \d+ results$/ });
  await seeAll.waitFor();
  const count = Number(/\d+/.exec((await seeAll.textContent())!)![0]);
  assert.ok(count > 1);
  await seeAll.click();
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'useNode');
  await page.locator('.search-page-result').first().waitFor();
  assert.equal(await page.locator('h1').textContent(), 'Search results for "useNode"');
  assert.equal(await page.getByRole('status').textContent(), `${count} results`);
  assert.equal(await page.locator('.search-page-result h2 a').first().getAttribute('href'), '/docs/api/useNode');
});

test(
  'the search page reads q, keeps it in the address as the reader types, and loads more results on demand',
  TIMEOUT,
  async (t) => {
    const page = await open(t, local, '/search?q=node');
    if (!page) return;
    const input = page.locator('#search-page-input');
    await page.locator('.search-page-result').first().waitFor();
    assert.equal(await input.inputValue(), 'node');
    assert.equal(await page.locator('.search-page-result').count(), 10);
    await page.getByRole('button', { name: 'Load more results' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.search-page-result').length > 10);
    const historyLength = await page.evaluate(() => history.length);
    await input.fill('connectors drag');
    await page.waitForURL((url) => url.searchParams.get('q') === 'connectors drag');
    assert.equal(
      await page.evaluate(() => history.length),
      historyLength,
      'replaceState: no history entry per keystroke',
    );
    await page.waitForFunction(() => document.querySelector('.search-page-result h2')?.textContent === 'useEditor()');
  },
);

test(
  'no results: the modal and the page say so, offer the closest words of the index, and a way to report it',
  TIMEOUT,
  async (t) => {
    const page = await open(t, local, '/docs/overview');
    if (!page) return;
    await typeInModal(page, 'usenoed');
    const screen = modal(page).locator('.search-screen');
    await screen.waitFor();
    assert.equal(await screen.locator('.search-screen-title').textContent(), 'No results for "usenoed"');
    assert.match((await screen.textContent())!, /Did you mean/);
    assert.match((await screen.textContent())!, /Believe this query should return results\? Let us know\./);
    assert.equal(
      await screen.getByRole('link', { name: 'Let us know.' }).getAttribute('href'),
      'https://github.com/prevwong/craft.js/issues',
    );
    const suggestion = screen.locator('.search-suggestion').first();
    assert.equal(await suggestion.textContent(), 'useNode', 'the word as the docs write it');
    await suggestion.click();
    assert.equal(await modalInput(page).inputValue(), 'useNode');
    await modal(page).getByRole('option').first().waitFor();

    await page.goto(`${local!.url}/search?q=zqxjv`);
    const pageScreen = page.locator('main .search-screen');
    await pageScreen.waitFor();
    assert.equal(await pageScreen.locator('.search-screen-title').textContent(), 'No results for "zqxjv"');
    assert.equal(
      await pageScreen.locator('.search-suggestion').count(),
      0,
      'no word of the index is close: nothing to suggest',
    );
    assert.match((await pageScreen.textContent())!, /Believe this query should return results\? Let us know\./s);
    await page.goto(`${local!.url}/search?q=${encodeURIComponent('serialize conectros')}`);
    await pageScreen.locator('.search-suggestion').first().click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'serialize connectors');
    await page.locator('.search-page-result').first().waitFor();
  },
);

test(
  'matches are marked in a highlighter colour, not as links; a group does not repeat its page title as its first hit',
  TIMEOUT,
  async (t) => {
    const page = await open(t, local, '/docs/overview');
    if (!page) return;
    await typeInModal(page, 'serialize');
    const group = modal(page).getByRole('group').first();
    await group.waitFor();
    assert.equal(
      await group.locator('.search-group-title').textContent(),
      'Serializing',
      'the page titled by the word leads',
    );
    const look = (selector: string) =>
      modal(page)
        .locator(selector)
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            color: style.color,
            background: style.backgroundColor,
            underline: style.textDecorationLine.includes('underline'),
          };
        });
    const mark = await look('.search-hit-snippet mark');
    const link = await modal(page)
      .locator('.search-modal-footer a')
      .evaluate((el) => getComputedStyle(el).color);
    assert.notEqual(mark.color, link, 'not the link colour');
    assert.notEqual(mark.background, 'rgba(0, 0, 0, 0)', 'a background, as a highlighter');
    assert.equal(mark.underline, false);
    for (const title of await modal(page).locator('.search-group-title').allTextContents()) {
      const first = await modal(page)
        .getByRole('group', { name: title })
        .first()
        .locator('.search-hit')
        .first()
        .textContent();
      assert.notEqual(first, title, `${title}: first hit is not the title again`);
    }
  },
);

test('the modal and the search page show the same result list', TIMEOUT, async (t) => {
  const page = await open(t, local, '/docs/overview');
  if (!page) return;
  await typeInModal(page, 'connectors');
  await modal(page).getByRole('option').first().waitFor();
  const shown = async (root: ReturnType<Page['locator']>) =>
    root
      .locator('.search-group')
      .evaluateAll((groups) =>
        groups.map((g) => [
          g.querySelector('.search-group-title')!.textContent,
          [...g.querySelectorAll('.search-hit')].map((h) => [h.getAttribute('href'), h.textContent]),
        ]),
      );
  const inModal = await shown(modal(page).locator('.search-results'));
  await page.goto(`${local!.url}/search?q=connectors`);
  await page.locator('.search-page-result').first().waitFor();
  const onPage = await shown(page.locator('main .search-results'));
  assert.deepEqual(onPage.slice(0, inModal.length), inModal);
});

test(
  'when the index cannot be fetched, the modal and the page show the error screen, and the next query retries',
  TIMEOUT,
  async (t) => {
    const page = await open(t, local, '/docs/overview');
    if (!page) return;
    await page.route('**/assets/data/search-*', (route) => route.abort());
    await typeInModal(page, 'useNode');
    const screen = modal(page).getByRole('alert');
    await screen.waitFor();
    assert.equal(await screen.locator('.search-screen-title').textContent(), 'Unable to fetch results');
    assert.equal(
      await screen.locator('.search-screen-help').textContent(),
      'You might want to check your network connection.',
    );
    await page.unroute('**/assets/data/search-*');
    await modalInput(page).fill('useEditor');
    await modal(page).getByRole('option').first().waitFor();

    await page.route('**/assets/data/search-*', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(`${local!.url}/search?q=useNode`);
    await page.locator('main').getByRole('alert').waitFor();
    assert.match(
      (await page.locator('main').getByRole('alert').textContent())!,
      /^Unable to fetch resultsYou might want to check your network connection\.$/,
    );
  },
);

test('query text from the address or the input is shown as text, never run as HTML', TIMEOUT, async (t) => {
  const page = await open(t, local, `/search?q=${encodeURIComponent(XSS)}`);
  if (!page) return;
  await page.locator('main .search-screen').waitFor();
  assert.equal(await page.locator('h1').textContent(), `Search results for "${XSS}"`);
  assert.equal(await page.locator('main .search-screen-title').textContent(), `No results for "${XSS}"`);
  assert.equal(await page.locator('main img').count(), 0);
  await typeInModal(page, XSS);
  await modal(page).locator('.search-screen-title').waitFor();
  assert.equal(await modal(page).locator('.search-screen-title').textContent(), `No results for "${XSS}"`);
  assert.equal(await modal(page).locator('img, script').count(), 0);
  assert.equal(await page.evaluate(() => (window as { __xss?: number }).__xss), undefined);
});

/* ---------- Algolia, against a local imitation of its search endpoint ---------- */

test(
  'Algolia: the modal sends the query with the contextual facet filters and shows the answer',
  TIMEOUT,
  async (t) => {
    const page = await open(t, algolia, '/docs/intro');
    if (!page) return;
    await typeInModal(page, 'thing');
    const option = modal(page).getByRole('option').first();
    await option.waitFor();
    const sent = algolia!.requests.find((r) => r.body.requests[0]!.query === 'thing')!;
    assert.equal(sent.path, '/1/indexes/*/queries');
    assert.equal(sent.appId, 'TESTAPP');
    assert.equal(sent.body.requests[0]!.indexName, 'mini');
    assert.deepEqual(sent.body.requests[0]!.facetFilters, [
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    assert.equal(await option.getAttribute('href'), '/docs/guide/api#usething');
    assert.equal(await modal(page).getByRole('group', { name: 'API' }).count(), 1);
    assert.equal(await option.locator('.search-hit-heading mark').textContent(), 'useThing');
    assert.equal(await option.locator('.search-hit-snippet').textContent(), 'Returns the thing <b>now</b>.');
    assert.equal(await option.locator('.search-hit-snippet b').count(), 0, 'record text is never HTML');
    assert.equal(await modal(page).getByRole('link', { name: 'See the one result' }).count(), 1);
  },
);

test('Algolia: a failing request shows the error screen; no hits show the no-results screen', TIMEOUT, async (t) => {
  const page = await open(t, algolia, '/docs/intro');
  if (!page) return;
  await typeInModal(page, 'fail');
  await modal(page).getByRole('alert').waitFor();
  assert.equal(await modal(page).locator('.search-screen-title').textContent(), 'Unable to fetch results');
  await page.goto(`${algolia!.url}/search?q=nothing`);
  await page.locator('main .search-screen').waitFor();
  assert.equal(await page.locator('main .search-screen-title').textContent(), 'No results for "nothing"');
  assert.equal(
    await page.getByRole('link', { name: 'Let us know.' }).getAttribute('href'),
    'https://example.com/issues',
  );
  const asked = algolia!.requests.find((r) => r.body.requests[0]!.query === 'noth');
  assert.ok(asked, 'the index was asked for the words that start as "nothing" does');
  assert.equal(
    await page.locator('main .search-suggestion').count(),
    0,
    'no word of the index is close: no suggestion',
  );
  assert.doesNotMatch((await page.locator('main .search-screen').textContent())!, /Did you mean/);
});

test('Algolia: no results suggest the closest word of the records found, which searches again', TIMEOUT, async (t) => {
  const page = await open(t, algolia, '/docs/intro');
  if (!page) return;
  await typeInModal(page, 'usethang');
  const screen = modal(page).locator('.search-screen');
  await screen.waitFor();
  assert.equal(await screen.locator('.search-screen-title').textContent(), 'No results for "usethang"');
  assert.deepEqual(await screen.locator('.search-suggestion').allTextContents(), ['useThing']);
  await screen.locator('.search-suggestion').click();
  assert.equal(await modalInput(page).inputValue(), 'useThing');
  assert.equal(await modal(page).getByRole('option').first().getAttribute('href'), '/docs/guide/api#usething');
});

test(
  'each provider is bundled only for the site that uses it; Algolia sites tag their pages for the crawler',
  TIMEOUT,
  async (t) => {
    if (!local || !algolia) return t.skip('Chromium not installed');
    const bundled = async (site: Site, needle: string) => {
      const dir = path.join(site.outDir, 'assets/js');
      for (const file of await readdir(dir))
        if ((await readFile(path.join(dir, file), 'utf8')).includes(needle)) return true;
      return false;
    };
    assert.equal(await bundled(local, 'x-algolia-application-id'), false, 'no Algolia client in a local-search site');
    assert.equal(await bundled(algolia, 'x-algolia-application-id'), true);
    assert.equal(await bundled(algolia, 'MiniSearch: '), false, 'no MiniSearch in an Algolia site');
    assert.deepEqual(
      await readdir(path.join(algolia.outDir, 'assets/data')).then((f) => f.filter((n) => n.startsWith('search-'))),
      [],
    );
    const doc = await readFile(path.join(algolia.outDir, 'docs/intro.html'), 'utf8');
    assert.match(
      doc,
      /<meta name="docsearch:language" content="en"><meta name="docsearch:version" content="current"><meta name="docsearch:docusaurus_tag" content="docs-default-current">/,
    );
    assert.match(
      await readFile(path.join(algolia.outDir, 'support.html'), 'utf8'),
      /<meta name="docsearch:docusaurus_tag" content="default">/,
    );
    assert.doesNotMatch(await readFile(path.join(local.outDir, 'docs/overview.html'), 'utf8'), /docsearch:/);
  },
);
