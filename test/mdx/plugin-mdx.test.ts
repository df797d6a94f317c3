import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { buildInto, siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-plugin-mdx-');

test('a .md doc that a remark plugin works on asynchronously renders with what the plugin did, MDX nodes too, as in Docusaurus', async () => {
  const dir = await site({
    'site.config.yaml': `title: Async plugins
url: https://async.example.com
markdown:
  remarkPlugins:
    - ./plugins/code-titles.mjs
    - ./plugins/snack.mjs
`,
    // As react-native-website's code-block title plugin: it awaits an import before it walks the tree.
    'plugins/code-titles.mjs': `export default function codeTitles() {
  return async (tree) => {
    const { titled } = await import('./titled.mjs');
    const walk = (node) => { if (node.type === 'code') node.meta = titled(node.lang); node.children?.forEach(walk); };
    walk(tree);
  };
}`,
    // As react-native-website's snack player: its async walk turns a SnackPlayer fence into a JSX element.
    'plugins/snack.mjs': `export default function snack() {
  return async (tree) => {
    await Promise.resolve();
    tree.children = tree.children.map((node) => node.type === 'code' && node.lang === 'SnackPlayer'
      ? { type: 'mdxJsxFlowElement', name: 'div', attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: 'snack-player' }], children: [{ type: 'paragraph', children: [{ type: 'text', value: node.value }] }] }
      : node);
  };
}`,
    'plugins/titled.mjs': `export const titled = (lang) => 'title="' + lang.toUpperCase() + ' sample"';`,
    'docs/intro.md': '# Intro\n\nSome code:\n\n```js\nconsole.log(1);\n```\n',
    'docs/snack.md': '# Snack\n\n```SnackPlayer name=Hello\nHello from the snack\n```\n',
  });
  const built = await buildInto(path.join(dir, 'site.config.yaml'));
  try {
    const page = await readFile(path.join(built.outDir, 'docs/intro/index.html'), 'utf8');
    assert.match(page, />JS sample</);
    assert.match(page, /console/);
    const snack = await readFile(path.join(built.outDir, 'docs/snack/index.html'), 'utf8');
    assert.match(snack, /<div class="snack-player"><p>Hello from the snack<\/p><\/div>/);
  } finally {
    await built.cleanup();
  }
});
