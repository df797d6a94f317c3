/**
 * A site with a blog and a changelog beside it, read as Docusaurus reads them: dated file names, date folders,
 * a folder post with its image, authors from the map and inline, tags, truncate markers, drafts and unlisted posts;
 * the routes Docusaurus writes, the feeds, and the links between blog and docs.
 */
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../../src/build.js';
import { tempDir, writeFiles } from '../../helpers/site.js';
import { routesOf } from './routes.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

export const BLOG_FILES: Record<string, string> = {
  'site.config.yaml': `title: Zoo
url: https://zoo.example.com
docs:
  sidebars:
    main: [intro]
blog:
  postsPerPage: 2
  blogSidebarCount: ALL
  editUrl: https://github.com/zoo/site/edit/main
  feedOptions:
    type: all
    copyright: Zoo folks
blogInstances:
  - id: changelog
    blogTitle: Changelog
    feedOptions: { type: rss }
`,
  'docs/intro.md': '# Intro\n\nRead the [welcome post](../blog/2024-01-10-welcome.md) and [all posts](/blog).\n',
  'blog/authors.yml': `ana:
  name: Ana Keeper
  title: Zookeeper
  url: https://ana.example.com
  image_url: https://ana.example.com/ana.png
  page: true
  socials:
    github: ana-keeper
    x: https://x.com/ana_zoo
bo:
  name: Bo
`,
  'blog/tags.yml': 'news:\n  label: Zoo news\n  permalink: /latest\n  description: What is new at the zoo.\nevents:\n',
  'blog/2024-01-10-welcome.md': `---
authors: [ana, bo]
tags: [news, hello]
---
# Welcome to the zoo

The first paragraph, in every list.

<!-- truncate -->

## Later section

Only on the post page; see the [intro doc](../docs/intro.md).
`,
  'blog/2024/02/03/feeding.md': `---
title: Feeding time
authors:
  - name: Guest Writer
    url: https://guest.example.com
tags: [news]
description: When the animals eat.
---
Feeding is at noon.

<!-- truncate -->

More details.
`,
  'blog/2024-03-01-new-pond/index.md': `---
slug: pond
authors: ana
date: 2024-03-02
---
# A new pond

![The pond](./pond.png)

<!-- truncate -->

Ducks welcome.
`,
  'blog/2024-03-01-new-pond/pond.png': 'not really a picture',
  'blog/2024-04-01-secret.md': '---\ndraft: true\n---\n# Secret\n\nNot yet.\n',
  'blog/2024-04-02-hidden.md': '---\nunlisted: true\n---\n# Hidden\n\nOnly by link.\n\n<!-- truncate -->\n',
  // MDX's marker, which Docusaurus also takes in a .md file.
  'changelog/2024-05-01-v1.md': '# Version 1\n\nReleased.\n\n{/* truncate */}\n\nDetails.\n',
};

async function site(files: Record<string, string>): Promise<string> {
  const dir = await tempDir('docgen-blog-');
  dirs.push(dir);
  await writeFiles(dir, files);
  return dir;
}

