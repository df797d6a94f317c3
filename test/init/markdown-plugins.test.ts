import assert from 'node:assert/strict';
import { mkdir, readFile, symlink } from 'node:fs/promises';
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

test("a plugin of a workspace package outside the site's folder is carried by its package name; the site builds with it", async () => {
  const root = await site({
    'package.json': '{ "name": "monorepo", "private": true, "workspaces": ["website", "plugins/*"] }',
    'plugins/remark-tag/package.json': '{ "name": "@ws/remark-tag", "type": "module", "main": "src/index.js" }',
    'plugins/remark-tag/src/index.js': `export default function tag() {
  return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'tagged by the workspace' }] }); };
}`,
    'website/package.json': '{ "name": "website", "private": true }',
    'website/docusaurus.config.js': `import tag from '@ws/remark-tag';
export default {
  title: 'Workspace', url: 'https://ws.example.com', baseUrl: '/',
  presets: [['classic', { docs: { path: '../docs', remarkPlugins: [tag] } }]],
};`,
    'docs/intro.md': '# Intro\n',
  });
  // As npm, Yarn and pnpm link a workspace package: node_modules at the root holds a link to its folder.
  await mkdir(path.join(root, 'node_modules/@ws'), { recursive: true });
  await symlink('../../plugins/remark-tag', path.join(root, 'node_modules/@ws/remark-tag'), 'dir');
  const dir = path.join(root, 'website');
  const { notCarried } = await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.deepEqual(config.markdown, { remarkPlugins: ['@ws/remark-tag'] });
  assert.deepEqual(
    notCarried.filter((l) => l.startsWith('docs.')),
    [],
  );
  const built = await buildInto(path.join(dir, 'site.config.yaml'));
  const page = await readFile(path.join(built.outDir, 'docs/intro/index.html'), 'utf8');
  assert.match(page, /<p>tagged by the workspace<\/p>/);
});

test('markdown.mermaid with the Mermaid theme is carried; the theme is docgen’s own, and each themeConfig.mermaid key is named once', async () => {
  const dir = await site({
    'docusaurus.config.js': `export default {
  title: 'Diagrams', url: 'https://d.example.com', baseUrl: '/',
  markdown: { mermaid: true }, themes: ['@docusaurus/theme-mermaid'],
  presets: [['classic', {}]],
  themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'dark' }, options: { fontSize: 20 } } },
};`,
    'docs/intro.md': '# Intro\n',
  });
  const { notCarried } = await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.deepEqual(config.markdown, { mermaid: true });
  assert.deepEqual(
    notCarried.filter((l) => /mermaid/.test(l)),
    [
      "themeConfig.mermaid.theme: docgen draws with Mermaid's default and dark themes",
      "themeConfig.mermaid.options: docgen draws with Mermaid's default settings",
    ],
  );
});

test("init makes Docusaurus's npm2yarn plugin docgen's built-in npm2yarn tabs with its settings, says so, and names what it cannot honour", async () => {
  const dir = await site({
    'docusaurus.config.js': `
const npm2yarn = require('@docusaurus/remark-plugin-npm2yarn');
export default {
  title: 'Tabs', url: 'https://tabs.example.com', baseUrl: '/',
  presets: [['classic', { docs: {
    remarkPlugins: [[npm2yarn, { sync: true, converters: ['pnpm', ['turbo', (code) => code], 'bun'], ignoreExtensions: ['.mdx'] }]],
  } }]],
};`,
    'node_modules/@docusaurus/remark-plugin-npm2yarn/package.json':
      '{ "name": "@docusaurus/remark-plugin-npm2yarn", "main": "lib/index.js" }',
    'node_modules/@docusaurus/remark-plugin-npm2yarn/lib/index.js':
      'module.exports = function npm2yarn() { return () => {}; };',
    'docs/intro.md': '# Intro\n\n```bash npm2yarn\nnpm install react\n```\n',
  });
  const { notCarried, builtIn } = await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.deepEqual(config.markdown, { npm2yarn: { sync: true, converters: ['pnpm', 'bun'] } });
  assert.deepEqual(builtIn, [
    "docs.remarkPlugins[0]: @docusaurus/remark-plugin-npm2yarn is docgen's built-in npm2yarn tabs (markdown.npm2yarn: sync on, npm then pnpm, bun)",
  ]);
  assert.deepEqual(
    notCarried.filter((l) => l.startsWith('docs.')),
    [
      'docs.remarkPlugins[0]: npm2yarn converter "turbo" (docgen\'s npm2yarn tabs convert to yarn, pnpm, bun)',
      "docs.remarkPlugins[0]: npm2yarn option ignoreExtensions (docgen's npm2yarn tabs convert the blocks of every page)",
    ],
  );
});

test("npm2yarn's Docusaurus defaults, no sync and Yarn and pnpm, carry over as such", async () => {
  const dir = await site({
    'docusaurus.config.js': `export default {
  title: 'Tabs', url: 'https://tabs.example.com', baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [require('@docusaurus/remark-plugin-npm2yarn')] } }]],
};`,
    'docs/intro.md': '# Intro\n',
  });
  const { builtIn } = await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.deepEqual(config.markdown, { npm2yarn: { sync: false, converters: ['yarn', 'pnpm'] } });
  assert.equal(builtIn.length, 1);
});
