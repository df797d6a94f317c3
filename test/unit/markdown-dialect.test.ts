import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteLinkContext } from '../../src/markdown/context.js';
import { createMarkdownProcessor, processMarkdown } from '../../src/markdown/processor.js';

const processor = createMarkdownProcessor({});
const site: SiteLinkContext = {
  routeByDocPath: { 'api/Store.md': '/docs/api/Store', 'guides/page.md': '/docs/guides/page', 'guides/other.md': '/docs/guides/other' },
  baseUrl: '/',
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
};

function render(body: string, options: { site?: Partial<SiteLinkContext> } = {}) {
  const result = processMarkdown(processor, body, 'docs/guides/page.md', { docPath: 'guides/page.md', route: '/docs/guides/page', bodyLine: 1 }, { ...site, ...options.site });
  return { ...result, html: renderToStaticMarkup(result.element) };
}

test('admonition titles after a space, VitePress spacing and bracketed titles all become titled admonitions', () => {
  const { html, warnings } = render(
    ":::tip What you'll learn\nBody.\n:::\n\n::: warning\nSpaced.\n:::\n\n::: danger Stop *now*\nVitePress.\n:::\n\n:::info[Bracketed]\nB.\n:::\n",
  );
  assert.match(html, /<admonition type="tip" title="What you&#x27;ll learn"><p>Body\.<\/p><\/admonition>/);
  assert.match(html, /<admonition type="warning"><p>Spaced\.<\/p><\/admonition>/);
  assert.match(html, /<admonition type="danger" title="Stop now"><p>VitePress\.<\/p><\/admonition>/);
  assert.match(html, /<admonition type="info" title="Bracketed"><p>B\.<\/p><\/admonition>/);
  // Docusaurus 2's names, still read by Docusaurus 3.
  assert.match(render(':::important Prerequisites\nA.\n:::\n\n:::success\nB.\n:::\n').html, /<admonition type="info" title="Prerequisites"><p>A\.<\/p><\/admonition>\s*<admonition type="tip"><p>B\.<\/p><\/admonition>/);
  assert.doesNotMatch(html, /:::/);
  assert.deepEqual(warnings, []);
});

test('admonitions nest with more colons outside, in block quotes and list items too', () => {
  const { html } = render('::::note Outer\nA\n\n:::tip Inner\nB\n:::\n\n::::\n\n- item\n\n  :::caution Listed\n  C\n  :::\n\n> :::info Quoted\n> D\n> :::\n');
  assert.match(html, /<admonition type="note" title="Outer"><p>A<\/p>\s*<admonition type="tip" title="Inner"><p>B<\/p><\/admonition><\/admonition>/);
  assert.match(html, /<admonition type="caution" title="Listed"><p>C<\/p><\/admonition>/);
  assert.match(html, /<blockquote>\s*<admonition type="info" title="Quoted"><p>D<\/p><\/admonition>/);
});

test('admonition spellings inside code fences stay as written', () => {
  const { html } = render('```md\n:::tip Title\nx\n:::\n```\n');
  assert.match(html, /:::tip Title/);
  assert.doesNotMatch(html, /<admonition/);
});

test('VitePress details blocks fold under their title', () => {
  const { html } = render('::: details Click me\nHidden.\n:::\n\n::: details\nUntitled.\n:::\n');
  assert.match(html, /<details><summary>Click me<\/summary>\s*<p>Hidden\.<\/p><\/details>/);
  assert.match(html, /<details><summary>Details<\/summary>/);
});

test('GitHub alerts become admonitions of the matching type', () => {
  const { html } = render('> [!NOTE]\n> Useful.\n\n> [!TIP]\n> Helpful.\n\n> [!IMPORTANT]\n> Key.\n\n> [!WARNING]\n> Risky.\n\n> [!CAUTION]\n> Dangerous.\n\n> [!note] Titled\n> Lower case.\n\n> Plain [!NOTE] quote.\n');
  assert.match(html, /<admonition type="note">\s*<p>Useful\.<\/p>\s*<\/admonition>/);
  assert.match(html, /<admonition type="tip">\s*<p>Helpful\.<\/p>\s*<\/admonition>/);
  assert.match(html, /<admonition type="info">\s*<p>Key\.<\/p>\s*<\/admonition>/);
  assert.match(html, /<admonition type="warning">\s*<p>Risky\.<\/p>\s*<\/admonition>/);
  assert.match(html, /<admonition type="danger">\s*<p>Dangerous\.<\/p>\s*<\/admonition>/);
  assert.match(html, /<admonition type="note" title="Titled">\s*<p>Lower case\.<\/p>\s*<\/admonition>/);
  assert.match(html, /<blockquote>\s*<p>Plain \[!NOTE\] quote\.<\/p>\s*<\/blockquote>/);
  assert.doesNotMatch(html, /\[!(TIP|WARNING|CAUTION|IMPORTANT)\]/);
});

test('magic comments highlight lines and disappear, in each language comment syntax', () => {
  const js = render('```js\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n/* highlight-start */\nconst c = 3;\nconst d = 4;\n/* highlight-end */\nconst e = 5;\n```\n').html;
  assert.doesNotMatch(js, /highlight-/);
  const lines = [...js.matchAll(/<span class="line( line-highlighted)?">/g)].map((m) => (m[1] ? 'H' : '-')).join('');
  assert.equal(lines, '-HHH-');
  const cases: [string, string][] = [
    ['python', '# highlight-next-line'],
    ['html', '<!-- highlight-next-line -->'],
    ['jsx', '{/* highlight-next-line */}'],
    ['sql', '-- highlight-next-line'],
    ['lua', '-- highlight-next-line'],
    ['latex', '% highlight-next-line'],
    ['yaml', '# highlight-next-line'],
  ];
  for (const [language, comment] of cases) {
    const { html } = render(`\`\`\`${language}\nfirst\n${comment}\nsecond\n\`\`\`\n`);
    assert.doesNotMatch(html, /highlight-next-line/, language);
    assert.equal([...html.matchAll(/class="line line-highlighted"/g)].length, 1, language);
  }
  // A comment style the language does not have stays code, as in Docusaurus.
  assert.match(render('```python\n// highlight-next-line\nx = 1\n```\n').html.replace(/<[^>]+>/g, ''), /\/\/ highlight-next-line/);
});

