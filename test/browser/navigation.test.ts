/*
 * Client-side navigation on the built craft.js site, in headless Chromium: links followed without a full
 * load, scroll and history, prefetching, the progress bar, and what happens when loading fails.
 */
import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import type { BrowserContextOptions, Page, Request, Route } from 'playwright-core';
import { DOC_ROUTES } from '../helpers/spec-routes.js';
import { browserOnCraftSite, collectConsoleErrors } from './harness.js';

interface Session {
  page: Page;
  errors: string[];
  warnings: string[];
  /** Pages the client fetched to navigate or prefetch (their HTML), as paths, in order. */
  fetched: string[];
  /** HTML documents loaded, as paths: more than the first means a full page load. */
  documents: string[];
}

/** A page's HTML fetched by the client (not loaded by the browser as a document, not a data file such as a sidebar). */
const isPageFetch = (request: Request) =>
  request.resourceType() === 'fetch' && !/\.[a-z0-9]+$/i.test(new URL(request.url()).pathname);
/** The client's fetch of a page's HTML, as the performance timeline names it. */
const fetchedEntry = (path: string) =>
  performance
    .getEntriesByType('resource')
    .some((e) => (e as PerformanceResourceTiming).initiatorType === 'fetch' && new URL(e.name).pathname === path);
/** Stands in for the browser's viewport signal, for tests about what hovering alone prefetches. */
const NO_INTERSECTION_OBSERVER = () => {
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
};

const shared = browserOnCraftSite();

async function open(
  t: TestContext,
  options: BrowserContextOptions & { init?: () => void } = {},
): Promise<Session | null> {
  const { browser, site } = shared;
  if (!browser || !site) {
    t.skip('Chromium not installed');
    return null;
  }
  const { init, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
  t.after(() => context.close());
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const session: Session = { page, errors: collectConsoleErrors(page), warnings: [], fetched: [], documents: [] };
  page.on('console', (message) => {
    if (message.type() === 'warning') session.warnings.push(message.text());
  });
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (isPageFetch(request)) session.fetched.push(pathname);
    if (request.resourceType() === 'document') session.documents.push(pathname);
  });
  return session;
}

async function visit(s: Session, path: string): Promise<void> {
  await s.page.goto(shared.site!.url + path);
  await s.page.locator('h1').first().waitFor();
  // Hydration is done when the router answers: a marker set now survives only client-side navigation.
  await s.page.waitForFunction(() => history.state && typeof history.state.key === 'string');
  await s.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
}

