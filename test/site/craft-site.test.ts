import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSite, type ServedSite } from '../helpers/site.js';

/** The routes of the specification (site-spec.md, section 2), with the H1 each must show where it is fixed. */
const DOC_ROUTES: Record<string, string | null> = {
  '/docs/overview': 'Overview',
  '/docs/acknowledgements': 'Acknowledgements',
  '/docs/additional/layers': 'Layers',
  '/docs/api/editor': null,
  '/docs/api/editor-state': null,
  '/docs/api/element': null,
  '/docs/api/frame': null,
  '/docs/api/helpers': null,
  '/docs/api/node': null,
  '/docs/api/nodetree': null,
  '/docs/api/useEditor': null,
  '/docs/api/useNode': null,
  '/docs/api/user-component': null,
  '/docs/concepts/editor-components': 'Interacting with the Editor',
  '/docs/concepts/nodes': 'Nodes',
  '/docs/concepts/user-components': 'User Components',
  '/docs/guides/basic-tutorial': null,
  '/docs/guides/save-load-state': null,
  '/docs/migrating/migrating-0.1.x': 'Migrating from 0.1.x',
  '/docs/concepts/serializing': 'Serializing',
  '/docs/dev': 'Craft.js - Build any page editor with React',
};

let site: ServedSite;
before(async () => {
  site = await startSite();
});
after(() => site.close());

async function h1Of(route: string): Promise<{ status: number; h1?: string; html: string }> {
  const response = await fetch(site.url + route);
  const html = await response.text();
  const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
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

test('/docs leads to the docs entry point, the migrating page', async () => {
  const { html } = await h1Of('/docs');
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/migrating\/migrating-0\.1\.x">/);
});

test('hidden docs are built but not in the sidebar; the sidebar keeps the configured category order', async () => {
  const { html } = await h1Of('/docs/overview');
  const categories = [...html.matchAll(/class="sidebar-category-toggle"[^>]*>([^<]+)</g)].map((m) => m[1]);
  assert.deepEqual(categories, ['Migrating', 'Introduction', 'Core Concepts', 'Guides', 'API Reference', 'Additional Packages']);
  assert.doesNotMatch(html, /href="\/docs\/concepts\/serializing"/);
  assert.doesNotMatch(html, /href="\/docs\/dev"/);
});

test('unknown paths get the not-found page with status 404', async () => {
  const { status, h1 } = await h1Of('/docs/not-a-page');
  assert.equal(status, 404);
  assert.equal(h1, 'Page Not Found');
});
