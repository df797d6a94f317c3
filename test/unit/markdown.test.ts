import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { DocgenError } from '../../src/errors.js';
import type { SiteLinkContext } from '../../src/markdown/context.js';
import { parseCodeMeta } from '../../src/markdown/plugins/code.js';
import { createMarkdownProcessor, processMarkdown } from '../../src/markdown/processor.js';

const processor = createMarkdownProcessor({});
const site: SiteLinkContext = { routeByDocPath: { 'api/frame.md': '/docs/api/frame', 'intro.md': '/docs/intro' }, baseUrl: '/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 } };

function render(body: string, options: { route?: string; docPath?: string; site?: Partial<SiteLinkContext> } = {}) {
  const result = processMarkdown(processor, body, 'docs/page.md', { docPath: options.docPath ?? 'guides/page.md', route: options.route ?? '/docs/guides/page', bodyLine: 1 }, { ...site, ...options.site });
  return { ...result, html: renderToStaticMarkup(result.element) };
}

test('CommonMark and GFM: tables, task lists, strikethrough, autolinks, footnotes', () => {
  const { html } = render('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~gone~~ https://example.com\n\nText[^1]\n\n[^1]: Note.\n');
  assert.match(html, /<table><thead><tr><th>a<\/th>/);
  assert.match(html, /<input type="checkbox" disabled="" checked=""\/>/);
  assert.match(html, /<del>gone<\/del>/);
  assert.match(html, /<a href="https:\/\/example\.com" rel="noopener noreferrer">https:\/\/example\.com<\/a>/);
  assert.match(html, /data-footnote-ref/);
});

test('admonitions keep their type and optional title', () => {
  const { html } = render(':::danger[Careful now]\nBody *here*.\n:::\n\n:::note\nPlain.\n:::\n');
  assert.match(html, /<admonition type="danger" title="Careful now"><p>Body <em>here<\/em>\.<\/p><\/admonition>/);
  assert.match(html, /<admonition type="note"><p>Plain\.<\/p><\/admonition>/);
});

test('API lists become nested items of name, type and description', () => {
  const { html } = render(':::api\n- `resolver` `Record<string, Component>` — maps names\n  - `inner` `boolean` Default `true`.\n- `NodeTree`\n:::\n');
  assert.match(html, /<api-item name="resolver" type="Record&lt;string, Component&gt;">maps names/);
  assert.match(html, /<api-item name="inner" type="boolean">Default <code>true<\/code>\.<\/api-item>/);
  assert.match(html, /<api-item type="NodeTree"><\/api-item>/);
});

test('the type badge is recorded for the page', () => {
  const result = render('::badge{type="hook"}\n\nText\n');
  assert.equal(result.badge, 'hook');
  assert.match(result.html, /<badge type="hook"><\/badge>/);
});

test('colons in prose stay text; unknown block directives warn', () => {
  const { html, warnings } = render('At 10:30 we met:the team.\n\n::::unknown\nx\n::::\n');
  assert.match(html, /At 10:30 we met:the team\./);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!.message, /unknown directive "unknown"/);
});

test('code blocks are highlighted at build time with title, highlighted lines and line numbers', () => {
  const { html } = render('```tsx title="src/App.tsx" {2} showLineNumbers\nconst a = 1;\nconst b = 2;\n```\n');
  assert.match(html, /<code-block language="tsx" title="src\/App\.tsx" lineNumbers="true">/);
  assert.match(html, /<span class="line"><span class="hljs-keyword">const<\/span> a = <span class="hljs-number">1<\/span>;<\/span>/);
  assert.match(html, /<span class="line line-highlighted"><span class="hljs-keyword">const<\/span> b/);
  assert.deepEqual([...parseCodeMeta('{1,4-6} title="x y.ts"', 10).highlightLines], [1, 4, 5, 6]);
  assert.deepEqual([...parseCodeMeta('{0-99999999999} {-3}', 3).highlightLines], [1, 2, 3], 'ranges stay within the block');
});

