import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCodeMeta } from '../../../src/markdown/plugins/code.js';
import { renderMarkdown } from '../../helpers/markdown.js';

test('code blocks are highlighted at build time with title, highlighted lines and line numbers', () => {
  const { html } = renderMarkdown('```tsx title="src/App.tsx" {2} showLineNumbers\nconst a = 1;\nconst b = 2;\n```\n');
  assert.match(html, /<code-block language="tsx" title="src\/App\.tsx" lineNumbers="true">/);
  assert.match(
    html,
    /<span class="line"><span class="hljs-keyword">const<\/span> a = <span class="hljs-number">1<\/span>;<\/span>/,
  );
  assert.match(html, /<span class="line line-highlighted"><span class="hljs-keyword">const<\/span> b/);
  assert.deepEqual([...parseCodeMeta('{1,4-6} title="x y.ts"', 10).highlightLines], [1, 4, 5, 6]);
  assert.deepEqual(
    [...parseCodeMeta('{0-99999999999} {-3}', 3).highlightLines],
    [1, 2, 3],
    'ranges stay within the block',
  );
});

test('magic comments highlight lines and disappear, in each language comment syntax', () => {
  const js = renderMarkdown(
    '```js\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n/* highlight-start */\nconst c = 3;\nconst d = 4;\n/* highlight-end */\nconst e = 5;\n```\n',
  ).html;
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
    const { html } = renderMarkdown(`\`\`\`${language}\nfirst\n${comment}\nsecond\n\`\`\`\n`);
    assert.doesNotMatch(html, /highlight-next-line/, language);
    assert.equal([...html.matchAll(/class="line line-highlighted"/g)].length, 1, language);
  }
  // A comment style the language does not have stays code, as in Docusaurus.
  assert.match(
    renderMarkdown('```python\n// highlight-next-line\nx = 1\n```\n').html.replace(/<[^>]+>/g, ''),
    /\/\/ highlight-next-line/,
  );
});

test('a meta string range wins over magic comments, which then stay in the code', () => {
  const { html } = renderMarkdown('```js {1}\n// highlight-next-line\nx();\n```\n');
  assert.match(html, /highlight-next-line/);
  assert.match(html, /<span class="line line-highlighted"><span class="hljs-comment">/);
});

test('code.magicComments adds comments with their own class', () => {
  const magicComments = [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: { start: 'highlight-start', end: 'highlight-end' },
    },
    { className: 'code-block-error-line', line: 'This will error' },
  ];
  const { html } = renderMarkdown('```ts\n// This will error\nbad();\n// highlight-next-line\ngood();\n```\n', {
    site: { magicComments },
  });
  assert.match(
    html,
    /<span class="line code-block-error-line"><span class="hljs-title function_">bad<\/span>\(\);<\/span>/,
  );
  assert.match(
    html,
    /<span class="line theme-code-block-highlighted-line line-highlighted"><span class="hljs-title function_">good<\/span>/,
  );
  assert.doesNotMatch(html, /This will error/);
});

test('languages beyond the common ones are highlighted; an unknown one warns once per page at its first fence', () => {
  const { html, warnings } = renderMarkdown(
    '```powershell\nGet-ChildItem -Path C:\\\n```\n\n```dockerfile\nFROM node:20\n```\n\n```ps1\nWrite-Host "x"\n```\n\n```nosuchlang\na\n```\n\n```nosuchlang\nb\n```\n\n```mermaid\ngraph TD;\n```\n',
  );
  assert.match(
    html,
    /<code-block language="powershell"><code class="hljs"><span class="line"><span class="hljs-built_in">Get-ChildItem<\/span>/,
  );
  assert.match(
    html,
    /<code-block language="dockerfile"><code class="hljs"><span class="line"><span class="hljs-keyword">FROM<\/span>/,
  );
  assert.match(
    html,
    /<code-block language="ps1"><code class="hljs"><span class="line"><span class="hljs-built_in">Write-Host<\/span>/,
  );
  assert.deepEqual(
    warnings.map((w) => `${w.line}:${w.column} ${w.message}`),
    [
      '13:1 code block language "nosuchlang" is not one highlight.js knows: the block is shown without highlighting (use "text" for plain text)',
    ],
  );
});

/** Each line of the block's HTML as "classes|text", its markup taken out. */
function linesOf(html: string): string[] {
  return [...html.matchAll(/<span class="(line[^"]*)">(.*?)<\/span>(?=\n|<\/code>)/g)].map(
    ([, classes, inner]) =>
      `${classes}|${inner!
        .replace(/<[^>]+>/g, '')
        .replaceAll('&#x27;', "'")
        .replaceAll('&quot;', '"')}`,
  );
}

test("Shiki's [!code …] notation marks lines and leaves the code, in each comment syntax, :N reaching further lines", () => {
  const { html } = renderMarkdown(
    [
      '```ts',
      "import a from 'a'; // [!code --]",
      "import b from 'b'; // [!code ++]",
      'const x = 1; // [!code highlight]',
      'const y = 2; // [!code hl:2]',
      'const z = 3;',
      'throw x; // [!code error]',
      'warn(y); /* [!code warning] */',
      '// [!code focus]',
      'return z;',
      'const url = "http://example.com"; // not a notation',
      '```',
      '',
    ].join('\n'),
  );
  assert.deepEqual(linesOf(html), [
    "line line-diff line-remove|import a from 'a';",
    "line line-diff line-add|import b from 'b';",
    'line line-highlighted|const x = 1;',
    'line line-highlighted|const y = 2;',
    'line line-highlighted|const z = 3;',
    'line line-highlighted line-error|throw x;',
    'line line-highlighted line-warning|warn(y);',
    'line line-focused|return z;',
    'line|const url = "http://example.com"; // not a notation',
  ]);
  assert.match(html, /<code-block language="ts" focused="true">/);
  for (const [language, comment] of [
    ['python', '# [!code ++]'],
    ['html', '<!-- [!code ++] -->'],
    ['jsx', '{/* [!code ++] */}'],
    ['sql', '-- [!code ++]'],
  ]) {
    const lines = linesOf(renderMarkdown(`\`\`\`${language}\nfirst ${comment}\nsecond\n\`\`\`\n`).html);
    assert.deepEqual(lines, ['line line-diff line-add|first', 'line|second'], language);
  }
});

test('[!code word:x] marks the word in the lines after it; a notation with a meta range or magic comment keeps both', () => {
  const { html } = renderMarkdown(
    '```js\n// [!code word:config:2]\nconst config = load(); // highlight-next-line\nuse(config);\nconfig.x = 1;\n```\n',
  );
  assert.equal([...html.matchAll(/<span class="highlighted-word">config<\/span>/g)].length, 2);
  assert.deepEqual(linesOf(html), [
    'line|const config = load(); // highlight-next-line',
    'line|use(config);',
    'line|config.x = 1;',
  ]);
  const both = renderMarkdown('```js\n// highlight-next-line\nconst a = 1; // [!code ++]\nb();\n```\n').html;
  assert.deepEqual(linesOf(both), ['line line-highlighted line-diff line-add|const a = 1;', 'line|b();']);
});

test('a ```diff block marks its added and removed lines and takes the sign out of the code; file headers stay', () => {
  const { html } = renderMarkdown('```diff\n--- a/x.js\n+++ b/x.js\n-old();\n+fresh();\n same();\n```\n');
  assert.deepEqual(linesOf(html), [
    'line|--- a/x.js',
    'line|+++ b/x.js',
    'line line-diff line-remove|old();',
    'line line-diff line-add|fresh();',
    'line| same();',
  ]);
});
