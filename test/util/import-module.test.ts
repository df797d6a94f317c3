import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { buildInto, siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-ts-module-');

test('Markdown plugins written in TypeScript, a local file and a package whose entry is its src/index.ts, run as Docusaurus runs them', async () => {
  const dir = await site({
    'site.config.yaml': `title: TypeScript plugins
url: https://ts.example.com
markdown:
  remarkPlugins:
    - ./plugins/shout
    - [remark-ts-tag, { word: tagged }]
`,
    // A local plugin by its path without the extension, importing a TypeScript file of its own by its .js name.
    'plugins/shout.ts': `import { upper } from './upper.js';
type Text = { type: string; value?: string; children?: Text[] };
export default function shout() {
  const walk = (node: Text): void => { if (node.type === 'text') node.value = upper(node.value!); node.children?.forEach(walk); };
  return (tree: Text) => walk(tree);
}`,
    'plugins/upper.ts': `export const upper = (text: string): string => text.toUpperCase();`,
    // A workspace-style package: TypeScript entry, a CommonJS dependency of its own, and its own folder's path.
    'node_modules/remark-ts-tag/package.json': '{ "name": "remark-ts-tag", "type": "module", "main": "src/index.ts" }',
    'node_modules/remark-ts-tag/src/index.ts': `import suffix from 'tag-suffix';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
interface Options { word: string }
const folder: string = path.basename(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
export default function tag(options: Options) {
  return (tree: { children: unknown[] }) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: options.word + suffix + ' from ' + folder }] });
  };
}`,
    'node_modules/remark-ts-tag/node_modules/tag-suffix/package.json': '{ "name": "tag-suffix", "main": "index.js" }',
    'node_modules/remark-ts-tag/node_modules/tag-suffix/index.js': `module.exports = '!';`,
    'docs/intro.md': '# Intro\n\nquiet text\n',
  });
  const built = await buildInto(path.join(dir, 'site.config.yaml'));
  try {
    const page = await readFile(path.join(built.outDir, 'docs/intro/index.html'), 'utf8');
    assert.match(page, /<p>QUIET TEXT<\/p>/);
    assert.match(page, /<p>tagged! from remark-ts-tag<\/p>/);
  } finally {
    await built.cleanup();
  }
});
