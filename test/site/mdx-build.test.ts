import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../src/build.js';
import { DocgenErrors, reportOf, type DocgenError } from '../../src/errors.js';
import { sharedBuild, type SharedBuild } from '../helpers/shared-build.js';
import { copyOfFixtureSite, FIXTURES, tempDir, writeFiles } from '../helpers/site.js';

const SITE = path.join(FIXTURES, 'mdx-site/site.config.yaml');
let built: SharedBuild;
const read = (file: string) => readFile(path.join(built.outDir, file), 'utf8');
const content = (html: string) => /data-docgen-content="[^"]*">([\s\S]*?)<\/article>/.exec(html)![1]!;

before(async () => {
  built = await sharedBuild(SITE);
});
after(() => built.cleanup());

test('an MDX page leaves no MDX syntax behind: imports, exports, comments and expressions are evaluated', async () => {
  const html = content(await read('docs/components.html'));
  for (const leftover of ['import ', 'export ', '{/*', '<Tabs', '<tabs', '<tabitem', '{answer}', '<counter'])
    assert.ok(!html.includes(leftover), leftover);
  assert.match(
    html,
    /<p>The answer is 42\. <strong class="greeting">Hello, MDX!<\/strong> <span class="highlight" style="background-color:#fff3b0">highlighted<\/span><\/p>/,
  );
  assert.match(html, /<div style="border-left:3px solid red" class="styled">Styled with an object\.<\/div>/);
  assert.match(html, /<code>\/img\/logo\.svg<\/code>/);
});

test('theme components render as Docusaurus users expect: Tabs with all panels, admonitions, code blocks, details', async () => {
  const html = content(await read('docs/components.html'));
  assert.match(
    html,
    /<ul role="tablist" aria-orientation="horizontal" class="tabs"><li role="tab" id="(tabs\w+)-tab-0" aria-selected="false" aria-controls="\1-panel-0" tabindex="-1" class="tabs-item">npm<\/li><li role="tab" id="\1-tab-1" aria-selected="true"/,
  );
  assert.match(
    html,
    /<div role="tabpanel" id="tabs\w+-panel-0" aria-labelledby="tabs\w+-tab-0" hidden="" data-docgen-slot=""><p>Install with <code>npm install docgen<\/code>\.<\/p><\/div>/,
  );
  assert.match(
    html,
    /<p>Yarn again\.<\/p><div data-island="@theme\/Tabs"[^>]*><div class="tabs-container">.*Nested tab B/s,
    'nested Tabs',
  );
  assert.match(
    html,
    /<aside class="admonition admonition-tip theme-admonition theme-admonition-tip alert alert--success">.*Kept<\/p><div class="admonition-content"><p>Admonitions still work in MDX\.<\/p>/,
  );
  assert.match(
    html,
    /<aside class="admonition admonition-warning theme-admonition theme-admonition-warning alert alert--warning">.*Careful<\/p><div class="admonition-content">An admonition as a component\.<\/div>/,
  );
  assert.match(
    html,
    /<div class="code-block-title">hello\.js<\/div>.*<span class="line line-highlighted"><span class="hljs-keyword">const<\/span>/,
  );
  assert.match(html, /<div class="code-block-title">typed\.ts<\/div>.*<span class="hljs-number">42<\/span>/);
  assert.match(
    html,
    /<details class="details"><summary>More<\/summary><div class="details-content"><p>Hidden details\.<\/p><\/div><\/details>/,
    "JSX <details> is the theme's Details",
  );
});

