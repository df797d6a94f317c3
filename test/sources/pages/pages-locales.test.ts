/**
 * Translated pages, as Docusaurus reads them: a page of the pages folder is built in each locale, from
 * i18n/<locale>/docusaurus-plugin-content-pages/ where that folder has the same file, else from its own.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../../src/build.js';
import { siteFolders } from '../../helpers/site.js';

const site = siteFolders('docgen-pages-locales-');

test('a page is built in each locale from its translation where there is one, else from its own file', async () => {
  const dir = await site({
    'site.config.yaml': `title: Zoo
url: https://zoo.example.com
i18n:
  defaultLocale: en
  locales: [en, ja]
pagesDir: src/pages
docs:
  sidebars:
    main: [intro]
`,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'src/pages/about.md': '---\ntitle: About us\n---\n# About the zoo\n\nWe keep animals.\n',
    'src/pages/help.tsx':
      "import React from 'react';\nexport default function Help() { return <main><h1>Help desk</h1></main>; }\n",
    'i18n/ja/docusaurus-plugin-content-pages/about.md':
      '---\ntitle: 私たちについて\n---\n# 動物園について\n\n動物を飼っています。\n',
    'i18n/ja/docusaurus-plugin-content-pages/help.tsx':
      "import React from 'react';\nexport default function Help() { return <main><h1>ヘルプデスク</h1></main>; }\n",
    'i18n/ja/docusaurus-plugin-content-pages/orphan.md': '# 孤児\n',
  });
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  assert.deepEqual(result.warnings, []);
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');

  const about = await read('about/index.html');
  assert.match(about, /<h1[^>]*>About the zoo<\/h1>/);
  const ja = await read('ja/about/index.html');
  assert.match(ja, /<html lang="ja"/);
  assert.match(ja, /<h1[^>]*>動物園について<\/h1>/);
  assert.match(ja, /<title>私たちについて/);
  assert.match(await read('help/index.html'), /<h1>Help desk<\/h1>/);
  assert.match(await read('ja/help/index.html'), /<h1>ヘルプデスク<\/h1>/);
  await assert.rejects(read('ja/orphan/index.html'));
});
