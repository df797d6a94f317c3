import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkLinks, formatBrokenLink } from '../../src/links/check-links.js';
import { LinkLedger, type CheckedPage } from '../../src/links/link-ledger.js';
import type { FoundLink } from '../../src/markdown/context.js';

const link = (url: string, line: number, path?: string, hash = ''): FoundLink => ({
  kind: 'link',
  url,
  line,
  column: 1,
  ...(path !== undefined && { target: { path, hash } }),
});

const page = (route: string, anchors: string[], links: FoundLink[], urls: string[] = []): CheckedPage => ({
  route,
  source: `docs${route}.md`,
  links,
  anchors,
  html: { urls, ids: ['__docgen'] },
  warnings: [],
});

// Render threads answer in any order: a page may come before or after the pages it links to.
const pages = [
  page(
    '/a',
    ['one'],
    [link('/b#two', 3, '/b', 'two'), link('/b#none', 4, '/b', 'none'), link('#x', 5, '/a', 'x')],
    // The theme writes the same URLs on every page: an anchor alone is good on one page and broken on another.
    ['#one', '/nowhere'],
  ),
  page(
    '/b',
    ['two'],
    [link('/a#one', 3, '/a', 'one'), link('/img/gone.png', 4, '/img/gone.png')],
    ['#one', '/c#y', '/a#__docgen'],
  ),
  page('/c', [], [link('http//example.com', 2, 'http//example.com')], ['/c#y', '/nowhere']),
];
const input = { files: new Set(['/img/there.png']), extraRoutes: [], baseUrl: '/' };

test('links checked as pages come, in any order, are the links found checking every page at the end, in route order', async () => {
  const whole = checkLinks({ ...input, pages }).map(formatBrokenLink);
  assert.deepEqual(whole, [
    'docs/a.md:4:1 → /b#none (no heading or element with id "none" on /b)',
    'docs/a.md:5:1 → #x (no heading or element with id "x" on this page)',
    'docs/b.md:4:1 → /img/gone.png (no page or file at /img/gone.png)',
    'docs/c.md:2:1 → http//example.com (malformed URL: "http" needs a ":" before the "//")',
    'docs/a.md → /nowhere (no page or file at /nowhere)',
    'docs/b.md → #one (no heading or element with id "one" on this page)',
    'docs/b.md → /c#y (no heading or element with id "y" on /c)',
  ]);
  for (const order of [
    [0, 1, 2],
    [2, 1, 0],
    [1, 2, 0],
  ]) {
    const ledger = new LinkLedger(
      pages.map((p) => p.route),
      { baseUrl: '/' },
    );
    for (const i of order) ledger.add(i, pages[i]!);
    assert.deepEqual((await ledger.check(input)).map(formatBrokenLink), whole, order.join());
  }
});
