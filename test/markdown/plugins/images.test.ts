import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMdx } from '../../../src/mdx/compile.js';
import { sizeImagesInHtml } from '../../../src/markdown/plugins/images.js';
import { renderMarkdown } from '../../helpers/markdown.js';

test("every image of a Markdown page but the first loads lazily and decodes off the main thread, raw HTML's too", () => {
  const { html } = renderMarkdown(
    '![One](https://example.com/1.png)\n\nText ![Two](https://example.com/2.png)\n\n<img src="https://example.com/3.png" alt="Three" />\n\n<img src="https://example.com/4.png" alt="Four" loading="eager" />\n',
  );
  assert.deepEqual(
    [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag),
    [
      '<img src="https://example.com/1.png" alt="One"/>',
      '<img src="https://example.com/2.png" alt="Two" loading="lazy" decoding="async"/>',
      '<img src="https://example.com/3.png" alt="Three" loading="lazy" decoding="async"/>',
      '<img src="https://example.com/4.png" alt="Four" loading="eager" decoding="async"/>',
    ],
  );
});

test("an MDX doc's images, Markdown and JSX, are lazy but for the first", async () => {
  const { code } = await compileMdx(
    '![One](https://example.com/1.png)\n\n<img src="https://example.com/2.png" alt="Two" />\n\n![Three](https://example.com/3.png)\n',
    'docs/a.mdx',
    'docs/a.mdx',
  );
  const images = [...code.matchAll(/\b(?:src|loading|decoding): "([^"]+)"/g)].map(([, value]) => value);
  assert.deepEqual(images, [
    'https://example.com/1.png',
    'https://example.com/2.png',
    'lazy',
    'async',
    'https://example.com/3.png',
    'lazy',
    'async',
  ]);
});

const SIZES = {
  imageSizes: { '/img/banner.png': [800, 400] as const, '/assets/images/a b-1234.png': [16, 9] as const },
};

test('a local image gets the width and height of its file; an author who gave one side gets the other in proportion', () => {
  const { html } = renderMarkdown(
    [
      '![Banner](/img/banner.png)',
      '![Beside](./media/a.png)',
      '<img src="/img/banner.png" alt="Width" width="400" />',
      '<img src="/img/banner.png" alt="Height" height="100px" />',
      '<img src="/img/banner.png" alt="Percent" width="50%" />',
      '<img src="/img/banner.png" alt="Both" width="10" height="10" />',
      '![Remote](https://example.com/img/banner.png)',
      '![Unknown](/img/none.png)',
    ].join('\n\n'),
    { site: { ...SIZES, assets: { 'guides/media/a.png': 'assets/images/a b-1234.png' } } },
  );
  assert.deepEqual(
    [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag.replace(/ loading="lazy" decoding="async"/, '')),
    [
      '<img src="/img/banner.png" alt="Banner" width="800" height="400"/>',
      '<img src="/assets/images/a%20b-1234.png" alt="Beside" width="16" height="9"/>',
      '<img src="/img/banner.png" alt="Width" width="400" height="200"/>',
      '<img src="/img/banner.png" alt="Height" height="100px" width="200"/>',
      '<img src="/img/banner.png" alt="Percent" width="50%"/>',
      '<img src="/img/banner.png" alt="Both" width="10" height="10"/>',
      '<img src="https://example.com/img/banner.png" alt="Remote"/>',
      '<img src="/img/none.png" alt="Unknown"/>',
    ],
  );
});

test('under a base URL the image is found by its path in the site', () => {
  const { html } = renderMarkdown('![Banner](/img/banner.png)', { site: { ...SIZES, baseUrl: '/docs/' } });
  assert.match(html, /<img src="\/docs\/img\/banner\.png" alt="Banner" width="800" height="400"\/>/);
});

test("an MDX doc's rendered images, Markdown's and JSX's, get their sizes as Markdown's do", () => {
  const site = { routeByDocPath: {}, baseUrl: '/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, ...SIZES };
  assert.equal(
    sizeImagesInHtml(
      '<p><img src="/img/banner.png" alt="A &amp; B"/><img src="/img/banner.png" alt="W" width="200"/><img src="/img/banner.png" alt="B" width="1" height="1"/></p>',
      site,
    ),
    '<p><img src="/img/banner.png" alt="A &amp; B" width="800" height="400"/><img src="/img/banner.png" alt="W" width="200" height="100"/><img src="/img/banner.png" alt="B" width="1" height="1"/></p>',
  );
});
