import assert from 'node:assert/strict';
import { test } from 'node:test';
import { breadcrumbJsonLd } from '../../src/seo/breadcrumbs.js';
import type { DocSource } from '../../src/shared/model.js';
import { placeDocs } from '../../src/sidebar/place-docs.js';
import { SIDEBAR, site } from '../helpers/mini-site.js';

test('each sidebar doc knows the categories above it, linked to their first doc; the trail becomes BreadcrumbList data', () => {
  const doc = (id: string, route: string) => ({ id, route, sidebarLabel: id, frontMatter: {} }) as DocSource;
  const placements = placeDocs(
    [
      doc('intro', '/docs/intro'),
      doc('guides/setup', '/docs/guides/setup'),
      doc('guides/deep/dive', '/docs/guides/deep/dive'),
    ],
    [SIDEBAR],
    site,
  );
  assert.equal(placements.get('intro')!.categories, undefined);
  assert.deepEqual(placements.get('guides/deep/dive')!.categories, [
    { label: 'Guides', href: '/docs/guides/setup' },
    { label: 'Deep', href: '/docs/guides/deep/dive' },
  ]);

  const script = breadcrumbJsonLd(
    [
      { label: 'Guides', href: '/docs/guides/setup' },
      { label: '<Setup>', href: '/docs/guides/setup' },
    ],
    'https://mini.example.com',
  )!;
  const json = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(script)![1]!;
  assert.ok(!json.includes('<'), 'nothing in the data can close the script element');
  assert.deepEqual(JSON.parse(json), {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Guides', item: 'https://mini.example.com/docs/guides/setup' },
      { '@type': 'ListItem', position: 2, name: '<Setup>', item: 'https://mini.example.com/docs/guides/setup' },
    ],
  });
  assert.equal(
    breadcrumbJsonLd([{ label: 'Intro', href: '/docs/intro' }], 'https://mini.example.com'),
    undefined,
    'a doc outside every category gets no trail',
  );
});
