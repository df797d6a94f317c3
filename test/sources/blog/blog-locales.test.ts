/**
 * A translated blog, as Docusaurus reads it: each further locale's blog at /<locale>/blog/…, each post from
 * i18n/<locale>/docusaurus-plugin-content-blog/ where it is translated, else the default locale's.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../../src/build.js';
import { siteFolders } from '../../helpers/site.js';

const site = siteFolders('docgen-blog-locales-');

test('each locale has the whole blog at its path: translated posts where there are, the default locale’s elsewhere', async () => {
  const dir = await site({
    'site.config.yaml': `title: Zoo
url: https://zoo.example.com
i18n:
  defaultLocale: en
  locales: [en, fr]
docs:
  sidebars:
    main: [intro]
blog:
  onUntruncatedBlogPosts: ignore
`,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'blog/2024-01-10-welcome.md': '---\ntags: [news]\n---\n# Welcome to the zoo\n\nThe first paragraph.\n',
    'blog/2024-02-01-otters.md': '# The otters arrive\n\nTwo otters.\n',
    'blog/2024-02-05-hidden.md': '---\nunlisted: true\n---\n# Hidden\n\nOnly by link.\n',
    'i18n/fr/docusaurus-plugin-content-blog/2024-01-10-welcome.md':
      '---\ntags: [news]\n---\n# Bienvenue au zoo\n\nLe premier paragraphe.\n',
    // No post of this path in the blog: not a post, as in Docusaurus.
    'i18n/fr/docusaurus-plugin-content-blog/2024-03-01-orphan.md': '# Orphelin\n',
  });
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  assert.deepEqual(result.warnings, []);
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');

  assert.match(await read('blog/2024/01/10/welcome/index.html'), /<h1[^>]*>Welcome to the zoo<\/h1>/);
  const welcome = await read('fr/blog/2024/01/10/welcome/index.html');
  assert.match(welcome, /<html lang="fr"/);
  assert.match(welcome, /<h1[^>]*>Bienvenue au zoo<\/h1>/);
  assert.match(welcome, /href="https:\/\/zoo.example.com\/blog\/2024\/01\/10\/welcome" hreflang="en"/);
  // Its neighbour and its tag are the French blog's.
  assert.match(welcome, /href="\/fr\/blog\/2024\/02\/01\/otters"/);
  assert.match(welcome, /href="\/fr\/blog\/tags\/news"/);
  const otters = await read('fr/blog/2024/02/01/otters/index.html');
  assert.match(otters, /<h1[^>]*>The otters arrive<\/h1>/);
  const list = await read('fr/blog/index.html');
  assert.match(list, /Bienvenue au zoo/);
  assert.match(list, /<html lang="fr"/);
  // Dates in the locale's words.
  assert.match(list, /10 janvier 2024/);
  assert.match(await read('fr/blog/tags/news/index.html'), /Bienvenue au zoo/);
  await assert.rejects(read('fr/blog/2024/03/01/orphan/index.html'));
  await read('fr/blog/rss.xml');

  // An unlisted post says so above its title, in the page's language, as Docusaurus's banner; listed ones do not.
  assert.match(
    await read('blog/2024/02/05/hidden/index.html'),
    /<div class="page-banner unlisted-banner" role="note"><p class="page-banner-title">Unlisted page<\/p><p>This page is left out of the lists and of search engines: only readers who have its link can reach it.<\/p>/,
  );
  assert.match(await read('fr/blog/2024/02/05/hidden/index.html'), /Page non répertoriée/);
  assert.doesNotMatch(otters, /unlisted-banner/);
  assert.doesNotMatch(list, /Hidden/);
});
