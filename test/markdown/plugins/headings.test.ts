import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMarkdown } from '../../helpers/markdown.js';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteLinkContext } from '../../../src/markdown/context.js';
import { vitepressSlug } from '../../../src/markdown/plugins/headings.js';
import * as jsxRuntime from 'react/jsx-runtime';
import { createMarkdownProcessor, processMarkdown } from '../../../src/markdown/processor.js';

test('heading ids are slugs, unique per page, and {#custom} ids are honoured; the toc holds h2 and h3', () => {
  const result = renderMarkdown(
    '# Title\n\n## Props {#props}\n\n### Nested Thing\n\n#### Deep\n\n## Props again\n\n## Nested Thing\n',
  );
  assert.equal(result.leadingTitle, 'Title');
  assert.deepEqual(result.anchors, ['props', 'nested-thing', 'deep', 'props-again', 'nested-thing-1']);
  assert.deepEqual(
    result.toc.map((t) => `${t.level}:${t.id}`),
    ['2:props', '3:nested-thing', '2:props-again', '2:nested-thing-1'],
  );
  assert.doesNotMatch(result.html, /<h1/);
});

test('headings of symbols only get valid unique ids', () => {
  const { html, anchors } = renderMarkdown('## !!!\n\n## ???\n\n## Heading\n');
  assert.deepEqual(anchors, ['heading', 'heading-1', 'heading-2']);
  assert.doesNotMatch(html, /id=""/);
});

test('HTML in a leading title is text in the title', () => {
  const { leadingTitle } = renderMarkdown('# The <Editor> `x` & **bold** component {#custom}\n\nBody\n');
  assert.equal(leadingTitle, 'The <Editor> x & bold component');
});

// The rules found on real Docusaurus and VitePress trees (dialect-real).
{
  const processor = createMarkdownProcessor({}, jsxRuntime);
  const site: SiteLinkContext = {
    routeByDocPath: { 'config/server.md': '/config/server' },
    baseUrl: '/',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  };

  function anchors(body: string, dialect?: 'vitepress') {
    return processMarkdown(
      processor,
      body,
      'docs/config/server.md',
      { docPath: 'config/server.md', route: '/config/server', bodyLine: 1 },
      { ...site, ...(dialect ? { dialect } : {}) },
    ).anchors;
  }

  test('in a VitePress tree, heading ids are slugged as VitePress slugs them', () => {
    const body =
      '## server.watch\n\n## index.html and Project Root\n\n## `build.lib`\n\n## server.watch\n\n## 2024 plans\n\n## Café & Crème\n';
    assert.deepEqual(anchors(body, 'vitepress'), [
      'server-watch',
      'index-html-and-project-root',
      'build-lib',
      'server-watch-1',
      '_2024-plans',
      'cafe-creme',
    ]);
    // Docusaurus (GitHub's slugger) drops the dots instead: links written for one do not fit the other.
    assert.deepEqual(anchors(body), [
      'serverwatch',
      'indexhtml-and-project-root',
      'buildlib',
      'serverwatch-1',
      '2024-plans',
      'café--crème',
    ]);
  });

  test('a custom {#id} wins in both dialects', () => {
    assert.deepEqual(anchors('## server.host {#host}\n', 'vitepress'), ['host']);
  });

  test('vitepressSlug keeps a heading of symbols only empty, so the page falls back to a named id', () => {
    assert.equal(vitepressSlug('!!!'), '');
    assert.deepEqual(anchors('## !!!\n', 'vitepress'), ['heading']);
  });

  test('the HTML keeps the VitePress id on the heading', () => {
    const result = processMarkdown(
      processor,
      '## server.watch\n',
      'docs/config/server.md',
      { docPath: 'config/server.md', route: '/config/server', bodyLine: 1 },
      { ...site, dialect: 'vitepress' },
    );
    assert.match(renderToStaticMarkup(result.element), /id="server-watch"/);
  });

  test("a VitePress page's title is a link target too, and a heading repeating it gets the next id", () => {
    assert.deepEqual(anchors('# HMR API\n\n## HMR API\n', 'vitepress'), ['hmr-api', 'hmr-api-1']);
    // Docusaurus renders the title without an id.
    assert.deepEqual(anchors('# HMR API\n\n## HMR API\n'), ['hmr-api']);
  });
}