test('a meta string range wins over magic comments, which then stay in the code', () => {
  const { html } = render('```js {1}\n// highlight-next-line\nx();\n```\n');
  assert.match(html, /highlight-next-line/);
  assert.match(html, /<span class="line line-highlighted"><span class="hljs-comment">/);
});

test('code.magicComments adds comments with their own class', () => {
  const magicComments = [
    { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
    { className: 'code-block-error-line', line: 'This will error' },
  ];
  const { html } = render('```ts\n// This will error\nbad();\n// highlight-next-line\ngood();\n```\n', { site: { magicComments } });
  assert.match(html, /<span class="line code-block-error-line"><span class="hljs-title function_">bad<\/span>\(\);<\/span>/);
  assert.match(html, /<span class="line theme-code-block-highlighted-line line-highlighted"><span class="hljs-title function_">good<\/span>/);
  assert.doesNotMatch(html, /This will error/);
});

test('languages beyond the common ones are highlighted; an unknown one warns once per page at its first fence', () => {
  const { html, warnings } = render('```powershell\nGet-ChildItem -Path C:\\\n```\n\n```dockerfile\nFROM node:20\n```\n\n```ps1\nWrite-Host "x"\n```\n\n```nosuchlang\na\n```\n\n```nosuchlang\nb\n```\n\n```mermaid\ngraph TD;\n```\n');
  assert.match(html, /<code-block language="powershell"><code class="hljs"><span class="line"><span class="hljs-built_in">Get-ChildItem<\/span>/);
  assert.match(html, /<code-block language="dockerfile"><code class="hljs"><span class="line"><span class="hljs-keyword">FROM<\/span>/);
  assert.match(html, /<code-block language="ps1"><code class="hljs"><span class="line"><span class="hljs-built_in">Write-Host<\/span>/);
  assert.deepEqual(
    warnings.map((w) => `${w.line}:${w.column} ${w.message}`),
    ['13:1 code block language "nosuchlang" is not one highlight.js knows: the block is shown without highlighting (use "text" for plain text)'],
  );
});

test('headings of symbols only get valid unique ids', () => {
  const { html, anchors } = render('## !!!\n\n## ???\n\n## Heading\n');
  assert.deepEqual(anchors, ['heading', 'heading-1', 'heading-2']);
  assert.doesNotMatch(html, /id=""/);
});

test('HTML in a leading title is text in the title', () => {
  const { leadingTitle } = render('# The <Editor> `x` & **bold** component {#custom}\n\nBody\n');
  assert.equal(leadingTitle, 'The <Editor> x & bold component');
});

test('links written after a rewritten admonition title still map to the source as written', () => {
  const body = ':::tip Read this\nSee [Store](../api/Store.md).\n:::\n';
  const { sourceEdits } = render(body);
  assert.equal(sourceEdits.length, 1);
  assert.equal(body.slice(sourceEdits[0]!.at, sourceEdits[0]!.at + sourceEdits[0]!.length), '../api/Store.md');
});

test('.md links resolve from the file folder, then from the docs root, with or without ./, with anchors', () => {
  const { html, links } = render(
    '[a](api/Store.md#getState) [b](./api/Store.md) [c](other.md#x) [d](/api/Store.md) [e](/docs/api/Store.md) [f](./nope.md) [g](/static/x.md) [h](docs/api/Store.md)\n',
    { site: { docsPath: 'docs' } },
  );
  assert.deepEqual(
    [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]),
    ['/docs/api/Store#getState', '/docs/api/Store', '/docs/guides/other#x', '/docs/api/Store', '/docs/api/Store', './nope.md', '/static/x.md', '/docs/api/Store'],
  );
  assert.equal(links.find((l) => l.url === './nope.md')!.missingDoc, true);
  assert.equal(links.find((l) => l.url === '/static/x.md')!.missingDoc, undefined);
});

test('VitePress code groups keep their blocks, titled by the bracketed names, and say that they are not tabs', () => {
  const { html, warnings } = render('::: code-group\n\n```sh [npm]\nnpm add vite\n```\n\n```[.env]\nA=1\n```\n\n:::\n\n```js{2}\na();\nb();\n```\n');
  assert.match(html, /<code-block language="js"><code class="hljs"><span class="line"><span class="hljs-title function_">a<\/span>\(\);<\/span>\n<span class="line line-highlighted">/);
  assert.match(html, /<div class="code-group"><code-block language="sh" title="npm">/);
  assert.match(html, /<code-block language="text" title="\.env">/);
  assert.doesNotMatch(html, /:::/);
  assert.deepEqual(warnings, [
    { message: '::: code-group is shown as its code blocks one after another, each under its [title]: tabs exist only in MDX docs (<Tabs> and <TabItem>)', line: 1, column: 1 },
  ]);
});

test('pathname:// links are site paths left as they are, with the base URL', () => {
  const { html, links } = render('[raw](pathname:///files/report.html#top)\n', { site: { baseUrl: '/base/' } });
  assert.match(html, /href="\/base\/files\/report\.html#top"/);
  assert.deepEqual(links[0]!.target, { path: '/files/report.html', hash: 'top' });
});
