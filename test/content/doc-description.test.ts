/*
 * A doc's description as a doc card shows it, read as Docusaurus's excerpt reads the file: the front matter's
 * `description`, else the first line that has text once its Markdown is taken away.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docDescription, firstTextLine } from '../../src/content/doc-description.js';
import type { DocSource } from '../../src/shared/model.js';

test('the first line of text: titles, imports, code, markup alone and admonition lines are passed over', () => {
  const body = [
    'Title',
    '=====',
    '',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    '# Heading one',
    '',
    '````md',
    '```js',
    'not = this;',
    '```',
    '````',
    '',
    '<Tabs>',
    ':::note',
    '',
    '> **Bold**, _em_, ~~struck~~, `code`, [a link](./a.md), ![an image](./i.png) :tada: [^1] {#custom-id}',
  ].join('\n');
  assert.equal(firstTextLine(body), 'Bold, em, struck, code, a link, an image');
});

test('a lower heading is text; a body with none has no description', () => {
  assert.equal(firstTextLine('# Title\n\n## Usage\n\nText.\n'), 'Usage');
  assert.equal(firstTextLine('# Title\n\n```sh\nnpm i\n```\n'), undefined);
});

test("the front matter's description comes first, even empty", () => {
  const doc = (frontMatter: DocSource['frontMatter']) => ({ frontMatter, body: 'First line.\n' }) as DocSource;
  assert.equal(docDescription(doc({ description: 'Written.' })), 'Written.');
  assert.equal(docDescription(doc({ description: '' })), '');
  assert.equal(docDescription(doc({})), 'First line.');
});
