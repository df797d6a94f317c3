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
