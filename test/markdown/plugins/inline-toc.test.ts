import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteLinkContext } from '../../../src/markdown/context.js';
import * as jsxRuntime from 'react/jsx-runtime';
import { createMarkdownProcessor, processMarkdown } from '../../../src/markdown/processor.js';

const processor = createMarkdownProcessor({}, jsxRuntime);
const site: SiteLinkContext = {
  routeByDocPath: { 'guide/page.md': '/guide/page' },
  baseUrl: '/',
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
};

function render(body: string) {
  const result = processMarkdown(
    processor,
    body,
    'docs/guide/page.md',
    { docPath: 'guide/page.md', route: '/guide/page', bodyLine: 1 },
    site,
  );
  return { ...result, html: renderToStaticMarkup(result.element) };
}

test('[[toc]] becomes the table of contents of the page, nested as its headings are', () => {
  const { html, links } = render(
    '# Title\n\n[[toc]]\n\n## Install\n\n### With npm\n\n### With pnpm\n\n## Use\n\n#### Too deep\n',
  );
  assert.match(
    html,
    /<nav class="table-of-contents"><ul><li><a href="#install">Install<\/a><ul><li><a href="#with-npm">With npm<\/a><\/li><li><a href="#with-pnpm">With pnpm<\/a><\/li><\/ul><\/li><li><a href="#use">Use<\/a><\/li><\/ul><\/nav>/,
  );
  assert.doesNotMatch(html, /\[\[toc\]\]/i);
  // Its links are checked like any other, and lead to the headings of this page.
  assert.deepEqual(
    links.map((l) => l.target),
    [
      { path: '/guide/page', hash: 'install' },
      { path: '/guide/page', hash: 'with-npm' },
      { path: '/guide/page', hash: 'with-pnpm' },
      { path: '/guide/page', hash: 'use' },
    ],
  );
});

test('[[toc]] inside a sentence or a code block is left as it is', () => {
  const { html } = render('Write [[toc]] to get one.\n\n```md\n[[toc]]\n```\n\n## Only\n');
  assert.match(html, /<p>Write \[\[toc\]\] to get one\.<\/p>/);
  assert.match(html, /\[\[toc\]\]/);
  assert.doesNotMatch(html, /table-of-contents/);
});
