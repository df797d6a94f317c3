import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMdx } from '../../../src/mdx/compile.js';
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
