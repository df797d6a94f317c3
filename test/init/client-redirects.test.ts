import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { parseDocument } from 'yaml';
import { initFromDocusaurus } from '../../src/init/from-docusaurus.js';
import { tempDir, writeFiles } from '../helpers/site.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

test('init carries the client-redirects plugin: its redirects and fromExtensions; createRedirects is named', async () => {
  const dir = await tempDir('docgen-init-redirects-');
  dirs.push(dir);
  await writeFiles(dir, {
    'docusaurus.config.js': `
module.exports = {
  title: 'Redirects', url: 'https://r.example.com', baseUrl: '/', trailingSlash: true,
  presets: [['classic', { docs: { routeBasePath: '/docs' } }]],
  plugins: [['@docusaurus/plugin-client-redirects', {
    fromExtensions: ['html'],
    redirects: [{ from: ['/start', '/begin'], to: '/docs/intro' }, { from: '/news', to: '/blog' }],
    createRedirects(existingPath) {
      if (existingPath.startsWith('/docs/guides/')) return existingPath.replace('/docs/guides/', '/docs/old-guides/');
      return undefined;
    },
  }]],
};`,
    'docs/intro.md': '# Intro\n',
    'docs/guides/setup.md': '# Setup\n',
  });
  const { notCarried } = await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.deepEqual(config.redirects, [
    { from: ['/start', '/begin', '/docs/intro.html'], to: '/docs/intro' },
    { from: '/docs/guides/setup.html', to: '/docs/guides/setup' },
  ]);
  assert.deepEqual(
    notCarried.filter((line) => /redirect/.test(line)),
    [
      'redirect from "/news" to /blog: docgen\'s site has no page there',
      'plugin-client-redirects createRedirects: a function docgen could not call for each route',
    ],
  );
});
