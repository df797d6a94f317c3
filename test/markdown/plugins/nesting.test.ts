import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { DocgenError } from '../../../src/errors.js';
import { renderMarkdown } from '../../helpers/markdown.js';

test('content nested too deeply and raw HTML React cannot take are errors at their position, not crashes', () => {
  const deepList = Array.from({ length: 150 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
  assert.throws(
    () => renderMarkdown(`Intro.\n\n${deepList}\n`),
    (e: unknown) =>
      e instanceof DocgenError && /^docs\/page\.md:\d+:\d+ - content nested more than 100 levels deep/.test(e.message),
  );
  assert.throws(
    () => renderMarkdown(`Intro.\n\n<div>\n\n${'<div>'.repeat(3000)}text\n`),
    (e: unknown) =>
      e instanceof DocgenError &&
      /^docs\/page\.md:\d+:\d+ - (raw HTML|content) nested more than 100 levels deep/.test(e.message),
  );
  assert.throws(
    () => renderMarkdown('Intro.\n\n<p style="color">x</p>\n'),
    (e: unknown) =>
      e instanceof DocgenError &&
      e.message === "docs/page.md:3:1 - Cannot parse `style` attribute: property missing ':'",
  );
  assert.doesNotThrow(
    () => renderMarkdown(`${Array.from({ length: 20 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')}\n`),
    'ordinary nesting is fine',
  );
});

test('lists and quotes nested past the limit stop the parser at the first container too deep, however deep they go', () => {
  const nestedList = (depth: number) =>
    Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
  const errorOf = (body: string) => {
    try {
      renderMarkdown(body);
    } catch (error) {
      return (error as Error).message.split(' (')[0];
    }
    return 'no error';
  };
  // A list item is two levels (the list and the item): the 51st item is at 101. Intro and blank line: 2 lines.
  for (const depth of [60, 400, 2000])
    assert.equal(
      errorOf(`Intro.\n\n${nestedList(depth)}\n`),
      'docs/page.md:53:101 - content nested more than 100 levels deep',
      `${depth} deep`,
    );
  for (const depth of [101, 3000])
    assert.equal(
      errorOf(`${'> '.repeat(depth)}deep quote\n`),
      'docs/page.md:1:201 - content nested more than 100 levels deep',
      `${depth} quotes`,
    );
  // Quotes and lists inside each other count together; sibling items and a list after a deep one do not add up.
  assert.equal(errorOf(`${'> - '.repeat(40)}x\n`), 'docs/page.md:1:135 - content nested more than 100 levels deep');
  const siblings = `${nestedList(45)}\n${Array.from({ length: 100 }, (_, i) => `- top ${i}`).join('\n')}\n`;
  assert.equal(errorOf(siblings), 'no error');
  assert.match(renderToStaticMarkup(renderMarkdown(siblings).element), /<li>top 98<\/li>\n<li>top 99<\/li>\n<\/ul>$/);
});
