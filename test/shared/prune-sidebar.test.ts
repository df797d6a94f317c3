import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Sidebar, SidebarEntry } from '../../src/shared/model.js';
import { browserSidebar, pruneSidebar, WHOLE_LIST } from '../../src/shared/prune-sidebar.js';

/** `count` top-level categories of two docs each: "Section 0" holds /docs/s0/a and /docs/s0/b. */
function sidebarOf(count: number): Sidebar {
  return {
    id: 'docs',
    items: Array.from({ length: count }, (_, i) => ({
      type: 'category',
      label: `Section ${i}`,
      collapsed: true,
      items: ['a', 'b'].map((doc) => ({
        type: 'link',
        label: `${i}${doc}`,
        href: `/docs/s${i}/${doc}`,
        docId: `s${i}/${doc}`,
      })),
    })),
  };
}

const labels = (entries: SidebarEntry[]) => entries.map((e) => (e.type === 'html' ? 'html' : e.label));

test('a short top level is on every page whole, its closed categories empty', () => {
  const pruned = pruneSidebar(sidebarOf(WHOLE_LIST), '/docs/s3/b');
  assert.equal(pruned.items.length, WHOLE_LIST);
  assert.equal(pruned.omitted, undefined);
  assert.deepEqual(pruned.items[0], { type: 'category', label: 'Section 0', collapsed: true, items: [], lazy: true });
  assert.deepEqual(pruned.items[3], {
    type: 'category',
    label: 'Section 3',
    collapsed: false,
    items: [
      { type: 'link', label: '3a', href: '/docs/s3/a' },
      { type: 'link', label: '3b', href: '/docs/s3/b' },
    ],
  });
});

test('a long top level keeps its first entries and those around the page; each run left out is counted where it was', () => {
  const pruned = pruneSidebar(sidebarOf(100), '/docs/s50/a');
  assert.deepEqual(
    labels(pruned.items),
    [...[0, 1, 2, 3, 4, 5, 6, 7], ...[46, 47, 48, 49, 50, 51, 52, 53, 54]].map((i) => `Section ${i}`),
  );
  assert.deepEqual(pruned.omitted, [
    [8, 38],
    [17, 45],
  ]);
  const open = pruned.items.find((e) => e.type === 'category' && !e.collapsed);
  assert.equal(open?.type === 'category' && open.label, 'Section 50');
});

test('the page of a long top level carries the same entries whatever the size of the site', () => {
  const small = JSON.stringify(pruneSidebar(sidebarOf(120), '/docs/s60/a').items);
  const large = JSON.stringify(pruneSidebar(sidebarOf(1200), '/docs/s60/a').items);
  assert.equal(large, small);
});

test('near the start of a long top level, the entries shown run on without a gap; a page outside the sidebar gets the first ones', () => {
  assert.deepEqual(pruneSidebar(sidebarOf(30), '/docs/s9/a').omitted, [[14, 16]]);
  const outside = pruneSidebar(sidebarOf(30), '/docs/elsewhere');
  assert.equal(outside.items.length, 8);
  assert.deepEqual(outside.omitted, [[8, 22]]);
});

/** One top-level category, "Reference", of `count` docs: /docs/ref/r0… */
function referenceOf(count: number): Sidebar {
  return {
    id: 'docs',
    items: [
      { type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro' },
      {
        type: 'category',
        label: 'Reference',
        collapsed: true,
        items: Array.from({ length: count }, (_, i) => ({
          type: 'link' as const,
          label: `r${i}`,
          href: `/docs/ref/r${i}`,
          docId: `ref/r${i}`,
        })),
      },
    ],
  };
}

test('a long list inside an open category is cut short like a long top level, whatever its length', () => {
  const pruned = pruneSidebar(referenceOf(100), '/docs/ref/r50');
  const reference = pruned.items[1];
  assert.ok(reference?.type === 'category' && !reference.collapsed);
  assert.deepEqual(
    labels(reference.items),
    [0, 1, 2, 3, 4, 5, 6, 7, 46, 47, 48, 49, 50, 51, 52, 53, 54].map((i) => `r${i}`),
  );
  assert.deepEqual(reference.omitted, [
    [8, 38],
    [17, 45],
  ]);
  assert.equal(pruned.omitted, undefined, 'the top level is short');
  assert.equal(
    JSON.stringify(pruneSidebar(referenceOf(1200), '/docs/ref/r50').items[1]).replace(/"omitted":.*$/, ''),
    JSON.stringify(reference).replace(/"omitted":.*$/, ''),
  );
  const closed = pruneSidebar(referenceOf(100), '/docs/intro').items[1];
  assert.deepEqual(closed, { type: 'category', label: 'Reference', collapsed: true, items: [], lazy: true });
});

test('the sidebar file the browser fetches has no doc ids, which only the build uses', () => {
  const file = JSON.stringify(browserSidebar(sidebarOf(2)));
  assert.doesNotMatch(file, /docId/);
  assert.match(file, /"href":"\/docs\/s1\/b"/);
});
