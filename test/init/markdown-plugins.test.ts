import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { parseDocument } from 'yaml';
import { initFromDocusaurus } from '../../src/init/from-docusaurus.js';
import { tempDir, writeFiles } from '../helpers/site.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

test("init carries the docs' remark and rehype plugins by module, with their options, and names the rest", async () => {
  const dir = await tempDir('docgen-init-plugins-');
  dirs.push(dir);
  await writeFiles(dir, {
    'docusaurus.config.js': `
const tabs = require('./src/remark/tabs');
import rehypeStamp from './src/rehype/stamp.mjs';
const makePlugin = require('./src/remark/factory.js');
module.exports = {
  title: 'Plugins', url: 'https://plugins.example.com', baseUrl: '/',
  presets: [['classic', { docs: {
    beforeDefaultRemarkPlugins: [[require('remark-installed'), { sync: true }]],
    remarkPlugins: [tabs, require('remark-not-installed'), () => (tree) => tree, makePlugin({ level: 2 }), [tabs, { at: /x/ }]],
    rehypePlugins: [rehypeStamp],
  } }]],
};`,
    'src/remark/tabs.js': 'module.exports = function tabs() {};',
    'src/remark/factory.js': 'module.exports = (options) => function made() {};',
    'src/rehype/stamp.mjs': 'export default function stamp() {}',
    'node_modules/remark-installed/package.json': '{"name": "remark-installed", "main": "index.js"}',
    'node_modules/remark-installed/index.js': 'module.exports = function installed() {};',
    'docs/intro.md': '# Intro\n',
  });
  const { notCarried } = await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.deepEqual(config.markdown, {
    beforeDefaultRemarkPlugins: [['remark-installed', { sync: true }]],
    remarkPlugins: ['./src/remark/tabs.js', 'remark-not-installed'],
    rehypePlugins: ['./src/rehype/stamp.mjs'],
  });
  assert.deepEqual(
    notCarried.filter((line) => line.startsWith('docs.')),
    [
      'docs.remarkPlugins[2]: a plugin defined in the config itself: move it into a module of its own and name that module',
      'docs.remarkPlugins[3]: ./src/remark/factory.js is called in the config ({"level":2}): export the plugin it makes from a module and name that module',
      'docs.remarkPlugins[4]: ./src/remark/tabs.js: its options hold functions or class instances, which YAML cannot',
    ],
  );
});

test("remark-math with rehype-katex becomes markdown.math, and the site's KaTeX stylesheet is left to docgen", async () => {
  const dir = await tempDir('docgen-init-math-');
  dirs.push(dir);
  await writeFiles(dir, {
    'docusaurus.config.js': `
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
export default {
  title: 'Math', url: 'https://math.example.com', baseUrl: '/',
  stylesheets: [{ href: 'https://cdn.jsdelivr.net/npm/katex@0.13.24/dist/katex.min.css', type: 'text/css' }, '/extra.css'],
  presets: [['classic', { docs: { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] } }]],
};`,
    'docs/intro.md': '# Intro\n',
  });
  await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.deepEqual(config.markdown, { math: true });
  assert.deepEqual(config.stylesheets, ['/extra.css']);
});

test('markdown.mermaid with the Mermaid theme is carried; the theme is docgen’s own', async () => {
  const dir = await tempDir('docgen-init-mermaid-');
  dirs.push(dir);
  await writeFiles(dir, {
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