test('heading ids are slugs, unique per page, and {#custom} ids are honoured; the toc holds h2 and h3', () => {
  const result = render('# Title\n\n## Props {#props}\n\n### Nested Thing\n\n#### Deep\n\n## Props again\n\n## Nested Thing\n');
  assert.equal(result.leadingTitle, 'Title');
  assert.deepEqual(result.anchors, ['props', 'nested-thing', 'deep', 'props-again', 'nested-thing-1']);
  assert.deepEqual(result.toc.map((t) => `${t.level}:${t.id}`), ['2:props', '3:nested-thing', '2:props-again', '2:nested-thing-1']);
  assert.doesNotMatch(result.html, /<h1/);
});

test('relative .md links become routes; site paths get the base URL; positions are kept', () => {
  const result = render('See [Frame](../api/frame.md#props) and [Intro](/docs/intro).\n\n[gone](./missing.md)\n', {
    site: { baseUrl: '/craft/' },
  });
  assert.match(result.html, /href="\/craft\/docs\/api\/frame#props"/);
  assert.match(result.html, /href="\/craft\/docs\/intro"/);
  const missing = result.links.find((l) => l.url === './missing.md')!;
  assert.equal(missing.missingDoc, true);
  assert.equal(missing.line, 3);
  assert.equal(missing.column, 1);
});

test('search text keeps inline code and links in the words around them, list items apart, and API member names before their descriptions', () => {
  const result = render('- Like the one of `useNode`. See [the API](/docs/api).\n- Second item\n');
  assert.deepEqual(result.sections, [{ anchor: '', heading: '', text: 'Like the one of useNode. See the API.\nSecond item' }]);
  const api = render(':::api\n- `id` `NodeId` The id of the Node.\n- `data` `NodeData` The Node data.\n:::\n');
  assert.deepEqual(api.sections, [{ anchor: '', heading: '', text: 'id — The id of the Node.\ndata — The Node data.', names: ['id', 'data'] }]);
});

test('search text keeps paragraphs and table cells apart', () => {
  const result = render('First paragraph\n\nSecond one.\n\n| Field | 0.1.x |\n| --- | --- |\n| `selected` | `NodeId` |\n');
  assert.deepEqual(result.sections, [{ anchor: '', heading: '', text: 'First paragraph\nSecond one.\nField\n0.1.x\nselected\nNodeId' }]);
});

test('an image without alt text is a warning at its position; a described one is not', () => {
  const { warnings } = render('Text.\n\n![](/img/a.png) and ![  ](/img/b.png)\n\n![A diagram](/img/c.png)\n');
  assert.deepEqual(
    warnings.map((w) => `${w.line}:${w.column} ${w.message}`),
    [
      '3:1 image /img/a.png has no alt text: say what it shows, as in ![a diagram of …](/img/a.png)',
      '3:21 image /img/b.png has no alt text: say what it shows, as in ![a diagram of …](/img/b.png)',
    ],
  );
});

