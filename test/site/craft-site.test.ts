import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { LocalIndex } from '../../src/client/search/local-index.js';
import type { SearchManifest } from '../../src/shared/search-index-format.js';
import { startSite, type ServedSite } from '../helpers/site.js';
import { DOC_ROUTES } from '../helpers/spec-routes.js';

let site: ServedSite;
before(async () => {
  site = await startSite();
});
after(() => site.close());

async function h1Of(route: string): Promise<{ status: number; h1?: string; html: string }> {
  const response = await fetch(site.url + route);
  const html = await response.text();
  const h1 = /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');
  return { status: response.status, h1, html };
}

test('every doc route of the specification exists with its H1', async () => {
  for (const [route, title] of Object.entries(DOC_ROUTES)) {
    const { status, h1 } = await h1Of(route);
    assert.equal(status, 200, route);
    assert.ok(h1 && h1.length > 0, `${route} has an H1`);
    if (title) assert.equal(h1, title, route);
  }
});

test('home, support and search exist with their H1', async () => {
  assert.equal((await h1Of('/')).h1, 'Build any page editor');
  assert.equal((await h1Of('/support')).h1, 'Support');
  assert.equal((await h1Of('/search')).status, 200);
});

test('an example editor, empty until its script runs, names its scripts in the head so that they load at once', async () => {
  const html = await (await fetch(site.url + '/examples/basic')).text();
  assert.match(
    html,
    /<link rel="modulepreload" href="\/assets\/js\/chunk-[A-Z0-9]+\.js"><script type="module" src="\/assets\/js\/app-basic-[A-Z0-9]+\.js"><\/script><\/head>/,
  );
  assert.doesNotMatch(html, /first-contentful-paint/);
});

test('/docs leads to the docs entry point, the migrating page', async () => {
  const { html } = await h1Of('/docs');
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/migrating\/migrating-0\.1\.x">/);
});

/** Each sidebar doc of the facts sheet: its sidebar label, category and position in that category. */
const SIDEBAR: [category: string, route: string, label: string][] = [
  ['Migrating', '/docs/migrating/migrating-0.1.x', 'Migrating from 0.1.x'],
  ['Introduction', '/docs/overview', 'Overview'],
  ['Introduction', '/docs/acknowledgements', 'Acknowledgements'],
  ['Core Concepts', '/docs/concepts/nodes', 'Nodes'],
  ['Core Concepts', '/docs/concepts/user-components', 'User Components'],
  ['Core Concepts', '/docs/concepts/editor-components', 'Interacting with the Editor'],
  ['Guides', '/docs/guides/basic-tutorial', 'Basic Tutorial'],
  ['Guides', '/docs/guides/save-load-state', 'Save and Load'],
  ['API Reference', '/docs/api/editor-state', 'EditorState'],
  ['API Reference', '/docs/api/node', 'Node'],
  ['API Reference', '/docs/api/user-component', 'UserComponent'],
  ['API Reference', '/docs/api/nodetree', 'NodeTree'],
  ['API Reference', '/docs/api/editor', '<Editor />'],
  ['API Reference', '/docs/api/frame', '<Frame />'],
  ['API Reference', '/docs/api/element', '<Element />'],
  ['API Reference', '/docs/api/useEditor', 'useEditor()'],
  ['API Reference', '/docs/api/useNode', 'useNode()'],
  ['API Reference', '/docs/api/helpers', 'NodeHelpers'],
  ['Additional Packages', '/docs/additional/layers', 'Layers'],
];

test('every sidebar doc shows its label, current and in order, inside its open category', async () => {
  const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  for (const [category, route, label] of SIDEBAR) {
    const { html } = await h1Of(route);
    const open = [...html.matchAll(/aria-expanded="true"[^>]*>([^<]+)<.*?<\/ul>/gs)].find((m) => m[1] === category);
    assert.ok(open, `${route}: its category "${category}" is open`);
    const links = [...open[0].matchAll(/<a class="sidebar-link[^"]*" href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [
      m[1],
      unescape(m[2]!),
    ]);
    const expected = SIDEBAR.filter(([c]) => c === category).map(([, r, l]) => [r, l]);
    assert.deepEqual(links, expected, `${route}: the items of "${category}"`);
    assert.match(
      html,
      new RegExp(`<a class="sidebar-link active" href="${route.replace(/\./g, '\\.')}" aria-current="page">`),
      route,
    );
    assert.ok(
      html.includes(`aria-current="page">${label.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</a>`),
      `${route}: current item labelled ${label}`,
    );
  }
});

