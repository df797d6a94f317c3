import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { parseDocument } from 'yaml';
import { initFromDocusaurus } from '../../src/init/from-docusaurus.js';
import { buildInto, siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-init-plugins-');

test("init carries the docs' plugin functions by the module that exports them, with their options; the site builds with them", async () => {
  const dir = await site({
    'docusaurus.config.js': `
import shout from './src/remark/x.js';
const { stamp } = require('./src/rehype/more.cjs');
const words = require('remark-words');
const made = (suffix) => () => (tree) => {};
export default {
  title: 'Plugins', url: 'https://plugins.example.com', baseUrl: '/',
  presets: [['classic', { docs: {
    remarkPlugins: [shout, [words, { word: 'Hello' }], made('!'), [shout, { when: () => true }]],
    rehypePlugins: [[stamp, { by: 'docgen' }]],
  } }]],
};`,
    'src/remark/x.js': `import { visit } from './visit.js';
export default function shout() {
  return (tree) => visit(tree, (node) => { if (node.type === 'text') node.value = node.value.toUpperCase(); });
}`,
    'src/remark/visit.js': `export function visit(node, f) { f(node); for (const c of node.children ?? []) visit(c, f); }`,
    'src/rehype/more.cjs': `exports.other = () => {};
exports.stamp = function stamp(options) {
  return (tree) => { tree.children.push({ type: 'element', tagName: 'p', properties: { id: 'stamp' }, children: [{ type: 'text', value: 'by ' + options.by }] }); };
};`,
    'node_modules/remark-words/package.json': '{ "name": "remark-words", "main": "lib/main.js" }',
    'node_modules/remark-words/lib/main.js': `module.exports = function words(options) {
  return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: options.word + ' words' }] }); };
};`,
    'docs/intro.md': '# Intro\n\nquiet text\n',
  });
  const { notCarried } = await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.deepEqual(config.markdown, {
    remarkPlugins: ['./src/remark/x.js', ['remark-words', { word: 'Hello' }]],
    rehypePlugins: [{ module: './src/rehype/more.cjs', export: 'stamp', options: { by: 'docgen' } }],
  });
  assert.deepEqual(
    notCarried.filter((l) => l.startsWith('docs.')),
    [
      'docs.remarkPlugins[2]: a plugin: docgen found no module that exports it (a plugin made by a call, or written in the config); name it in site.config.yaml (markdown plugins take a package or a path, with options)',
      'docs.remarkPlugins[3]: "shout": its options hold functions or values YAML cannot write',
    ],
  );

  const built = await buildInto(path.join(dir, 'site.config.yaml'));
  const page = await readFile(path.join(built.outDir, 'docs/intro/index.html'), 'utf8');
  assert.match(page, /QUIET TEXT/);
  assert.match(page, /<p>Hello words<\/p>/);
  assert.match(page, /<p id="stamp">by docgen<\/p>/);
});

test('markdown.mermaid with the Mermaid theme is carried; the theme is docgen’s own', async () => {
  const dir = await site({
    'docusaurus.config.js': `export default {
  title: 'Diagrams', url: 'https://d.example.com', baseUrl: '/',
  markdown: { mermaid: true }, themes: ['@docusaurus/theme-mermaid'],
  presets: [['classic', {}]],
};`,
    'docs/intro.md': '# Intro\n',
  });
  const { notCarried } = await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.deepEqual(config.markdown, { mermaid: true });
  assert.deepEqual(
    notCarried.filter((l) => /mermaid/.test(l)),
    [],
  );
});
