import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMdx } from '../../src/mdx/compile.js';

test("a <BrowserOnly> child function becomes an island module with the file's imports, partials left out", async () => {
  const source =
    "import BrowserOnly from '@docusaurus/BrowserOnly';\nimport Chart from '@site/src/Chart';\nimport Note from './_note.mdx';\nexport const size = 3;\n\n<BrowserOnly fallback={<p>…</p>}>\n  {() => <Chart size={size} />}\n</BrowserOnly>\n";
  const { browserOnly, problems } = await compileMdx(source, 'docs/chart.mdx', 'docs/chart.mdx');
  assert.deepEqual(problems, []);
  assert.deepEqual(browserOnly, [
    {
      id: 'docs/chart.mdx#browser-only-1',
      module:
        "import BrowserOnly from '@docusaurus/BrowserOnly';\nimport Chart from '@site/src/Chart';\nexport const size = 3;\nexport const frontMatter = {};\nexport const toc = [];\nexport const children = (() => <Chart size={size} />);\n",
    },
  ]);
});

test('JSX <details> is rendered by the Details every MDX page has, unless the file defines its own', async () => {
  const { code } = await compileMdx('<details><summary>S</summary>Body</details>\n', 'a.mdx', 'a.mdx');
  assert.match(code, /_jsxs\(Details, \{/);
  assert.doesNotMatch(code, /"details"/);
  assert.match(
    (await compileMdx("import Details from './D';\n\n<details>x</details>\n", 'a.mdx', 'a.mdx')).code,
    /"details"/,
  );
});

test('a ```mdx-code-block fence is MDX, as in Docusaurus; positions after it hold', async () => {
  const { code, problems } = await compileMdx(
    '```mdx-code-block\nexport const Box = () => <ins className="box" />;\n```\n\n| a |\n| - |\n| <Box /> |\n\n{undefinedName.x}\n',
    'b.md',
    'b.md',
  );
  assert.match(code, /export const Box = \(\) =>/);
  assert.deepEqual(problems, []);
  assert.match(code, /"b\.md:9:1"/);
});

test('an import written between the tags of a JSX element defines its name for the whole file, as MDX hoists it', async () => {
  const source =
    '<Tabs>\n<TabItem value="a">\n\nimport Box from "./Box"\n\n<Box />\n\n</TabItem>\n</Tabs>\n\nimport Tabs from "@theme/Tabs"\nimport TabItem from "@theme/TabItem"\n';
  const { code, problems, imports } = await compileMdx(source, 'a.mdx', 'a.mdx');
  assert.deepEqual(problems, []);
  assert.deepEqual(
    imports.map((i) => `${i.source}@${i.line}`),
    ['./Box@4', '@theme/Tabs@11', '@theme/TabItem@12'],
  );
  assert.match(code, /^import Box from "\.\/Box";$/m);
});

test('```mdx-code-block fences inside a ````mdx-code-block are unwrapped too, as Docusaurus unwraps them', async () => {
  const source =
    "````mdx-code-block\n<Tabs>\n<TabItem value=\"a\">\n\n```mdx-code-block\nimport CodeBlock from '@theme/CodeBlock'\n\n<CodeBlock>x</CodeBlock>\n```\n\n</TabItem>\n</Tabs>\n````\n\nimport Tabs from '@theme/Tabs'\nimport TabItem from '@theme/TabItem'\n\n<CodeBlock>y</CodeBlock>\n";
  const { problems, imports } = await compileMdx(source, 'c.mdx', 'c.mdx');
  assert.deepEqual(problems, []);
  assert.deepEqual(
    imports.map((i) => `${i.source}@${i.line}`),
    ['@theme/CodeBlock@6', '@theme/Tabs@15', '@theme/TabItem@16'],
  );
});