test('hidden docs are built but not in the sidebar; the sidebar keeps the configured category order', async () => {
  const { html } = await h1Of('/docs/overview');
  const categories = [...html.matchAll(/class="sidebar-category-toggle"[^>]*>([^<]+)</g)].map((m) => m[1]);
  assert.deepEqual(categories, [
    'Migrating',
    'Introduction',
    'Core Concepts',
    'Guides',
    'API Reference',
    'Additional Packages',
  ]);
  assert.doesNotMatch(html, /href="\/docs\/concepts\/serializing"/);
  assert.doesNotMatch(html, /href="\/docs\/dev"/);
});

test("a doc's title is at #_top, as on Starlight, and no id of the page is used twice", async () => {
  for (const route of ['/docs/api/useNode', '/docs/overview', '/docs/concepts/nodes']) {
    const { html } = await h1Of(route);
    assert.match(html, /<header id="_top"><h1>/, route);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      [],
      `${route}: ids used twice`,
    );
  }
});

test('unknown paths get the not-found page with status 404', async () => {
  const { status, h1 } = await h1Of('/docs/not-a-page');
  assert.equal(status, 404);
  assert.equal(h1, 'Page Not Found');
});

test('the search index finds every API page by each member name it documents', async () => {
  const { html } = await h1Of('/docs/overview');
  const data = JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);
  const fetchJson = async (url: string) => (await fetch(site.url + url)).json();
  const manifest = (await fetchJson(data.assets['search:en:current'])) as SearchManifest;
  const index = new LocalIndex(manifest, 'en');
  const apiPages = manifest.pages.map(([url]) => url).filter((url) => url.startsWith('/docs/api/'));
  assert.equal(apiPages.length, 10);
  let names = 0;
  for (const url of apiPages) {
    const page = await (await fetch(site.url + url)).text();
    const title = /<h1[^>]*>(.*?)<\/h1>/
      .exec(page)![1]!
      .replace(/&lt;|&gt;|\/|\(\)/g, '')
      .trim();
    for (const name of [title, ...[...page.matchAll(/<code class="api-name">([^<]+)<\/code>/g)].map((m) => m[1]!)]) {
      for (const { key, url: shard } of index.missingShards(name)) index.addShard(key, await fetchJson(shard));
      const found = index.search({ query: name, page: 0, pageSize: 100 }).pages.map((p) => p.url);
      assert.ok(found.includes(url), `"${name}" finds ${url}: ${found.join(' ')}`);
      names++;
    }
    assert.equal(
      index.search({ query: title, page: 0, pageSize: 1 }).pages[0]?.url,
      url,
      `"${title}" ranks its own page first`,
    );
  }
  assert.ok(names > 100, `${names} names`);
});

test('search ranks the pages a reader wants first: a page whose title matches leads, then the sections about the word', async () => {
  const { html } = await h1Of('/docs/overview');
  const data = JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);
  const fetchJson = async (url: string) => (await fetch(site.url + url)).json();
  const index = new LocalIndex((await fetchJson(data.assets['search:en:current'])) as SearchManifest, 'en');
  const top5 = async (query: string) => {
    for (const { key, url } of index.missingShards(query)) index.addShard(key, await fetchJson(url));
    return index.search({ query, page: 0, pageSize: 5 }).pages.map((p) => p.url);
  };
  const serialize = await top5('serialize');
  assert.equal(serialize[0], '/docs/concepts/serializing', serialize.join(' '));
  for (const url of ['/docs/api/frame', '/docs/guides/save-load-state'])
    assert.ok(serialize.includes(url), `${url} in ${serialize.join(' ')}`);
  const connectors = await top5('connectors');
  assert.deepEqual(
    connectors.slice(0, 3).sort(),
    ['/docs/api/useNode', '/docs/concepts/editor-components', '/docs/concepts/user-components'],
    connectors.join(' '),
  );
  assert.ok(
    connectors.includes('/docs/api/useEditor'),
    `the reference that lists the editor's connectors: ${connectors.join(' ')}`,
  );
  assert.equal((await top5('useNode'))[0], '/docs/api/useNode');
  const undo = await top5('undo');
  assert.equal(undo[0], '/docs/api/useEditor', undo.join(' '));
  for (const url of ['/docs/guides/basic-tutorial', '/docs/concepts/editor-components'])
    assert.ok(undo.includes(url), `${url} in ${undo.join(' ')}`);
  const [first] = index.search({ query: 'undo', page: 0, pageSize: 1 }).pages;
  assert.equal(first!.hits[0]!.url, '/docs/api/useEditor#history', 'the History section is the first hit');
});
