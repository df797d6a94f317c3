import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMarkdown } from '../../helpers/markdown.js';

test('heading ids are slugs, unique per page, and {#custom} ids are honoured; the toc holds h2 and h3', () => {
  const result = renderMarkdown('# Title\n\n## Props {#props}\n\n### Nested Thing\n\n#### Deep\n\n## Props again\n\n## Nested Thing\n');
  assert.equal(result.leadingTitle, 'Title');
  assert.deepEqual(result.anchors, ['props', 'nested-thing', 'deep', 'props-again', 'nested-thing-1']);
  assert.deepEqual(result.toc.map((t) => `${t.level}:${t.id}`), ['2:props', '3:nested-thing', '2:props-again', '2:nested-thing-1']);
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