test("a React page's CodeBlock has a fenced block's lines, which the theme pads and numbers", async () => {
  const dir = await tempDir('docgen-codeblock-page-');
  try {
    await writeFiles(dir, {
      'site.config.yaml': 'title: Install\nurl: https://install.example.com\n',
      'docs/a.md': '# A\n',
      'templates/pages/install.tsx': `import CodeBlock from '@theme/CodeBlock';
export default function Install() {
  return <main><CodeBlock language="bash" showLineNumbers>{'npm install docgen-ssr\\nnpx docgen build'}</CodeBlock></main>;
}
`,
    });
    const { outDir } = await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: path.join(dir, 'build') });
    const html = await readFile(path.join(outDir, 'install/index.html'), 'utf8');
    assert.match(
      html,
      /<pre class="code-line-numbers" tabindex="0"><code class="hljs"><span class="line">npm install docgen-ssr<\/span>\n<span class="line">npx docgen build<\/span><\/code><\/pre>/,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("a CodeBlock's className goes on the block, and its `language-…` class names the language, as in Docusaurus", async () => {
  const dir = await tempDir('docgen-codeblock-class-');
  try {
    await writeFiles(dir, {
      'site.config.yaml': 'title: Classes\nurl: https://classes.example.com\n',
      'docs/styled.mdx': `import CodeBlock from '@theme/CodeBlock';

<CodeBlock className="language-js wide-block">{'const answer = 42;'}</CodeBlock>

<CodeBlock language="bash" className="shadow">{'ls'}</CodeBlock>
`,
    });
    const { outDir } = await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: path.join(dir, 'build') });
    const html = content(await readFile(path.join(outDir, 'docs/styled/index.html'), 'utf8'));
    assert.deepEqual(
      [...html.matchAll(/<div class="(code-block[^"]*)" data-language="(\w+)">/g)].map(([, classes, language]) => [
        classes,
        language,
      ]),
      [
        ['code-block language-js wide-block', 'js'],
        ['code-block shadow', 'bash'],
      ],
    );
    assert.match(html, /<span class="hljs-keyword">const<\/span> answer = <span class="hljs-number">42<\/span>;/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a CodeBlock whose children are elements renders them as they are, as Docusaurus does', async () => {
  const dir = await tempDir('docgen-codeblock-elements-');
  try {
    await writeFiles(dir, {
      'site.config.yaml': 'title: Rules\nurl: https://rules.example.com\n',
      'docs/checklist.mdx': `import CodeBlock from '@theme/CodeBlock';

<CodeBlock language="markdown">{['bronze', 'silver'].map((tier) => <div key={tier}>{\`## \${tier}\\n\`}{['a', 'b'].map((rule) => \`- [ ] \${rule}\\n\`).join('')}</div>)}</CodeBlock>
`,
    });
    const { outDir } = await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: path.join(dir, 'build') });
    const html = content(await readFile(path.join(outDir, 'docs/checklist/index.html'), 'utf8'));
    assert.match(html, /<code class="hljs"><div>## bronze\n- \[ \] a\n- \[ \] b\n<\/div><div>## silver\n/);
    assert.doesNotMatch(html, /object Object/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('headings of the page and its partials get ids and join the table of contents, which TOCInline lists', async () => {
  const page = await read('docs/components.html');
  const html = content(page);
  assert.match(html, /<h2 id="managers" class="anchor-heading">Package managers<a class="hash-link" href="#managers"/);
  assert.match(html, /<h3 id="from-the-partial" class="anchor-heading">From the partial/);
  assert.match(html, /<p>This text comes from a partial, for partial\.<\/p>/);
  assert.match(
    html,
    /<div class="toc-inline"><ul><li><a href="#managers">Package managers<\/a><\/li><li><a href="#again">Again<\/a><ul><li><a href="#from-the-partial">From the partial<\/a><\/li><\/ul><\/li><\/ul><\/div>/,
  );
  assert.match(page, /<nav class="toc" aria-label="On this page">.*href="#from-the-partial"/s);
});

test("links in MDX are resolved like Markdown links; the site's stateful component is an island with its props", async () => {
  const html = content(await read('docs/components.html'));
  assert.match(html, /<a href="\/docs\/intro">intro by Link<\/a>, <a href="\/docs\/intro">markdown link<\/a>/);
  assert.match(
    html,
    /<div data-island="src\/components\/Counter\.tsx" data-props="\{&quot;start&quot;:3\}" style="display:contents"><button type="button" class="counter">Clicked <!-- -->3<!-- --> times<\/button><\/div>/,
  );
});

test('BrowserOnly leaves its fallback in the static page, as an island; an island gets JSX props and children as slots', async () => {
  const html = content(await read('docs/browser.html'));
  assert.match(
    html,
    /<div data-island="docs\/browser\.mdx#browser-only-1" data-props="\{\}" style="display:contents"><div data-docgen-slot="" style="display:contents"><p class="fallback">Waiting for the browser\.<\/p><\/div><\/div>/,
  );
  assert.match(
    html,
    /<div data-island="src\/components\/Card\.tsx" data-props="\{&quot;title&quot;:\{&quot;__docgenSlot&quot;:&quot;title&quot;\},&quot;tone&quot;:&quot;calm&quot;\}" style="display:contents"><section class="card card-calm"><button type="button" class="card-toggle"><div data-docgen-slot="prop:title" style="display:contents"><em>Card title<\/em><\/div><\/button><div class="card-body"><div data-docgen-slot="" style="display:contents"><p>Card body with a <a href="\/docs\/intro">link<\/a>\.<\/p>/,
  );
  assert.match(
    html,
    /<details class="details"><summary>Open me<\/summary><div class="details-content"><p>Inside the details\.<\/p><\/div><\/details>/,
  );
});

test('a .md doc is MDX when it uses MDX syntax, unless its front matter says format: md', async () => {
  assert.match(
    content(await read('docs/guide/detected.html')),
    /<p>A <code>\.md<\/code> file with an import line is MDX: 2 is two\.<\/p>\n<h3 id="from-the-partial"/,
  );
  assert.match(
    content(await read('docs/guide/plain.html')),
    /<p>export const x = 1; stays text here, and so does \{1 \+ 1\}\.<\/p>/,
  );
  assert.doesNotMatch(await read('docs/intro.html'), /data-island/);
});

test('tab panels and partials are searchable; the Markdown source and llms.txt list MDX pages', async () => {
  const index = await read('_docgen/search/en-current.json');
  assert.ok(index.includes('Nested tab B') && index.includes('This text comes from a partial'));
  const source = await read('docs/components.md');
  // The author's Markdown and JSX, without what only makes sense inside the site; a partial is inlined.
  assert.match(source, /^# Components\n\nexport const answer = 6 \* 7;\n/);
  for (const gone of ['import ', '{/*', '<Shared']) assert.ok(!source.includes(gone), gone);
  assert.match(
    source,
    /\n<Counter start=\{3\} \/>\n\n### From the partial\n\nThis text comes from a partial, for \{props\.who\}\.\n\nLinks: <Link to="\/docs\/intro">intro by Link<\/Link>, \[markdown link\]\(\/docs\/intro\.md\)/,
  );
  assert.match(await read('docs/browser.md'), /Card body with a \[link\]\(\/docs\/intro\.md\)\./);
  assert.match(
    await read('llms.txt'),
    /- \[Components\]\(https:\/\/mdx\.example\.com\/docs\/components\.md\): The answer is 42\./,
  );
});

test('a page without islands does not load the island code; a page with them loads it on demand only', async () => {
  for (const page of ['docs/intro.html', 'docs/components.html']) {
    const html = await read(page);
    assert.doesNotMatch(html, /islands-|Tabs\.island-|Counter-/, page);
  }
});

/**
 * The errors of a build of the MDX fixture site with `files` written into it, or of a small site of those files
 * alone. (A package that throws on import inside the fixture site's bundle also leaves an unhandled rejection in
 * Node's module loader, in the process that imported it: the tests of such packages build a site of their own.)
 */
async function buildFailures(files: Record<string, string>, alone = false): Promise<DocgenError[]> {
  const site = alone
    ? await tempDir('docgen-mdx-').then((dir) => ({ dir, config: path.join(dir, 'site.config.yaml') }))
    : await copyOfFixtureSite('mdx-site');
  try {
    if (alone) await writeFiles(site.dir, { 'site.config.yaml': 'title: T\nurl: https://example.com\n' });
    await writeFiles(site.dir, files);
    await build({ configFile: site.config, outDir: path.join(site.dir, 'build') });
    return [];
  } catch (error) {
    if (!(error instanceof DocgenErrors)) throw error;
    return error.errors.sort((a, b) => a.message.localeCompare(b.message));
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
}

async function buildErrors(docs: Record<string, string>): Promise<string[]> {
  return (await buildFailures(docs)).map((e) => e.message);
}

test('a package that is not installed is to be installed; one that is installed but throws on import says why', async () => {
  const missing = await buildFailures({
    'docs/missing.mdx': "import Nothing from 'no-such-package/sub';\n\n# Missing\n",
  });
  assert.deepEqual(
    missing.map((e) => [e.message, reportOf(e).hint]),
    [
      [
        'docs/missing.mdx:1:1 - cannot import "no-such-package/sub": no such file or package (from docs/missing.mdx)',
        "install it in the site's folder: npm install no-such-package",
      ],
    ],
  );
  const broken = await buildFailures(
    {
      'node_modules/needs-key/package.json': '{"name": "needs-key", "main": "index.js"}',
      'node_modules/needs-key/index.js': "throw new Error('NEEDS_KEY is not set');\n",
      'docs/broken.mdx': "import needsKey from 'needs-key';\n\n# Broken\n\n{String(needsKey)}\n",
    },
    true,
  );
  assert.deepEqual(
    broken.map((e) => [e.message, reportOf(e).hint, reportOf(e).name]),
    [
      [
        'node_modules/needs-key/index.js:1:7 - the package "needs-key" is installed but failed to load: NEEDS_KEY is not set',
        'it threw while it was imported: see what its message asks for (a setting, an environment variable, a native build for this machine), or reinstall it',
        'package-load',
      ],
    ],
  );
});

test('undefined components, missing imports and expressions that do not parse fail the build at their place', async () => {
  const errors = await buildErrors({
    'docs/undefined.mdx': '# Undefined\n\nText.\n\n<Tabs>\n  <Missing />\n</Tabs>\n',
    'docs/missing.mdx':
      "---\ntitle: Missing\n---\n\nimport Gone from './gone';\nimport Nothing from 'no-such-package';\n",
    'docs/syntax.mdx': 'Text {1 +} more.\n',
  });
  assert.deepEqual(errors, [
    'docs/missing.mdx:5:1 - cannot import "./gone": no such file or package (from docs/missing.mdx)',
    'docs/missing.mdx:6:1 - cannot import "no-such-package": no such file or package (from docs/missing.mdx)',
    'docs/syntax.mdx:1:10 - an expression in { } does not parse: Could not parse expression with acorn; write \\{ for a literal brace',
    "docs/undefined.mdx:5:1 - component <Tabs> is not defined: add `import Tabs from '@theme/Tabs';`",
    "docs/undefined.mdx:6:3 - component <Missing> is not defined: import it (`import Missing from '@site/src/components/Missing';`) or export it from this file",
  ]);
});

test('an expression or a component that throws while rendering fails the build at its place, with its name', async () => {
  const errors = await buildErrors({
    'src/components/Thrower.tsx': "export default function Thrower() {\n  throw new Error('no data');\n}\n",
    'docs/throws.mdx': "import Thrower from '@site/src/components/Thrower';\n\nText.\n\n<Thrower />\n",
    'docs/expression.mdx': 'export const list = null;\n\nThe first: {list.length}.\n',
  });
  assert.deepEqual(errors, [
    "docs/expression.mdx:3:12 - an expression threw while rendering: TypeError: Cannot read properties of null (reading 'length')",
    'docs/throws.mdx:5:1 - component <Thrower> threw while rendering: no data',
  ]);
});

test('MDX nested thousands deep fails the build at the element past the limit, not in the theme nor without a file', async () => {
  const nested = (n: number) => `# Deep\n\n${'<div>'.repeat(n)}text${'</div>'.repeat(n)}\n`;
  const errors = await buildErrors({ 'docs/deep.mdx': nested(1_000), 'docs/deeper.mdx': nested(5_000) });
  const message =
    'content nested more than 100 levels deep (lists, quotes, emphasis, directives or HTML elements inside each other)';
  assert.deepEqual(errors, [`docs/deep.mdx:3:501 - ${message}`, `docs/deeper.mdx:3:501 - ${message}`]);
});

test('a function given to an island fails the build at the element, naming the component and the prop', async () => {
  const errors = await buildErrors({
    'docs/function-prop.mdx':
      "import Counter from '@site/src/components/Counter';\n\n<Counter start={3} onDone={() => 1} />\n",
  });
  assert.deepEqual(errors, [
    'docs/function-prop.mdx:3:1 - <Counter> runs in the browser (it keeps state or handles events), but its prop "onDone" is a function, and a function cannot be sent to the browser: define it inside the component',
  ]);
});

test("DocCardList shows a card for each doc of the page's sidebar category, the page among them as in Docusaurus", async () => {
  const html = await read('docs/guide/cards.html');
  const cards = [
    ...html.matchAll(
      /<a href="([^"]+)" class="doc-card"><h2 class="doc-card-title" title="[^"]+"><span[^>]*>📄️<\/span> ([^<]+)<\/h2>(?:<p[^>]*>([^<]*)<\/p>)?<\/a>/g,
    ),
  ].map((m) => `${m[2]} ${m[1]}: ${m[3] ?? ''}`);
  // Each doc's first line of text, as Docusaurus's excerpt reads the file: a line that begins as an export does not count.
  assert.deepEqual(cards, [
    'Guide /docs/guide/cards: The guide&#x27;s pages:',
    'Detected /docs/guide/detected: A .md file with an import line is MDX: {1 + 1} is two.',
    'Plain /docs/guide/plain: ',
  ]);
});

test('a broken link written twice in an MDX doc is reported at each of its lines', async () => {
  const site = await copyOfFixtureSite('mdx-site');
  try {
    await writeFile(
      path.join(site.dir, 'docs/twice.mdx'),
      '# Twice\n\n- [first](./intro.md#nowhere) and\n- [second](./intro.md#nowhere).\n',
    );
    const result = await build({ configFile: site.config, outDir: path.join(site.dir, 'build') });
    const twice = result.warnings.flatMap((w) =>
      w.kind === 'broken-link' && w.link.source === 'docs/twice.mdx'
        ? [`${w.link.line}:${w.link.column} ${w.link.url}`]
        : [],
    );
    assert.deepEqual(twice, ['3:11 ./intro.md#nowhere', '4:12 ./intro.md#nowhere']);
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});

test("a link with a query leads to the page its path names: the query is the page script's, not part of the route", async () => {
  const site = await copyOfFixtureSite('mdx-site');
  try {
    await writeFile(
      path.join(site.dir, 'docs/query.mdx'),
      '# Query\n\nSee [the tab](/docs/components?tab=npm#managers) and [the doc](./intro.md?tab=mode).\n',
    );
    const result = await build({ configFile: site.config, outDir: path.join(site.dir, 'build') });
    assert.deepEqual(
      result.warnings.filter((w) => w.kind === 'broken-link' && w.link.source === 'docs/query.mdx'),
      [],
    );
    const html = content(await readFile(path.join(result.outDir, 'docs/query.html'), 'utf8'));
    assert.match(html, /<a href="\/docs\/components\?tab=npm#managers">the tab<\/a>/);
    assert.match(html, /<a href="\/docs\/intro\?tab=mode">the doc<\/a>/);
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});