const h1 = (s: Session) => s.page.locator('h1').first();
const marker = (s: Session) => s.page.evaluate(() => (window as unknown as { marker?: number }).marker);
const scrollY = (s: Session) => s.page.evaluate(() => Math.round(window.scrollY));
const sidebarCurrent = (s: Session) => s.page.locator('.sidebar a[aria-current="page"]').allTextContents();
const tocLinks = (s: Session) =>
  s.page.locator('.doc-toc .toc a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const headingIds = (s: Session) =>
  s.page.locator('article :is(h2, h3)[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));

async function waitForH1(s: Session, text: string): Promise<void> {
  await s.page.locator('h1', { hasText: text }).first().waitFor();
}

describe('following links', () => {
  test('an internal link is followed without a full load: URL, title, H1, description, sidebar and TOC follow', async (t) => {
    const s = await open(t);
    if (!s) return;
    await visit(s, '/docs/overview');
    assert.deepEqual(await sidebarCurrent(s), ['Overview']);
    await s.page.locator('.sidebar').getByRole('link', { name: 'Acknowledgements' }).click();
    await waitForH1(s, 'Acknowledgements');
    assert.equal(new URL(s.page.url()).pathname, '/docs/acknowledgements');
    assert.equal(await s.page.title(), 'Acknowledgements | craft.js');
    assert.equal(await marker(s), 1, 'the page was not loaded in full');
    assert.deepEqual(s.documents, ['/docs/overview']);
    assert.ok(s.fetched.includes('/docs/acknowledgements'), "the next page's HTML was fetched");
    assert.deepEqual(await sidebarCurrent(s), ['Acknowledgements']);
    assert.deepEqual(await tocLinks(s), (await headingIds(s)).slice(0, (await tocLinks(s)).length));
    const canonical = await s.page.locator('link[rel="canonical"]').getAttribute('href');
    assert.equal(canonical, 'https://craft.js.org/docs/acknowledgements');
    const description = await s.page.locator('meta[name="description"]').getAttribute('content');
    const direct = await (await fetch(`${shared.site!.url}/docs/acknowledgements`)).text();
    assert.ok(
      direct.includes(`<meta name="description" content="${description}">`),
      'the description is the one a direct load has',
    );

    // The next page is in a category that is closed on the first page: the sidebar opens it.
    await s.page.getByRole('link', { name: /^Next/ }).click();
    await waitForH1(s, 'Nodes');
    assert.equal(new URL(s.page.url()).pathname, '/docs/concepts/nodes');
    assert.deepEqual(await sidebarCurrent(s), ['Nodes']);
    assert.equal(
      await s.page.locator('.sidebar-category-toggle', { hasText: 'Core Concepts' }).getAttribute('aria-expanded'),
      'true',
    );
    const toc = await tocLinks(s);
    assert.ok(toc.length > 0);
    for (const href of toc)
      assert.ok((await headingIds(s)).includes(href!), `TOC entry ${href} names a heading of the page`);
    assert.equal(await marker(s), 1);
    assert.deepEqual(s.errors, []);
  });

  test('after a client-side navigation, screen readers hear the new title and the head links the new Markdown source', async (t) => {
    const s = await open(t);
    if (!s) return;
    await visit(s, '/docs/overview');
    const announced = () => s.page.locator('#docgen-route-announcer').textContent();
    const markdownLink = () =>
      s.page
        .locator('link[rel="alternate"][type="text/markdown"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    await s.page.locator('#docgen-route-announcer').waitFor({ state: 'attached' });
    assert.equal(await announced(), '', 'nothing is said on a full load: the browser reads the page itself');
    assert.equal(await s.page.locator('#docgen-route-announcer').getAttribute('aria-live'), 'assertive');
    assert.deepEqual(await markdownLink(), ['/docs/overview.md']);

    await s.page.locator('.sidebar').getByRole('link', { name: 'Acknowledgements' }).click();
    await waitForH1(s, 'Acknowledgements');
    await s.page.waitForFunction(
      () => document.getElementById('docgen-route-announcer')?.textContent === document.title,
    );
    assert.equal(await announced(), 'Acknowledgements | craft.js');
    assert.deepEqual(await markdownLink(), ['/docs/acknowledgements.md']);

    await s.page.locator('.navbar').getByRole('link', { name: 'Support' }).click();
    await waitForH1(s, 'Support');
    await s.page.waitForFunction(
      () => document.getElementById('docgen-route-announcer')?.textContent === document.title,
    );
    assert.deepEqual(await markdownLink(), [], 'a custom page has no Markdown source');
    await s.page.goBack();
    await waitForH1(s, 'Acknowledgements');
    await s.page.waitForFunction(
      () => document.getElementById('docgen-route-announcer')?.textContent === 'Acknowledgements | craft.js',
    );
    assert.deepEqual(await markdownLink(), ['/docs/acknowledgements.md']);
    assert.equal(await marker(s), 1, 'no page was loaded in full');
    assert.deepEqual(s.errors, []);
  });

  test('links the browser must handle are left to it: static apps, new tabs, modified clicks', async (t) => {
    const s = await open(t);
    if (!s) return;
    await visit(s, '/docs/overview');
    const sidebarLink = s.page.locator('.sidebar').getByRole('link', { name: 'Acknowledgements' });
    const [tab] = await Promise.all([
      s.page.context().waitForEvent('page'),
      sidebarLink.click({ modifiers: ['Control'] }),
    ]);
    await tab.waitForLoadState();
    assert.equal(new URL(tab.url()).pathname, '/docs/acknowledgements');
    assert.equal(new URL(s.page.url()).pathname, '/docs/overview', 'a ctrl-click leaves this tab where it was');
    await tab.close();

    await s.page.getByRole('button', { name: 'Examples' }).click();
    await s.page.getByRole('link', { name: 'Basic', exact: true }).click();
    await s.page.getByRole('heading', { level: 1, name: 'Basic Page Editor' }).waitFor();
    assert.equal(await marker(s), undefined, 'a static app is loaded in full');
    assert.ok(!s.fetched.some((c) => c.includes('examples')), 'a static app is not fetched as a page');
  });

  test('scroll goes to the top of the next page, or to its #hash target', async (t) => {
    const s = await open(t);
    if (!s) return;
    await visit(s, '/docs/overview');
    const link = s.page.locator('article a[href="/docs/api/nodetree#example"]').first();
    await link.scrollIntoViewIfNeeded();
    assert.ok((await scrollY(s)) > 0);
    await link.click();
    await s.page.waitForURL('**/docs/api/nodetree#example');
    await waitForH1(s, 'NodeTree');
    const top = await s.page.locator('#example').evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 120, `the #example heading is at the top of the window (${top}px)`);

    await s.page.evaluate(() => window.scrollTo(0, 600));
    await s.page.locator('.sidebar').getByRole('link', { name: '<Editor />' }).click();
    await s.page.waitForURL('**/docs/api/editor');
    await waitForH1(s, 'Editor');
    assert.equal(await scrollY(s), 0);
    assert.equal(await marker(s), 1);
  });

  test('a hash link on the same page only scrolls, and back returns to where the reader was', async (t) => {
    const s = await open(t);
    if (!s) return;
    await visit(s, '/docs/concepts/nodes');
    const fetchedBefore = s.fetched.length;
    const entry = s.page.locator('.doc-toc .toc a').nth(1);
    const hash = (await entry.getAttribute('href'))!;
    await entry.click();
    await s.page.waitForURL(`**${hash}`);
    const top = await s.page.locator(hash).evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 120, `the heading is at the top of the window (${top}px)`);
    const scrollAfterClick = await scrollY(s);
    assert.ok(scrollAfterClick > 0);
    assert.equal(
      await s.page.evaluate(() => document.querySelector(':target')?.id),
      hash.slice(1),
      'the browser followed the hash itself',
    );
    assert.ok(!s.fetched.slice(fetchedBefore).includes('/docs/concepts/nodes'), 'the page itself is not fetched');
    await s.page.goBack();
    await s.page.waitForFunction(() => location.hash === '' && window.scrollY === 0);
    await s.page.goForward();
    await s.page.waitForFunction((y) => location.hash !== '' && Math.round(window.scrollY) === y, scrollAfterClick);
    assert.deepEqual(s.documents, ['/docs/concepts/nodes']);
  });

  test('back and forward restore the scroll position of each page, and a reload keeps it', async (t) => {
    const s = await open(t);
    if (!s) return;
    await visit(s, '/docs/guides/basic-tutorial');
    const next = s.page.getByRole('link', { name: /^Next/ });
    await next.scrollIntoViewIfNeeded();
    await next.hover();
    const first = await scrollY(s);
    assert.ok(first > 1000, `the tutorial is long (${first}px)`);
    await next.click();
    await s.page.waitForURL('**/docs/guides/save-load-state');
    assert.equal(await scrollY(s), 0);
    await s.page.evaluate(() => window.scrollTo(0, 400));
    await s.page.waitForFunction(() => window.scrollY === 400);

    await s.page.goBack();
    await s.page.waitForURL('**/docs/guides/basic-tutorial');
    await s.page.waitForFunction((y) => Math.round(window.scrollY) === y, first);
    await s.page.goForward();
    await s.page.waitForURL('**/docs/guides/save-load-state');
    await s.page.waitForFunction(() => Math.round(window.scrollY) === 400);
    assert.equal(await marker(s), 1, 'back and forward stayed in the page');

    // The position is written into the history entry once scrolling pauses; a reload reads it back.
    await s.page.waitForFunction(() => history.state.scroll === 400);
    await s.page.reload();
    await s.page.waitForFunction(() => history.state && typeof history.state.key === 'string');
    await s.page.waitForFunction(() => Math.round(window.scrollY) === 400);
    assert.deepEqual(s.errors, []);
  });
});

describe('prefetching', () => {
  test('links in view are prefetched, and a hovered link too', async (t) => {
    const s = await open(t);
    if (!s) return;
    await visit(s, '/docs/overview');
    await s.page.waitForFunction(fetchedEntry, '/docs/acknowledgements');
    assert.ok(!s.fetched.includes('/docs/overview'), 'the page on screen is not fetched again');
    assert.ok(!s.fetched.includes('/docs/concepts/nodes'), 'a link out of view is not prefetched (footer)');

    const hovered = await open(t, { init: NO_INTERSECTION_OBSERVER });
    if (!hovered) return;
    await visit(hovered, '/docs/overview');
    await hovered.page.waitForTimeout(300);
    assert.deepEqual(hovered.fetched, [], 'nothing is prefetched before a link is hovered');
    await hovered.page.locator('.sidebar').getByRole('link', { name: 'Acknowledgements' }).hover();
    await hovered.page.waitForFunction(fetchedEntry, '/docs/acknowledgements');
    assert.deepEqual(hovered.fetched, ['/docs/acknowledgements']);
  });

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: 'slow-2g' },
    { saveData: false, effectiveType: '2g' },
  ]) {
    test(`nothing is prefetched with saveData ${connection.saveData} on ${connection.effectiveType}, yet links still work`, async (t) => {
      const s = await open(t);
      if (!s) return;
      await s.page.addInitScript(
        (c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }),
        connection,
      );
      await visit(s, '/docs/overview');
      await s.page.locator('.sidebar').getByRole('link', { name: 'Acknowledgements' }).hover();
      await s.page.mouse.wheel(0, 3000);
      await s.page.waitForTimeout(400);
      assert.deepEqual(s.fetched, []);
      await s.page.locator('.sidebar').getByRole('link', { name: 'Acknowledgements' }).click();
      await waitForH1(s, 'Acknowledgements');
      assert.deepEqual(s.fetched, ['/docs/acknowledgements']);
      assert.equal(await marker(s), 1);
    });
  }
});

