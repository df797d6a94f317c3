import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMarkdown } from '../../helpers/markdown.js';

test('admonitions keep their type and optional title', () => {
  const { html } = renderMarkdown(':::danger[Careful now]\nBody *here*.\n:::\n\n:::note\nPlain.\n:::\n');
  assert.match(html, /<admonition type="danger" title="Careful now"><p>Body <em>here<\/em>\.<\/p><\/admonition>/);
  assert.match(html, /<admonition type="note"><p>Plain\.<\/p><\/admonition>/);
});

test('API lists become nested items of name, type and description', () => {
  const { html } = renderMarkdown(
    ':::api\n- `resolver` `Record<string, Component>` — maps names\n  - `inner` `boolean` Default `true`.\n- `NodeTree`\n:::\n',
  );
  assert.match(html, /<api-item name="resolver" type="Record&lt;string, Component&gt;">maps names/);
  assert.match(html, /<api-item name="inner" type="boolean">Default <code>true<\/code>\.<\/api-item>/);
  assert.match(html, /<api-item type="NodeTree"><\/api-item>/);
});

test('the type badge is recorded for the page', () => {
  const result = renderMarkdown('::badge{type="hook"}\n\nText\n');
  assert.equal(result.badge, 'hook');
  assert.match(result.html, /<badge type="hook"><\/badge>/);
});

test('colons in prose stay text; unknown block directives warn', () => {
  const { html, warnings } = renderMarkdown('At 10:30 we met:the team.\n\n::::unknown\nx\n::::\n');
  assert.match(html, /At 10:30 we met:the team\./);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!.message, /unknown directive "unknown"/);
});

test('admonition titles after a space, VitePress spacing and bracketed titles all become titled admonitions', () => {
  const { html, warnings } = renderMarkdown(
    ":::tip What you'll learn\nBody.\n:::\n\n::: warning\nSpaced.\n:::\n\n::: danger Stop *now*\nVitePress.\n:::\n\n:::info[Bracketed]\nB.\n:::\n",
  );
  assert.match(html, /<admonition type="tip" title="What you&#x27;ll learn"><p>Body\.<\/p><\/admonition>/);
  assert.match(html, /<admonition type="warning"><p>Spaced\.<\/p><\/admonition>/);
  assert.match(html, /<admonition type="danger" title="Stop now"><p>VitePress\.<\/p><\/admonition>/);
  assert.match(html, /<admonition type="info" title="Bracketed"><p>B\.<\/p><\/admonition>/);
  // Docusaurus 2's names, still read by Docusaurus 3, which titles them with their own name.
  assert.match(
    renderMarkdown(':::important Prerequisites\nA.\n:::\n\n:::success\nB.\n:::\n').html,
    /<admonition type="info" title="Prerequisites"><p>A\.<\/p><\/admonition>\s*<admonition type="tip" title="success"><p>B\.<\/p><\/admonition>/,
  );
  assert.doesNotMatch(html, /:::/);
  assert.deepEqual(warnings, []);
});

test('admonitions nest with more colons outside, in block quotes and list items too', () => {
  const { html } = renderMarkdown(
    '::::note Outer\nA\n\n:::tip Inner\nB\n:::\n\n::::\n\n- item\n\n  :::caution Listed\n  C\n  :::\n\n> :::info Quoted\n> D\n> :::\n',
  );
  assert.match(
    html,
    /<admonition type="note" title="Outer"><p>A<\/p>\s*<admonition type="tip" title="Inner"><p>B<\/p><\/admonition><\/admonition>/,
  );
  assert.match(html, /<admonition type="caution" title="Listed"><p>C<\/p><\/admonition>/);
  assert.match(html, /<blockquote>\s*<admonition type="info" title="Quoted"><p>D<\/p><\/admonition>/);
});

test('admonition spellings inside code fences stay as written', () => {
  const { html } = renderMarkdown('```md\n:::tip Title\nx\n:::\n```\n');
  assert.match(html, /:::tip Title/);
  assert.doesNotMatch(html, /<admonition/);
});

test('VitePress details blocks fold under their title', () => {
  const { html } = renderMarkdown('::: details Click me\nHidden.\n:::\n\n::: details\nUntitled.\n:::\n');
  assert.match(html, /<details><summary>Click me<\/summary>\s*<p>Hidden\.<\/p><\/details>/);
  assert.match(html, /<details><summary>Details<\/summary>/);
});

test("VitePress code groups are tabs labelled by their blocks' titles, which leave the blocks", () => {
  const { html, warnings } = renderMarkdown(
    '::: code-group\n\n```sh [npm]\nnpm add vite\n```\n\n```[.env]\nA=1\n```\n\n```js title="a.js" {1}\nx\n```\n\n:::\n\n```js{2}\na();\nb();\n```\n',
  );
  assert.match(
    html,
    /<code-block language="js"><code class="hljs"><span class="line"><span class="hljs-title function_">a<\/span>\(\);<\/span>\n<span class="line line-highlighted">/,
  );
  assert.match(
    html,
    /^<tabs><tab-item value="npm" label="npm"><code-block language="sh"><code class="hljs">.*<\/tab-item><tab-item value=".env" label=".env"><code-block language="text">.*<tab-item value="a.js" label="a.js"><code-block language="js"><code class="hljs"><span class="line line-highlighted">x<\/span>.*<\/tabs>/,
  );
  assert.doesNotMatch(html, /:::|title=/);
  assert.deepEqual(warnings, []);
});

test('a code group directive may name a group, whose tabs then follow each other', () => {
  const { html } = renderMarkdown(
    ':::code-group{groupId="lang"}\n```js [JavaScript]\na\n```\n```ts [TypeScript]\nb\n```\n:::\n',
  );
  assert.match(
    html,
    /^<tabs groupId="lang"><tab-item value="JavaScript" label="JavaScript">.*<tab-item value="TypeScript" label="TypeScript">/,
  );
});