test('content nested too deeply and raw HTML React cannot take are errors at their position, not crashes', () => {
  const deepList = Array.from({ length: 150 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
  assert.throws(() => render(`Intro.\n\n${deepList}\n`), (e: unknown) => e instanceof DocgenError && /^docs\/page\.md:\d+:\d+ - content nested more than 100 levels deep/.test(e.message));
  assert.throws(() => render(`Intro.\n\n<div>\n\n${'<div>'.repeat(3000)}text\n`), (e: unknown) => e instanceof DocgenError && /^docs\/page\.md:\d+:\d+ - (raw HTML|content) nested more than 100 levels deep/.test(e.message));
  assert.throws(() => render('Intro.\n\n<p style="color">x</p>\n'), (e: unknown) => e instanceof DocgenError && e.message === "docs/page.md:3:1 - Cannot parse `style` attribute: property missing ':'");
  assert.doesNotThrow(() => render(`${Array.from({ length: 20 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')}\n`), 'ordinary nesting is fine');
});

test('lists and quotes nested past the limit stop the parser at the first container too deep, however deep they go', () => {
  const nestedList = (depth: number) => Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
  const errorOf = (body: string) => {
    try {
      render(body);
    } catch (error) {
      return (error as Error).message.split(' (')[0];
    }
    return 'no error';
  };
  // A list item is two levels (the list and the item): the 51st item is at 101. Intro and blank line: 2 lines.
  for (const depth of [60, 400, 2000]) assert.equal(errorOf(`Intro.\n\n${nestedList(depth)}\n`), 'docs/page.md:53:101 - content nested more than 100 levels deep', `${depth} deep`);
  for (const depth of [101, 3000]) assert.equal(errorOf(`${'> '.repeat(depth)}deep quote\n`), 'docs/page.md:1:201 - content nested more than 100 levels deep', `${depth} quotes`);
  // Quotes and lists inside each other count together; sibling items and a list after a deep one do not add up.
  assert.equal(errorOf(`${'> - '.repeat(40)}x\n`), 'docs/page.md:1:135 - content nested more than 100 levels deep');
  const siblings = `${nestedList(45)}\n${Array.from({ length: 100 }, (_, i) => `- top ${i}`).join('\n')}\n`;
  assert.equal(errorOf(siblings), 'no error');
  assert.match(renderToStaticMarkup(render(siblings).element), /<li>top 98<\/li>\n<li>top 99<\/li>\n<\/ul>$/);
});

test('a "<" in raw HTML that opens no renderable tag keeps its text and is a warning at its position', () => {
  const { html, warnings } = render('<div>\nA <Record<NodeId, Node> here.\n</div>\n');
  // What a browser shows too: the would-be tag's name and attributes are gone, its contents stay.
  assert.equal(html, '<div>\nA  here.\n</div>');
  assert.deepEqual(
    warnings.map((w) => `${w.line}:${w.column} ${w.message}`),
    ['2:3 "<record<nodeid," reads as an HTML tag that cannot be rendered: write "&lt;" or put it in `code` for a literal "<"'],
  );
});

test('search sections split at h2 and h3 and leave code out; the first paragraph is the excerpt', () => {
  const result = render('Intro text.\n\n## Usage\n\nUse `useNode` here.\n\n```js\nhidden()\n```\n');
  assert.equal(result.excerpt, 'Intro text.');
  assert.deepEqual(result.sections, [
    { anchor: '', heading: '', text: 'Intro text.' },
    { anchor: 'usage', heading: 'Usage', text: 'Use useNode here.' },
  ]);
});

test('raw HTML policy: elements and attributes pass, scripts, <base> and event handlers are dropped with a warning where they were', () => {
  const { html, warnings } = render(
    'Intro.\n\n<div class="note" data-x="1" onclick="steal()">Kept <b>bold</b> &lt;escaped&gt;</div>\n\n<script>document.title = "it\'s \\"quoted\\""</script>\n\n<base href="https://evil.example/">\n\n<details><summary>More</summary>Hidden</details>\n',
  );
  assert.match(html, /<div class="note" data-x="1">Kept <b>bold<\/b> &lt;escaped&gt;<\/div>/);
  assert.match(html, /<details><summary>More<\/summary>Hidden<\/details>/);
  assert.doesNotMatch(html, /<script|<base|onclick|steal/);
  assert.deepEqual(
    warnings.map((w) => `${w.line}:${w.column} ${w.message}`),
    [
      '3:1 the onclick attribute of <div> is dropped: event handlers in a doc do not run; use a theme component',
      '5:1 <script> in a doc is dropped: it would run on a full page load but not after navigating to the page; run the code from a theme component instead',
      '7:1 <base> in a doc is dropped: it would redirect every relative link of the page',
    ],
  );
});