/** Holds every page the client fetches until `release()`, to make a route change slow on purpose. */
async function holdPageFetches(s: Session): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await s.page.route('**/*', (route) =>
    released || !isPageFetch(route.request()) ? route.continue() : held.push(route),
  );
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

/** The value the progress bar shows (its aria-valuenow), or null while there is none. */
const progressValue = (s: Session) =>
  s.page.evaluate(() => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? null);

describe('progress and failures', () => {
  test('the progress bar shows only when a route change is still loading after 200 ms, then creeps on until done', async (t) => {
    // Links in view would be prefetched before the pages are held: only the hover before a click prefetches here.
    const s = await open(t, { init: NO_INTERSECTION_OBSERVER });
    if (!s) return;
    // The page's clock is the test's: 200 ms are 200 ms of page time however slow the machine, and pass only when
    // the test says so. Loading (requests, React's rendering) goes on at the machine's pace.
    await s.page.clock.install();
    await visit(s, '/docs/overview');
    const link = s.page.locator('.sidebar').getByRole('link', { name: 'Acknowledgements' });
    const prefetched = s.page.waitForResponse(
      (r) => isPageFetch(r.request()) && r.url().endsWith('/docs/acknowledgements'),
    );
    await link.hover();
    await prefetched;
    await s.page.clock.pauseAt(Date.now() + 60_000);
    await link.click();
    await waitForH1(s, 'Acknowledgements');
    await s.page.clock.runFor(300);
    assert.equal(await progressValue(s), null, 'a route change done within 200 ms shows no bar');

    const release = await holdPageFetches(s);
    const requested = s.page.waitForRequest((r) => isPageFetch(r) && r.url().endsWith('/docs/overview'));
    await s.page.locator('.sidebar').getByRole('link', { name: 'Overview' }).click();
    // The click marks the route change pending before it asks for the page: the 200 ms timer is set by now.
    await requested;
    await s.page.clock.runFor(199);
    assert.equal(await progressValue(s), null, 'no bar before 200 ms');
    await s.page.clock.runFor(1);
    const bar = s.page.getByRole('progressbar');
    await bar.waitFor();
    assert.equal(await progressValue(s), '8', 'it starts at the minimum, 0.08');
    await s.page.clock.runFor(2 * 800);
    await s.page.waitForFunction(
      () => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) >= 12,
    );
    assert.equal(await h1(s).textContent(), 'Acknowledgements', 'the current page stays while the next one loads');
    release();
    await waitForH1(s, 'Overview');
    // The finished bar fades out outside the page's landmarks: assistive technology no longer hears of it.
    const fading = s.page.locator('.route-progress-done');
    await fading.waitFor({ state: 'attached' });
    assert.equal(await bar.count(), 0, 'the fading bar is not a progressbar to assistive technology');
    await s.page.clock.runFor(200);
    await fading.waitFor({ state: 'detached' });
    await s.page.clock.resume();
    assert.deepEqual(s.errors, []);
  });

  test('a page whose code fails to load shows a spinner, then Retry, which loads it', async (t) => {
    const s = await open(t, { init: NO_INTERSECTION_OBSERVER });
    if (!s) return;
    let failing = true;
    // The request fails only once the test has seen the spinner: a fixed delay could pass unseen on a busy machine.
    let spinnerSeen = () => {};
    const seen = new Promise<void>((resolve) => (spinnerSeen = resolve));
    // The home page is the site's interactive page (its live demo keeps state): it loads its own code.
    await s.page.route('**/assets/js/pages-*.js', async (route) => {
      if (!failing) return route.continue();
      await seen;
      await route.abort();
    });
    await visit(s, '/docs/overview');
    await s.page.locator('a.navbar-brand').click();
    await s.page.waitForURL((url) => url.pathname === '/');
    const spinner = s.page.getByRole('status', { name: 'Loading…' });
    await spinner.waitFor();
    spinnerSeen();
    const retry = s.page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    assert.equal(await spinner.count(), 0, 'the Retry button replaces the spinner');
    assert.equal(await s.page.title(), 'Build any page editor | craft.js');
    failing = false;
    await retry.click();
    await waitForH1(s, 'Build any page editor');
    assert.equal(await marker(s), 1);
    assert.ok(
      s.errors.every((e) => e.includes('ERR_FAILED')),
      `only the failed requests are reported: ${s.errors.join('\n')}`,
    );
  });

  test('when a route fails to preload, a warning is logged and the page is loaded in full', async (t) => {
    const s = await open(t, { init: NO_INTERSECTION_OBSERVER });
    if (!s) return;
    await s.page.route('**/docs/acknowledgements', (route) =>
      isPageFetch(route.request()) ? route.fulfill({ status: 500, body: 'broken' }) : route.continue(),
    );
    await visit(s, '/docs/overview');
    await s.page.locator('.sidebar').getByRole('link', { name: 'Acknowledgements' }).click();
    await s.page.waitForURL('**/docs/acknowledgements');
    await waitForH1(s, 'Acknowledgements');
    await s.page.waitForFunction(() => history.state && typeof history.state.key === 'string');
    assert.equal(await marker(s), undefined, 'the page was loaded in full');
    assert.deepEqual(s.documents, ['/docs/overview', '/docs/acknowledgements']);
    assert.ok(
      s.warnings.some(
        (w) =>
          w.startsWith('[docgen] could not load /docs/acknowledgements (') &&
          w.endsWith('HTTP 500); loading the page in full'),
      ),
      `warning logged: ${s.warnings.join('\n')}`,
    );
  });

  test('a link whose HTML is not a page of the site (a hand-written file) is loaded in full', async (t) => {
    const s = await open(t, { init: NO_INTERSECTION_OBSERVER });
    if (!s) return;
    await s.page.route('**/docs/acknowledgements', (route) =>
      isPageFetch(route.request())
        ? route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><h1>By hand</h1>' })
        : route.continue(),
    );
    await visit(s, '/docs/overview');
    await s.page.locator('.sidebar').getByRole('link', { name: 'Acknowledgements' }).click();
    await s.page.waitForURL('**/docs/acknowledgements');
    await waitForH1(s, 'Acknowledgements');
    assert.equal(await marker(s), undefined, 'the page was loaded in full');
    assert.deepEqual(s.documents, ['/docs/overview', '/docs/acknowledgements']);
    assert.ok(
      s.warnings.some((w) => w.includes('/docs/acknowledgements: not a page of this site); loading the page in full')),
      `warning logged: ${s.warnings.join('\n')}`,
    );
  });

  test('a link to a path that is not a page of the site is loaded in full and shows the not-found page', async (t) => {
    const s = await open(t);
    if (!s) return;
    await visit(s, '/docs/overview');
    await s.page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/docs/not-a-page', textContent: 'Nowhere' });
      document.body.prepend(link);
    });
    await s.page.getByRole('link', { name: 'Nowhere' }).click();
    await waitForH1(s, 'Page Not Found');
    assert.equal(new URL(s.page.url()).pathname, '/docs/not-a-page');
    assert.equal(await marker(s), undefined);
  });
});

