import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { parseDocument } from 'yaml';
import { initFromDocusaurus } from '../../src/init/from-docusaurus.js';
import { tempDir, writeFiles } from '../helpers/site.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

test("init names each of the docs' remark and rehype plugins, which come back from the config as names only", async () => {
  const dir = await tempDir('docgen-init-plugins-');
  dirs.push(dir);
  await writeFiles(dir, {
    'docusaurus.config.js': `
const tabs = require('./src/remark/tabs');
module.exports = {
  title: 'Plugins', url: 'https://plugins.example.com', baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [tabs], rehypePlugins: [] } }]],
};`,
    'src/remark/tabs.js': 'module.exports = function tabs() {};',
    'docs/intro.md': '# Intro\n',
  });
  const { notCarried } = await initFromDocusaurus(dir);
  assert.ok(
    notCarried.some((line) =>
      line.startsWith('docs.remarkPlugins[0]: "tabs": docgen cannot tell which module it comes from'),
    ),
    notCarried.join('\n'),
  );
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
