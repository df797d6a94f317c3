/**
 * A translated blog, as Docusaurus reads it: each further locale's blog at /<locale>/blog/…, each post from
 * i18n/<locale>/docusaurus-plugin-content-blog/ where it is translated, else the default locale's.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../../src/build.js';
import { formatWarning } from '../../../src/links/warnings.js';
import { siteFolders } from '../../helpers/site.js';

const site = siteFolders('docgen-blog-locales-');

/** A site in English and French with a blog of these options (YAML lines). */
const config = (blog: string) =>
  `title: Zoo\nurl: https://zoo.example.com\ni18n:\n  defaultLocale: en\n  locales: [en, fr]\ndocs:\n  sidebars:\n    main: [intro]\nblog:\n${blog}`;

test('each locale has the whole blog at its path: translated posts where there are, the default locale’s elsewhere', async () => {
  const dir = await site({
    'site.config.yaml': config('  onUntruncatedBlogPosts: ignore\n'),
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
  // A translation with no original is not built, as in Docusaurus, and named.
  assert.deepEqual(result.warnings.map(formatWarning), [
    'i18n/fr/docusaurus-plugin-content-blog/2024-03-01-orphan.md - a translated post that translates nothing: blog/ has no file of its path, and Docusaurus builds a translation only where the original is; give it the path of the post it translates',
  ]);
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

test('a locale’s options.json, authors.yml and tags.yml translate its blog, as Docusaurus reads them', async () => {
  const dir = await site({
    'site.config.yaml': config('  blogDescription: News of the zoo\n  onUntruncatedBlogPosts: ignore\n'),
    'docs/intro.md': '# Intro\n',
    'blog/authors.yml': 'ana:\n  name: Ana\n  title: Keeper\n',
    'blog/tags.yml': 'news:\n  label: News\n',
    'blog/2024-01-10-welcome.md': '---\nauthors: [ana]\ntags: [news]\n---\n# Welcome\n\nHello.\n',
    'blog/2024-02-01-otters.md': '---\nauthors: [ana]\ntags: [news]\n---\n# Otters\n\nTwo otters.\n',
    'i18n/fr/docusaurus-plugin-content-blog/2024-01-10-welcome.md':
      '---\nauthors: [ana]\ntags: [news]\n---\n# Bienvenue\n\nBonjour.\n',
    'i18n/fr/docusaurus-plugin-content-blog/options.json': JSON.stringify({
      title: { message: 'Le blog', description: 'The title for the blog used in SEO' },
      description: { message: 'Les nouvelles du zoo' },
      'sidebar.title': { message: 'Billets récents' },
    }),
    'i18n/fr/docusaurus-plugin-content-blog/authors.yml':
      'ana:\n  name: Ana\n  title: Gardienne\n  image_url: ./ana.png\n',
    'i18n/fr/docusaurus-plugin-content-blog/ana.png': 'a picture of Ana',
    'i18n/fr/docusaurus-plugin-content-blog/tags.yml': 'news:\n  label: Nouvelles\n  permalink: /nouvelles\n',
  });
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  assert.deepEqual(result.warnings, []);
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');

  const list = await read('fr/blog/index.html');
  assert.match(list, /<title>Le blog \| Zoo<\/title>/);
  assert.match(list, /<h1[^>]*>Le blog<\/h1>/);
  assert.match(list, /<meta name="description" content="Les nouvelles du zoo">/);
  assert.match(list, /Billets récents/);
  const avatar = /<img class="blog-post-avatar" src="\/(assets\/images\/ana-[0-9a-f]{8}\.png)" alt="Ana"/.exec(
    list,
  )?.[1];
  assert.ok(avatar, 'the translated authors map’s avatar');
  assert.equal(await read(avatar), 'a picture of Ana');
  // The translated post and the one not translated alike take the locale's authors and tags.
  for (const post of ['fr/blog/2024/01/10/welcome/index.html', 'fr/blog/2024/02/01/otters/index.html']) {
    const html = await read(post);
    assert.match(html, /Gardienne/, post);
    assert.match(html, /<a [^>]*href="\/fr\/blog\/tags\/nouvelles"[^>]*>Nouvelles<\/a>/, post);
    assert.match(html, /Billets récents/, post);
  }
  assert.match(await read('fr/blog/tags/nouvelles/index.html'), /Otters/);

  // The default locale keeps the blog's own.
  const english = await read('blog/index.html');
  assert.match(english, /<title>Blog \| Zoo<\/title>/);
  assert.match(english, /<meta name="description" content="News of the zoo">/);
  assert.match(english, /Recent posts/);
  const otters = await read('blog/2024/02/01/otters/index.html');
  assert.match(otters, /Keeper/);
  assert.match(otters, /href="\/blog\/tags\/news"[^>]*>News<\/a>/);
});

test('the words the blog pages add are in the page’s language, plurals by its rules, and a site’s code.json wins', async () => {
  const dir = await site({
    'site.config.yaml': `${config('  postsPerPage: 1\n  showReadingTime: true\n')}`.replace(
      'locales: [en, fr]',
      'locales: [en, fr, ru]',
    ),
    'docs/intro.md': '# Intro\n\nHello.\n',
    'blog/2024-01-10-welcome.md':
      '---\ntags: [news]\nauthors: [ada]\n---\n# Welcome\n\nFirst.\n\n<!-- truncate -->\n\nMore.\n',
    'blog/2024-02-01-otters.md': '---\ntags: [news]\n---\n# Otters\n\nTwo otters.\n\n<!-- truncate -->\n\nMore.\n',
    'blog/authors.yml': 'ada:\n  name: Ada\n  socials:\n    github: ada\n',
    'i18n/ru/code.json': '{"theme.blog.archive.title": {"message": "Все записи"}}\n',
  });
  await build({ configFile: path.join(dir, 'site.config.yaml') });
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
  const list = await read('fr/blog/index.html');
  assert.match(list, /<a href="\/fr\/blog\/2024\/02\/01\/otters">En savoir plus sur Otters<\/a>/);
  assert.match(list, /1 minute de lecture/);
  assert.match(
    list,
    /<nav class="blog-list-paginator" aria-label="Navigation entre les pages de la liste du blog">\s*<p><a href="\/fr\/blog\/page\/2">Articles plus anciens<\/a><\/p>\s*<\/nav>/,
  );
  assert.match(await read('fr/blog/page/2/index.html'), /<a href="\/fr\/blog">Articles plus récents<\/a>/);
  const tag = await read('fr/blog/tags/news/index.html');
  assert.match(tag, /<h1[^>]*>2 articles avec l’étiquette « news »<\/h1>/);
  assert.match(tag, />Voir toutes les étiquettes<\/a>/);
  assert.match(await read('fr/blog/tags/index.html'), /<h1[^>]*>Étiquettes<\/h1>/);
  assert.match(await read('fr/blog/archive/index.html'), /<h1[^>]*>Archives<\/h1>/);
  assert.match(await read('fr/blog/authors/index.html'), /<h1[^>]*>Auteurs<\/h1>/);
  const post = await read('fr/blog/2024/01/10/welcome/index.html');
  assert.match(post, /1 minute de lecture/);
  assert.match(post, /aria-label="Ada sur GitHub"/);
  assert.match(post, /aria-label="Navigation entre les articles du blog"/);
  assert.match(
    post,
    /<span class="pagination-sublabel">Article plus récent<\/span><span class="pagination-label">Otters<\/span>/,
  );
  assert.match(
    await read('fr/blog/2024/02/01/otters/index.html'),
    /<span class="pagination-sublabel">Article plus ancien<\/span><span class="pagination-label">Welcome<\/span>/,
  );
  // Russian has three forms where English has two; the site's own translation replaces docgen's.
  assert.match(await read('ru/blog/tags/news/index.html'), /<h1[^>]*>2 записи с тегом «news»<\/h1>/);
  assert.match(await read('ru/blog/archive/index.html'), /<h1[^>]*>Все записи<\/h1>/);
  // English keeps Docusaurus's words.
  assert.match(await read('blog/tags/news/index.html'), /<h1[^>]*>2 posts tagged with &quot;news&quot;<\/h1>/);
  assert.match(await read('blog/index.html'), /One min read/);
});
