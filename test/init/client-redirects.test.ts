import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { parseDocument } from 'yaml';
import { DocgenError } from '../../src/errors.js';
import { initFromDocusaurus } from '../../src/init/from-docusaurus.js';
import { siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-init-redirects-');

test('init carries the client-redirects plugin: its redirects, fromExtensions, and what createRedirects answers for every route', async () => {
  const dir = await site({
    'docusaurus.config.js': `
module.exports = {
  title: 'Redirects', url: 'https://r.example.com', baseUrl: '/', trailingSlash: true,
  presets: [['classic', { docs: { routeBasePath: '/docs' } }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api' }],
    ['@docusaurus/plugin-client-redirects', {
    fromExtensions: ['html'],
    redirects: [{ from: ['/start', '/begin'], to: '/docs/intro' }, { from: '/news', to: '/blog' }],
    createRedirects(existingPath) {
      if (existingPath.startsWith('/docs/guides/')) return existingPath.replace('/docs/guides/', '/docs/old-guides/');
      if (existingPath.startsWith('/api/')) return [existingPath.replace('/api/', '/reference/')];
      if (existingPath === '/search') throw new Error('no search here');
      return undefined;
    },
  }]],
};`,
    'docs/intro.md': '# Intro\n',
    'docs/guides/setup.md': '# Setup\n',
    'api/client.md': '# Client\n',
  });
  const { notCarried } = await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.deepEqual(config.redirects, [
    { from: ['/start', '/begin', '/docs/intro.html'], to: '/docs/intro' },
    { from: ['/reference/client', '/api/client.html'], to: '/api/client' },
    { from: ['/docs/old-guides/setup', '/docs/guides/setup.html'], to: '/docs/guides/setup' },
    { from: '/search.html', to: '/search' },
  ]);
  assert.deepEqual(
    notCarried.filter((line) => /redirect/i.test(line)),
    [
      'redirect from "/news" to /blog: docgen\'s site has no page there',
      'createRedirects threw for /search: no search here; its other answers are carried',
    ],
  );
});

test('a plugin named in short, as Docusaurus allows ("client-redirects"), is the package the site resolves, and carried; a redirect from where docgen leads already is not written twice', async () => {
  const dir = await site({
    'node_modules/@docusaurus/plugin-client-redirects/package.json':
      '{"name": "@docusaurus/plugin-client-redirects", "main": "index.js"}',
    'node_modules/@docusaurus/plugin-client-redirects/index.js': 'module.exports = () => ({});',
    'docusaurus.config.js': `
module.exports = {
  title: 'Short', url: 'https://s.example.com', baseUrl: '/',
  presets: [['classic', {}]],
  plugins: [['client-redirects', {
    redirects: [{ to: '/docs/intro', from: ['/docs/next', '/docs'] }, { to: '/docs/other', from: '/docs' }],
    createRedirects: (route) => (route === '/docs/intro' ? '/start' : undefined),
  }]],
};`,
    'docs/intro.md': '# Intro\n',
    'docs/other.md': '# Other\n',
  });
  const { notCarried } = await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  // docgen leads /docs to the first doc itself: a redirect from there to that doc is its own, to another is named.
  assert.deepEqual(config.redirects, [{ from: ['/docs/next', '/start'], to: '/docs/intro' }]);
  assert.deepEqual(
    notCarried.filter((line) => /redirect/.test(line)),
    ['redirect from "/docs" to /docs/other: docgen\'s site leads "/docs" to /docs/intro'],
  );
});

test('a createRedirects that never returns stops init with a message, and nothing is written', async () => {
  const dir = await site({
    'docusaurus.config.js': `
module.exports = {
  title: 'Loop', url: 'https://l.example.com', baseUrl: '/',
  presets: [['classic', {}]],
  plugins: [['@docusaurus/plugin-client-redirects', { createRedirects() { for (;;) {} } }]],
};`,
    'docs/intro.md': '# Intro\n',
  });
  // The config itself keeps its usual limit: only the answer of createRedirects is waited for briefly.
  await assert.rejects(initFromDocusaurus(dir, { redirectsTimeLimitMs: 1500 }), (e: unknown) => {
    assert.ok(e instanceof DocgenError);
    assert.match(e.reason, /^createRedirects of \S*docusaurus\.config\.js gave no answer within 1\.5 s$/);
    return true;
  });
  await assert.rejects(readFile(path.join(dir, 'site.config.yaml')), { code: 'ENOENT' });
});
