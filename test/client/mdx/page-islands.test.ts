/*
 * Docusaurus's interactive theme components in a React page of the pages folder: Tabs is an island, rendered at
 * build time in a React root of its own, and a CodeBlock inside it still finds the page it is on (helm's home page
 * failed with "an MDX component was rendered outside of a docs page").
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { buildInto, siteFolders } from '../../helpers/site.js';

const site = siteFolders('docgen-page-islands-');

test('an interactive React page renders Tabs holding a CodeBlock, as a doc does', async () => {
  const dir = await site({
    'site.config.yaml': 'title: Islands\nurl: https://islands.example.com\npagesDir: pages\n',
    'docs/a.md': '# A\n',
    'pages/start.tsx': `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Start() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <main>
      <h1>Install {siteConfig.title}</h1>
      <Tabs>
        <TabItem value="brew" label="Homebrew"><CodeBlock language="bash">brew install tool</CodeBlock></TabItem>
        <TabItem value="apt" label="Apt"><CodeBlock language="bash">apt-get install tool</CodeBlock></TabItem>
      </Tabs>
    </main>
  );
}
`,
  });
  const built = await buildInto(path.join(dir, 'site.config.yaml'));
  try {
    const html = await readFile(path.join(built.outDir, 'start/index.html'), 'utf8');
    assert.match(html, /<h1>Install Islands<\/h1>/);
    assert.match(html, /role="tab"[^>]*>Homebrew</);
    assert.match(html, /<code[^>]*>[\s\S]*brew[\s\S]*install tool[\s\S]*<\/code>/);
    assert.match(html, /<code[^>]*>[\s\S]*apt-get[\s\S]*install tool[\s\S]*<\/code>/);
  } finally {
    await built.cleanup();
  }
});