test('a blog and a changelog build at the routes Docusaurus writes, with feeds and links both ways', async () => {
  const dir = await site(BLOG_FILES);
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
  // The tags file and the authors map are where tags and authors are named; one written in a post is a warning.
  assert.deepEqual(
    result.warnings
      .map((w) => (w.kind === 'markdown' ? `${w.source}:${w.line}: ${w.message}` : JSON.stringify(w)))
      .sort(),
    [
      'blog/2024-01-10-welcome.md:3: tags: "hello" is not in tags.yml: add it to the tags file, or set the blog\'s onInlineTags to "ignore"',
      'blog/2024/02/03/feeding.md:3: authors: "Guest Writer" is not in authors.yml: add the author to the authors map and write the key, or set the blog\'s onInlineAuthors to "ignore"',
    ],
  );
  const routes = await routesOf(path.join(dir, 'build'));
  assert.deepEqual(
    routes.filter((r) => r.startsWith('/blog') || r.startsWith('/changelog')),
    [
      '/blog',
      '/blog/2024/01/10/welcome',
      '/blog/2024/02/03/feeding',
      '/blog/2024/04/02/hidden',
      '/blog/archive',
      '/blog/authors',
      '/blog/authors/ana',
      '/blog/page/2',
      '/blog/pond',
      '/blog/tags',
      '/blog/tags/hello',
      '/blog/tags/latest',
      '/changelog',
      '/changelog/2024/05/01/v1',
      '/changelog/archive',
    ],
  );

  const list = await read('blog/index.html');
  // Newest first, two a page: the pond (dated by its front matter), then feeding.
  assert.ok(list.indexOf('A new pond') < list.indexOf('Feeding time'));
  const listed = list.slice(list.indexOf('<h1>Blog</h1>'), list.indexOf('</article>'));
  assert.doesNotMatch(listed, /Welcome to the zoo/);
  assert.equal((listed.match(/<h1/g) ?? []).length, 1);
  assert.match(list, /Read more about A new pond/);
  assert.doesNotMatch(list, /Ducks welcome/);
  assert.match(list, /<img[^>]+src="\/assets\/[^"]*pond[^"]*"/);
  assert.match(list, /<link rel="alternate" type="application\/rss\+xml" href="\/blog\/rss.xml"/);
  assert.match(list, /<link rel="alternate" type="application\/json" href="\/blog\/feed.json"/);
  assert.doesNotMatch(list, /Hidden|Secret/);

  const post = await read('blog/2024/01/10/welcome/index.html');
  assert.match(post, /<time dateTime="2024-01-10"|<time datetime="2024-01-10"/);
  assert.match(post, /January 10, 2024<\/time> · One min read/);
  assert.match(post, /Ana Keeper/);
  assert.match(post, /src="https:\/\/ana.example.com\/ana.png"/);
  assert.match(post, /Only on the post page/);
  assert.match(post, /href="\/docs\/intro"/);
  assert.match(post, /href="https:\/\/github.com\/zoo\/site\/edit\/main\/blog\/2024-01-10-welcome.md"/);
  assert.match(post, /href="\/blog\/tags\/latest"[^>]*>Zoo news</);
  assert.match(post, /<a href="https:\/\/github.com\/ana-keeper" aria-label="Ana Keeper on GitHub">GitHub<\/a>/);
  assert.match(post, /<a href="https:\/\/x.com\/ana_zoo" aria-label="Ana Keeper on X">X<\/a>/);
  const tag = await read('blog/tags/latest/index.html');
  assert.match(tag, /2 posts tagged with &quot;Zoo news&quot;|2 posts tagged with "Zoo news"/);
  assert.match(tag, /What is new at the zoo\./);
  // The newer post, named as Docusaurus names it, and the sidebar of every post grouped by year.
  assert.match(
    post,
    /<nav class="pagination" aria-label="Blog post page navigation"><a class="pagination-link pagination-prev" href="\/blog\/2024\/02\/03\/feeding" rel="prev"><span class="pagination-sublabel">Newer post<\/span><span class="pagination-label">Feeding time<\/span><\/a><\/nav>/,
  );
  assert.match(post, /Recent posts/);

  // Search finds the posts, named as the blog's, but the unlisted one; the lists, tags and archive only repeat them.
  const manifest = JSON.parse(await read('_docgen/search/en-current.json')) as { pages: string[][] };
  const blogResults = manifest.pages.filter((p) => p[0]!.startsWith('/blog') || p[0]!.startsWith('/changelog'));
  assert.deepEqual(blogResults.sort(), [
    ['/blog/2024/01/10/welcome', 'Welcome to the zoo', 'Blog'],
    ['/blog/2024/02/03/feeding', 'Feeding time', 'Blog'],
    ['/blog/pond', 'A new pond', 'Blog'],
    ['/changelog/2024/05/01/v1', 'Version 1', 'Changelog'],
  ]);

  const doc = await read('docs/intro/index.html');
  assert.match(doc, /href="\/blog\/2024\/01\/10\/welcome"/);

  // The unlisted post is built, for those who have its link, and kept from search engines, the sitemap and the feeds.
  assert.match(await read('blog/2024/04/02/hidden/index.html'), /<meta name="robots" content="noindex/);
  const sitemap = await read('sitemap.xml');
  assert.match(sitemap, /blog\/2024\/01\/10\/welcome/);
  assert.doesNotMatch(sitemap, /hidden|secret/);
  const rss = await read('blog/rss.xml');
  assert.equal((rss.match(/<item>/g) ?? []).length, 3);
  assert.doesNotMatch(rss, /Hidden|Secret/);
  assert.match(rss, /<copyright>Zoo folks<\/copyright>/);
  const atom = await read('blog/atom.xml');
  assert.equal((atom.match(/<entry>/g) ?? []).length, 3);
  const json = JSON.parse(await read('blog/feed.json')) as { version: string; items: unknown[] };
  assert.equal(json.version, 'https://jsonfeed.org/version/1.1');
  assert.equal(json.items.length, 3);
  // The changelog has its own feed, of the type it asks for only.
  assert.match(await read('changelog/rss.xml'), /<title>Version 1<\/title>/);
  assert.match(await read('changelog/index.html'), /Read more about Version 1/);
  const v1 = await read('changelog/2024/05/01/v1/index.html');
  assert.match(v1, /Details\./);
  assert.doesNotMatch(v1, /truncate/);
  await assert.rejects(read('changelog/atom.xml'));
});

test('bad posts: an unknown author key and an invalid date are positioned errors, an undated post a warning', async () => {
  const files = {
    'site.config.yaml': 'title: Zoo\nurl: https://zoo.example.com\nblog: {}\n',
    'docs/intro.md': '# Intro\n',
    'blog/authors.yml': 'ana:\n  name: Ana\n',
    'blog/2024-01-10-a.md': '---\ntitle: A\nauthors: [zed]\n---\nText.\n<!-- truncate -->\n',
    'blog/2024-01-11-b.md': '---\ntitle: B\ndate: not a date\n---\nText.\n<!-- truncate -->\n',
  };
  const dir = await site(files);
  const error = await build({ configFile: path.join(dir, 'site.config.yaml') }).then(
    () => undefined,
    (e: Error) => e.message,
  );
  assert.match(error ?? '', /blog\/2024-01-10-a\.md:3:1 - authors: no author "zed" in the authors map/);
  assert.match(error ?? '', /blog\/2024-01-11-b\.md:3:1 - date: expected a date such as 2024-05-31/);

  const undated = await site({ ...files, 'blog/2024-01-10-a.md': '# A\n\nText.\n', 'blog/2024-01-11-b.md': '# B\n' });
  await rm(path.join(undated, 'blog/2024-01-10-a.md'));
  await writeFiles(undated, { 'blog/plain.md': '# Plain\n\nNo date anywhere.\n<!-- truncate -->\n' });
  const result = await build({ configFile: path.join(undated, 'site.config.yaml') });
  const messages = result.warnings.map((w) => (w.kind === 'markdown' ? `${w.source}:${w.line}: ${w.message}` : w.kind));
  assert.ok(messages.some((m) => /^blog\/plain\.md:1: the post has no date/.test(m)));
  assert.ok(messages.some((m) => /^blog\/2024-01-11-b\.md:1: the post has no truncate marker/.test(m)));
});

test('onInlineTags, onInlineAuthors and onUntruncatedBlogPosts set to throw make errors at the post; a named tags file must exist', async () => {
  const post = '---\ntitle: A\ntags: [news, zebras]\nauthors:\n  - name: Guest\n---\nText.\n';
  const files = {
    'site.config.yaml': 'title: Zoo\nurl: https://zoo.example.com\nblog:\n  tags: labels.yml\n',
    'docs/intro.md': '# Intro\n',
    'blog/labels.yml': 'news:\n',
    'blog/2024-01-10-a.md': `${post}<!-- truncate -->\n`,
  };
  const failure = async (config: string, more: Record<string, string> = {}) => {
    const dir = await site({ ...files, 'site.config.yaml': config, ...more });
    return build({ configFile: path.join(dir, 'site.config.yaml') }).then(
      () => 'built',
      (e: Error) => e.message,
    );
  };
  const base = files['site.config.yaml'];
  assert.match(
    await failure(`${base}  onInlineTags: throw\n`),
    /blog\/2024-01-10-a\.md:3:1 - tags: "zebras" is not in labels\.yml/,
  );
  assert.match(
    await failure(`${base}  onInlineAuthors: throw\n`),
    /blog\/2024-01-10-a\.md:4:1 - authors: "Guest" is not in authors\.yml/,
  );
  assert.match(
    await failure(`${base}  onUntruncatedBlogPosts: throw\n`, { 'blog/2024-01-10-a.md': post }),
    /blog\/2024-01-10-a\.md:7:1 - the post has no truncate marker/,
  );
  assert.match(
    await failure('title: Zoo\nurl: https://zoo.example.com\nblog:\n  tags: missing.yml\n'),
    /blog\/missing\.yml - tags: the tags file blog\/missing\.yml is missing/,
  );
  assert.match(
    await failure(base, { 'blog/labels.yml': 'news:\n  colour: red\n' }),
    /blog\/labels\.yml:2:3 - news: unknown key "colour"/,
  );
  // Without a tags file, every tag is fine as written.
  assert.equal(
    await failure(
      'title: Zoo\nurl: https://zoo.example.com\nblog:\n  onInlineTags: throw\n  onInlineAuthors: ignore\n',
    ),
    'built',
  );
});