describe('every route of the specification', () => {
  const routes: Record<string, string | null> = {
    '/': 'Build any page editor',
    '/support': 'Support',
    '/search': null,
    ...DOC_ROUTES,
  };

  // What each route shows on a direct load: the next test checks that client navigation shows the same.
  const direct: Record<string, { h1: string; title: string }> = {};

  test('renders its H1 on a direct load, with no page or console error', { timeout: 180_000 }, async (t) => {
    const s = await open(t);
    if (!s) return;
    for (const [route, expected] of Object.entries(routes)) {
      await visit(s, route);
      const text: string = (await h1(s).textContent())!;
      if (expected) assert.equal(text, expected, route);
      assert.ok(text.length > 0, `${route} has an H1`);
      direct[route] = { h1: text, title: await s.page.title() };
    }
    assert.deepEqual(s.errors, [], 'direct loads');
  });

  test(
    'renders the same H1 and title after client navigation, with no full load and no error',
    { timeout: 180_000 },
    async (t) => {
      const s = await open(t);
      if (!s) return;
      assert.deepEqual(Object.keys(direct), Object.keys(routes), 'every route was loaded directly first');
      await visit(s, '/');
      const documents = s.documents.length;
      // Each route is reached by a click, on a link added for it outside the page's own markup.
      for (const route of [...Object.keys(routes), '/docs']) {
        await s.page.evaluate((href) => {
          document.getElementById('test-link')?.remove();
          document.body.prepend(
            Object.assign(document.createElement('a'), { id: 'test-link', href, textContent: `go to ${href}` }),
          );
        }, route);
        await s.page.locator('#test-link').click();
        const landing = route === '/docs' ? '/docs/migrating/migrating-0.1.x' : route;
        await s.page.waitForURL((url) => url.pathname === landing);
        await waitForH1(s, direct[landing]!.h1);
        assert.equal(await h1(s).textContent(), direct[landing]!.h1, route);
        assert.equal(await s.page.title(), direct[landing]!.title, `${route}: title`);
      }
      assert.equal(s.documents.length, documents, 'no route was loaded in full');
      assert.equal(await marker(s), 1);
      assert.deepEqual(s.errors, [], 'client navigation');
    },
  );
});
