/**
 * A plugin's routes as a content source: the example plugin of test/fixtures/plugin-api-site adds a page per
 * release of a JSON file, rendered by its component, searched, in the sitemap and checked as link targets.
 */
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build, type BuildResult } from '../../../src/build.js';
import { errorLines } from '../../../src/cli/report.js';
import type { DocgenError } from '../../../src/errors.js';
import { formatBrokenLink } from '../../../src/links/check-links.js';
import { copyOfFixtureSite, linkDocgenPackage, ROOT, siteFolders } from '../../helpers/site.js';
import { shown } from '../../helpers/shown.js';

let site: { dir: string; config: string };
let result: BuildResult;
const read = (file: string) => readFile(path.join(site.dir, 'build', file), 'utf8');

before(async () => {
  site = await copyOfFixtureSite('plugin-api-site');
  await linkDocgenPackage(site.dir);
  result = await build({ configFile: site.config, cache: false });
});
after(() => rm(site.dir, { recursive: true, force: true }));

test('each route of the plugin renders its component with its props, in the theme, titled as the plugin says', async () => {
  const release = await read('changelog/1.1.0/index.html');
  assert.match(
    release,
    /<main class="container"><h1>Version 1\.1\.0<\/h1><p class="release-date">Released on 2026-11-02\.<\/p><h2 id="changes">Changes<\/h2><ul><li>Faster search<\/li><li>A dark theme for diagrams<\/li><\/ul><\/main>/,
  );
  assert.match(release, /<title>Version 1\.1\.0 \| Plugin API<\/title>/);
  assert.match(release, /<meta name="description" content="What changed in 1\.1\.0">/);
  assert.match(release, /class="navbar/);
  assert.match(
    await read('changelog/index.html'),
    /<a [^>]*href="\/changelog\/1\.0\.0"[^>]*>1\.0\.0<\/a> \(2026-10-01\)/,
  );
});

test('its routes are in the sitemap and the search index; a link to one that does not exist is reported', async () => {
  const sitemap = await read('sitemap.xml');
  for (const route of ['/changelog', '/changelog/1.1.0', '/changelog/1.0.0'])
    assert.ok(sitemap.includes(`<loc>https://plugins.example.com${route}</loc>`), route);
  const index = await read('_docgen/search/en-current.json');
  assert.match(index, /"\/changelog\/1\.1\.0","Version 1\.1\.0"/);
  assert.match(index, /Faster search/);
  assert.deepEqual(
    result.warnings.map((w) => (w.kind === 'broken-link' ? `${w.link.source}:${w.link.line} ${w.link.url}` : w.kind)),
    ['docs/intro.md:3 /changelog/2.0.0'],
  );
});

test('its head tags go on every page and its remark plugin runs on every doc', async () => {
  assert.match(await read('docs/intro/index.html'), /<p>See the changelog for releases\.<\/p>/);
  for (const page of ['index.html', 'docs/intro/index.html', 'changelog/1.0.0/index.html'])
    assert.match(await read(page), /<meta name="changelog-releases" content="yes">/, page);
});

test('postBuild gets the output folder and every route with its file', async () => {
  assert.equal(
    await read('routes.txt'),
    [
      '/changelog changelog/index.html',
      '/changelog/1.1.0 changelog/1.1.0/index.html',
      '/changelog/1.0.0 changelog/1.0.0/index.html',
      '/search search/index.html',
      '/docs/intro docs/intro/index.html',
      '/docs docs/index.html',
      '/ index.html',
      '/404 404.html',
      '',
    ].join('\n'),
  );
});

const folders = siteFolders('docgen-plugin-cache-');

test('a plugin runs again only when an input it declares changes: its routes are kept in the build cache', async () => {
  const dir = await folders({
    'site.config.yaml': 'title: Cached\nurl: https://cached.example.com\nplugins: [./counted.mjs]\n',
    'docs/intro.md': '# Intro\n',
    'data.json': '{ "name": "first" }\n',
    'Named.jsx': 'export default function Named({ name }) { return <p className="named">{name}</p>; }\n',
    // Each run of loadContent leaves a line: the cache is seen by what did not run.
    'counted.mjs': `import { appendFileSync, readFileSync } from 'node:fs';
export default () => ({
  name: 'counted',
  inputs: ['data.json'],
  loadContent() {
    appendFileSync(new URL('./runs.txt', import.meta.url), 'run\\n');
    return JSON.parse(readFileSync(new URL('./data.json', import.meta.url), 'utf8'));
  },
  routes: (data) => [{ path: '/named', component: './Named.jsx', props: data }],
});
`,
  });
  const configFile = path.join(dir, 'site.config.yaml');
  const runs = async () => (await readFile(path.join(dir, 'runs.txt'), 'utf8')).split('\n').length - 1;
  const named = async () =>
    /<p class="named">(\w+)<\/p>/.exec(await readFile(path.join(dir, 'build/named/index.html'), 'utf8'))?.[1];
  await build({ configFile });
  await build({ configFile });
  assert.equal(await runs(), 1);
  assert.equal(await named(), 'first');
  await writeFile(path.join(dir, 'data.json'), '{ "name": "second" }\n');
  await build({ configFile });
  assert.equal(await runs(), 2);
  assert.equal(await named(), 'second');
});

test('in a translated site, a plugin’s routes are in every locale, and a localized plugin makes each from its own data', async () => {
  const dir = await folders({
    'site.config.yaml': `title: Translated
url: https://translated.example.com
i18n: { defaultLocale: en, locales: [en, fr] }
navbar:
  items:
    - { type: localeDropdown, position: right }
plugins: [./shared.mjs, ./greeting.mjs]
`,
    'docs/intro.md': '# Intro\n',
    'Shared.jsx': `import Layout from '@theme/Layout';
export default function Shared({ text }) { return <Layout><main><p className="shared">{text}</p></main></Layout>; }
`,
    'shared.mjs': `export default () => ({
  name: 'shared',
  routes: () => [{ path: '/shared', component: './Shared.jsx', props: { text: 'One page' }, title: 'Shared' }],
});
`,
    'en.json': '{ "text": "Hello", "link": "/shared" }\n',
    'fr.json': '{ "text": "Bonjour", "link": "/fr/partout" }\n',
    'Greeting.jsx': `import Layout from '@theme/Layout';
export default function Greeting({ text, link }) {
  return <Layout><main><p className="greeting">{text}</p><a href={link}>more</a></main></Layout>;
}
`,
    'greeting.mjs': `import { readFileSync } from 'node:fs';
export default (_options, { i18n }) => ({
  name: 'greeting',
  localized: true,
  inputs: i18n.locales.map((locale) => locale + '.json'),
  loadContent: ({ locale }) => JSON.parse(readFileSync(new URL('./' + locale + '.json', import.meta.url), 'utf8')),
  routes: (content, { isDefault }) => [
    { path: '/greeting', component: './Greeting.jsx', props: content, title: isDefault ? 'Greeting' : 'Salut' },
  ],
});
`,
  });
  const built = await build({ configFile: path.join(dir, 'site.config.yaml') });
  const page = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
  const shared = await page('fr/shared/index.html');
  assert.match(shared, /<html lang="fr" dir="ltr"/);
  assert.match(shared, /<p class="shared">One page<\/p>/);
  for (const [lang, url] of [
    ['en', '/shared'],
    ['fr', '/fr/shared'],
    ['x-default', '/shared'],
  ])
    assert.ok(
      shared.includes(`<link rel="alternate" href="https://translated.example.com${url}" hreflang="${lang}">`),
      lang,
    );
  // The locale dropdown leads to the same page in each locale.
  assert.match(shared, /<a class="navbar-dropdown-link" href="\/shared" lang="en"/);
  assert.match(shared, /<a class="navbar-dropdown-link active" href="\/fr\/shared"[^>]* lang="fr"/);
  assert.match(await page('shared/index.html'), /<html lang="en" dir="ltr"/);
  assert.match(await page('greeting/index.html'), /<p class="greeting">Hello<\/p>/);
  const greeting = await page('fr/greeting/index.html');
  assert.match(greeting, /<p class="greeting">Bonjour<\/p>/);
  assert.match(greeting, /<title>Salut \| Translated<\/title>/);
  // The links of a plugin's page in a further locale are checked, the page named; a raw <a> is only a warning.
  assert.deepEqual(
    built.warnings.map((w) => (w.kind === 'broken-link' ? formatBrokenLink(w.link) : w.kind)),
    [
      'the plugin "greeting" (plugins[1]) → /fr/partout (no page or file at /fr/partout; a raw <a> in JSX, which Docusaurus does not check, so this is not an error: write <Link> to have it checked; in the HTML the page writes for /fr/greeting)',
    ],
  );
});

// Inside the repository, so that the package's component finds react as an installed site's does.
const installed = siteFolders(path.join(ROOT, 'node_modules/.cache/docgen-tests/plugin-package-'));

test("a route's component named by package is found from the site's folder, and one no package holds is an error", async () => {
  const dir = await installed({
    'site.config.yaml': 'title: Packaged\nurl: https://packaged.example.com\nplugins: [./packaged.mjs]\n',
    'docs/intro.md': '# Intro\n',
    'packaged.mjs': `export default () => ({
  name: 'packaged',
  routes: () => [{ path: '/changes', component: 'my-theme-pkg/Changelog', props: { text: 'From the package' } }],
});
`,
    'node_modules/my-theme-pkg/package.json': '{ "name": "my-theme-pkg", "version": "1.0.0" }\n',
    'node_modules/my-theme-pkg/Changelog.js': `import { createElement } from 'react';
export default function Changelog({ text }) { return createElement('p', { className: 'changes' }, text); }
`,
  });
  const configFile = path.join(dir, 'site.config.yaml');
  await build({ configFile, cache: false });
  assert.match(
    await readFile(path.join(dir, 'build/changes/index.html'), 'utf8'),
    /<p class="changes">From the package<\/p>/,
  );
  await writeFile(
    path.join(dir, 'packaged.mjs'),
    (await readFile(path.join(dir, 'packaged.mjs'), 'utf8')).replace('my-theme-pkg/', 'other-pkg/'),
  );
  const error = await build({ configFile, cache: false }).then(
    () => assert.fail('expected an error'),
    (e: unknown) => e as DocgenError,
  );
  assert.deepEqual(
    errorLines([error], { mark: '✗', hint: (t) => t }).map((l) => l.split(shown(dir) + path.sep).join('')),
    [
      '✗ site.config.yaml:3:11 - plugins[0]: the plugin "packaged" renders /changes with "other-pkg/Changelog", which no package installed in the site holds',
      '  hint: install the package that holds it (npm install other-pkg), or correct the name [plugin-failed]',
    ],
  );
});
