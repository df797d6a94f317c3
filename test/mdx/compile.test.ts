import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMdx } from '../../src/mdx/compile.js';

test('a CommonMark partial keeps its HTML and shows braces and comparisons as text', async () => {
  const { code, problems } = await compileMdx(
    'A length <= 5 {not an expression} and <b>bold</b>.\n\n<div class="note">kept</div>\n',
    'p.md',
    'p.md',
    { format: 'md' },
  );
  assert.deepEqual(problems, []);
  assert.match(code, /"A length <= 5 \{not an expression\} and "/);
  assert.match(code, /_components\.b, \{\s*children: "bold"/);
  assert.match(code, /_components\.div, \{\s*className: "note",\s*children: "kept"/);
});

test("a fenced block's highlighted lines are one string of HTML in the module, under docgen's code-block", async () => {
  const { code, problems } = await compileMdx(
    '# Title\n\n```js {2}\nconst a = "<b>";\nlet b = 2;\n```\n',
    'doc.mdx',
    'doc.mdx',
  );
  assert.deepEqual(problems, []);
  assert.match(code, /_jsx\(_component0, \{\s*language: "js",/);
  assert.match(
    code,
    /_jsx\("code", \{\s*className: "hljs",\s*dangerouslySetInnerHTML: \{\s*__html: "<span class=\\"line\\"><span class=\\"hljs-keyword\\">const<\/span> a = <span class=\\"hljs-string\\">&quot;&lt;b&gt;&quot;<\/span>;<\/span>\\n<span class=\\"line line-highlighted\\">/,
  );
  assert.doesNotMatch(code, /_components\.span/);
});

test("a CommonMark file compiled by MDX keeps its fences' titles and highlighted lines", async () => {
  const { code, problems } = await compileMdx(
    '# Title\n\n```js title="app.js" {2}\nconst a = 1;\nlet b = 2;\n```\n',
    'doc.md',
    'doc.md',
    { format: 'md' },
  );
  assert.deepEqual(problems, []);
  assert.match(code, /_jsx\(_component0, \{\s*language: "js",\s*title: "app.js",/);
  assert.match(code, /<span class=\\"line line-highlighted\\"><span class=\\"hljs-keyword\\">let</);
});

test('MDX nested so deep that the compiler runs out of stack is reported at the first tag past the limit', async () => {
  const source = `# Deep\n\nText.\n\n${'<div>'.repeat(50_000)}text${'</div>'.repeat(50_000)}\n`;
  const { problems } = await compileMdx(source, 'docs/deep.mdx', 'docs/deep.mdx');
  assert.deepEqual(problems, [
    {
      message:
        'content nested more than 100 levels deep (lists, quotes, emphasis, directives or HTML elements inside each other)',
      line: 5,
      column: 501,
    },
  ]);
});

test('an element never closed is reported where it opens, which MDX gives only in its message', async () => {
  const { problems } = await compileMdx('# Title\n\nText.\n\n<div>\n\nMore text.\n', 'docs/open.mdx', 'docs/open.mdx');
  assert.equal(problems.length, 1);
  assert.deepEqual({ line: problems[0]!.line, column: problems[0]!.column }, { line: 5, column: 1 });
  assert.match(problems[0]!.message, /closing tag for `<div>`/);
});

test('an admonition titled the Docusaurus 2 way (:::important Title) or spaced as VitePress writes it is one in MDX too', async () => {
  const { code, problems } = await compileMdx(
    'Text.\n\n:::important contribute\nSend a PR!\n:::\n\n::: tip\nA tip.\n:::\n',
    'docs/a.mdx',
    'docs/a.mdx',
  );
  assert.deepEqual(problems, []);
  assert.doesNotMatch(code, /:::/);
  assert.match(code, /title: "contribute"/);
  assert.match(code, /type: "tip"/);
});
