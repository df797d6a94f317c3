/*
 * llms.txt and robots.txt of a translated site: as each locale is a site of its own, each locale's folder has an
 * llms.txt of its docs (in its language, at its URLs) naming the other locales' files; robots.txt, which crawlers
 * read at the root only, names every locale's sitemap.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/build.js';
import { siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-locale-index-');

test("each locale's llms.txt lists its docs and names the others'; robots.txt names every sitemap", async () => {
  const dir = await site({
    'site.config.yaml': `title: Atlas
url: https://atlas.example.com
i18n:
  defaultLocale: en
  locales: [en, fr, de]
  localeConfigs:
    de: { url: 'https://atlas.example.de', baseUrl: /de/ }
docs:
  sidebars:
    main: [intro, setup]
`,
    'docs/intro.md': '---\ndescription: Start here.\n---\n# Introduction\n',
    'docs/setup.md': '# Setup\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md':
      '---\ndescription: Commencez ici.\n---\n# Présentation\n',
  });
  await build({ configFile: path.join(dir, 'site.config.yaml') });
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');

  assert.equal(
    await read('llms.txt'),
    `# Atlas

## Docs

- [Introduction](https://atlas.example.com/docs/intro.md): Start here.
- [Setup](https://atlas.example.com/docs/setup.md)

## Other languages

- [Français](https://atlas.example.com/fr/llms.txt)
- [Deutsch](https://atlas.example.de/de/llms.txt)
`,
  );
  assert.equal(
    await read('fr/llms.txt'),
    `# Atlas

## Docs

- [Présentation](https://atlas.example.com/fr/docs/intro.md): Commencez ici.
- [Setup](https://atlas.example.com/fr/docs/setup.md)

## Other languages

- [English](https://atlas.example.com/llms.txt)
- [Deutsch](https://atlas.example.de/de/llms.txt)
`,
  );
  assert.match(await read('de/llms.txt'), /- \[Introduction\]\(https:\/\/atlas\.example\.de\/de\/docs\/intro\.md\)/);
  assert.equal(
    await read('robots.txt'),
    `User-agent: *
Allow: /

Sitemap: https://atlas.example.com/sitemap.xml
Sitemap: https://atlas.example.com/fr/sitemap.xml
Sitemap: https://atlas.example.de/de/sitemap.xml
`,
  );
  await read('fr/sitemap.xml');
});
