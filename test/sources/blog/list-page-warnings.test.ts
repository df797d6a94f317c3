/*
 * A blog's list, tag and author pages quote each post's excerpt. A Markdown warning in that excerpt is the post's own:
 * it is reported once, at the post's file and line, as Docusaurus (which compiles each post once) reports it, and not
 * again for every page that lists the post.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../../src/build.js';
import { siteFolders } from '../../helpers/site.js';

const site = siteFolders('docgen-list-page-warnings-');

test("a warning in a listed post's excerpt is reported once, at the post", async () => {
  const dir = await site({
    'site.config.yaml': `title: Notes
url: https://notes.example.com
trailingSlash: false
docs:
  sidebars:
    main: [intro]
blog:
  onUntruncatedBlogPosts: ignore
`,
    'docs/intro.md': '# Intro\n',
    'blog/authors.yml': 'ada:\n  name: Ada\n  page: true\n',
    'blog/2024-01-01-post.md': `---\ntitle: Post\nauthors: [ada]\ntags: [news]\n---\n\n:::caveat\nMind the gap.\n:::\n`,
  });
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  const markdown = result.warnings.filter((w) => w.kind === 'markdown');
  assert.deepEqual(
    markdown.map((w) => `${w.source}:${w.line}: ${w.message.split(':')[0]}`),
    ['blog/2024-01-01-post.md:7: unknown directive "caveat"'],
  );
  // The quoted excerpt is still shown on the pages that list the post.
  for (const page of ['blog.html', 'blog/tags/news.html', 'blog/authors/ada.html'])
    assert.match(await readFile(path.join(dir, 'build', page), 'utf8'), /Mind the gap\./, page);
});
