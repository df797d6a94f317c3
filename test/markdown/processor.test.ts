import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Root } from 'mdast';
import { renderMarkdown, renderMarkdownWithPlugins } from '../helpers/markdown.js';

test('CommonMark and GFM: tables, task lists, strikethrough, autolinks, footnotes', () => {
  const { html } = renderMarkdown(
    '| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~gone~~ https://example.com\n\nText[^1]\n\n[^1]: Note.\n',
  );
  assert.match(html, /<table><thead><tr><th>a<\/th>/);
  assert.match(html, /<input type="checkbox" disabled="" checked=""\/>/);
  assert.match(html, /<del>gone<\/del>/);
  assert.match(html, /<a href="https:\/\/example\.com" rel="noopener noreferrer">https:\/\/example\.com<\/a>/);
  assert.match(html, /data-footnote-ref/);
});

test('a "<" in raw HTML that opens no renderable tag keeps its text and is a warning at its position', () => {
  const { html, warnings } = renderMarkdown('<div>\nA <Record<NodeId, Node> here.\n</div>\n');
  // What a browser shows too: the would-be tag's name and attributes are gone, its contents stay.
  assert.equal(html, '<div>\nA  here.\n</div>');
  assert.deepEqual(
    warnings.map((w) => `${w.line}:${w.column} ${w.message}`),
    [
      '2:3 "<record<nodeid," reads as an HTML tag that cannot be rendered: write "&lt;" or put it in `code` for a literal "<"',
    ],
  );
});

test('a site’s remark plugin that works asynchronously is awaited, and the doc has what it made', async () => {
  // As react-native-website's code-block titles: the plugin awaits an import before it walks the tree.
  const codeTitles = () => async (tree: Root) => {
    const { visit } = await import('unist-util-visit');
    visit(tree, 'code', (node) => {
      node.meta = `title="${node.lang!.toUpperCase()} sample"`;
    });
  };
  const { html } = await renderMarkdownWithPlugins('# Intro\n\n```js\nconsole.log(1);\n```\n', [codeTitles]);
  assert.match(html, /<code-block language="js" title="JS sample">/);
});
