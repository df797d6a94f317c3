import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMarkdown } from '../../helpers/markdown.js';

test('GitHub alerts become admonitions of the matching type', () => {
  const { html } = renderMarkdown(
    '> [!NOTE]\n> Useful.\n\n> [!TIP]\n> Helpful.\n\n> [!IMPORTANT]\n> Key.\n\n> [!WARNING]\n> Risky.\n\n> [!CAUTION]\n> Dangerous.\n\n> [!note] Titled\n> Lower case.\n\n> Plain [!NOTE] quote.\n',
  );
  assert.match(html, /<admonition type="note">\s*<p>Useful\.<\/p>\s*<\/admonition>/);
  assert.match(html, /<admonition type="tip">\s*<p>Helpful\.<\/p>\s*<\/admonition>/);
  assert.match(html, /<admonition type="info">\s*<p>Key\.<\/p>\s*<\/admonition>/);
  assert.match(html, /<admonition type="warning">\s*<p>Risky\.<\/p>\s*<\/admonition>/);
  assert.match(html, /<admonition type="danger">\s*<p>Dangerous\.<\/p>\s*<\/admonition>/);
  assert.match(html, /<admonition type="note" title="Titled">\s*<p>Lower case\.<\/p>\s*<\/admonition>/);
  assert.match(html, /<blockquote>\s*<p>Plain \[!NOTE\] quote\.<\/p>\s*<\/blockquote>/);
  assert.doesNotMatch(html, /\[!(TIP|WARNING|CAUTION|IMPORTANT)\]/);
});
