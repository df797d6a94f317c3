import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isMdxDoc } from '../../src/mdx/detect.js';
import { mdxSource } from '../../src/mdx/compile.js';

test('.mdx is MDX; .md is MDX by its syntax, outside code fences, unless front matter or the site says otherwise', () => {
  assert.equal(isMdxDoc('a.mdx', 'plain text', undefined, 'detect'), true);
  assert.equal(isMdxDoc('a.mdx', 'plain text', 'md', 'detect'), false);
  assert.equal(isMdxDoc('a.md', "import Tabs from '@theme/Tabs';\n", undefined, 'detect'), true);
  assert.equal(isMdxDoc('a.md', 'export const x = 1;\n', undefined, 'detect'), true);
  assert.equal(isMdxDoc('a.md', 'Text\n\n<Tabs>\n\nx\n\n</Tabs>\n', undefined, 'detect'), true);
  assert.equal(
    isMdxDoc('a.md', '<Tabs groupId="pm" values={[{ label: "a>b", value: "a" }]}>\n</Tabs>\n', undefined, 'detect'),
    true,
  );
  // A name in angle brackets that nothing closes is prose, as CommonMark reads it.
  assert.equal(isMdxDoc('a.md', '# The <Editor> component\n\nText.\n', undefined, 'detect'), false);
  assert.equal(isMdxDoc('a.md', 'A <Foo.Bar /> element', undefined, 'detect'), true);
  assert.equal(isMdxDoc('a.md', '```jsx\nimport X from "x";\n<Tabs />\n```\n', undefined, 'detect'), false);
  assert.equal(isMdxDoc('a.md', 'Text <b>bold</b> and a < b, important things\n', undefined, 'detect'), false);
  assert.equal(isMdxDoc('a.md', "import Tabs from '@theme/Tabs';\n", 'md', 'detect'), false);
  assert.equal(isMdxDoc('a.md', 'plain', undefined, 'mdx'), true);
  assert.equal(isMdxDoc('a.md', 'plain', 'mdx', 'md'), true);
  assert.equal(isMdxDoc('a.md', '<Tabs>', undefined, 'md'), false);
});

test("the source MDX compiles keeps the file's lines, escapes {#custom-id} and declares frontMatter and toc", () => {
  const source = mdxSource('---\ntitle: T\n---\n\n## Heading {#custom}\n', 'a.mdx');
  assert.equal(
    source,
    '\n\n\n\n## Heading \\{#custom\\}\n\n\nexport const frontMatter = {"title":"T"};\nexport const toc = [];\n',
  );
  assert.doesNotMatch(mdxSource('export const toc = [1];\n', 'a.mdx'), /export const toc = \[\];/);
});

test('HTML comments become MDX comments of the same length, except in code', async () => {
  const { htmlCommentsAsMdx } = await import('../../src/mdx/compile.js');
  assert.equal(htmlCommentsAsMdx('a <!-- x --> b'), 'a {/*  x */} b');
  assert.equal(htmlCommentsAsMdx('<!--\nmulti */ line\n-->\nafter'), '{/* \nmulti *  line\n*/}\nafter');
  assert.equal(
    htmlCommentsAsMdx('```html\n<!-- kept -->\n```\n`<!-- code -->`'),
    '```html\n<!-- kept -->\n```\n`<!-- code -->`',
  );
});

test('an MDX comment or a self-closed HTML element makes a .md file MDX, as Docusaurus 3 reads it; a void element does not', () => {
  assert.equal(isMdxDoc('a.md', 'Text {/* a note to authors */} more.\n', undefined, 'detect'), true);
  assert.equal(isMdxDoc('a.md', '<a class="anchor" id="zkp" />\n\n## Question\n', undefined, 'detect'), true);
  assert.equal(isMdxDoc('a.md', 'Line one<br />\nline two <img src="/a.png" alt="A" />\n', undefined, 'detect'), false);
  assert.equal(isMdxDoc('a.md', '<svg width="8" height="8"><circle r="4" /></svg>\n', undefined, 'detect'), false);
  assert.equal(
    isMdxDoc('a.md', '```jsx\n{/* code */}\n<div />\n```\nThe `{/* x */}` form.\n', undefined, 'detect'),
    false,
  );
});

test('JSX in inline code does not make a .md file MDX', () => {
  assert.equal(isMdxDoc('a.md', 'The `<Editor />` component and ``<Frame>`` too.\n', undefined, 'detect'), false);
  assert.equal(isMdxDoc('a.md', 'The `code` and then <Editor /> itself.\n', undefined, 'detect'), true);
});
