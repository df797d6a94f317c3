/**
 * Authors' local avatars: a path beside the authors map is copied to the output and shown, a site path is the
 * static folder's file, and one that is not there is a warning at its line of the map.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import fg from 'fast-glob';
import { build } from '../../../src/build.js';
import { siteFolders } from '../../helpers/site.js';

const site = siteFolders('docgen-authors-');
const PICTURE = 'a picture of Ana';

test('local avatars are served and shown; a missing one is a warning at its image_url line', async () => {
  const dir = await site({
    'site.config.yaml':
      'title: Zoo\nurl: https://zoo.example.com\nbaseUrl: /zoo/\nblog:\n  onUntruncatedBlogPosts: ignore\n',
    'docs/intro.md': '# Intro\n',
    'blog/authors.yml': `ana:
  name: Ana
  image_url: ./people/ana.png
  page: true
bo:
  name: Bo
  image_url: /img/bo.png
cy:
  name: Cy
  title: Keeper
  image_url: ./cy.png
`,
    'blog/people/ana.png': PICTURE,
    'static/img/bo.png': 'a picture of Bo',
    'blog/2024-01-10-hello.md': '---\nauthors: [ana, bo, cy]\ntags: [zoo]\n---\n# Hello\n\nWords.\n',
  });
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  const post = await readFile(path.join(dir, 'build/blog/2024/01/10/hello/index.html'), 'utf8');
  const ana = /<img class="blog-post-avatar" src="\/zoo\/(assets\/images\/ana-[0-9a-f]{8}\.png)"/.exec(post)?.[1];
  assert.ok(ana, 'the avatar beside the authors map is shown from the output');
  assert.equal(await readFile(path.join(dir, 'build', ana), 'utf8'), PICTURE);
  assert.match(post, /<img class="blog-post-avatar" src="\/zoo\/img\/bo.png"/);
  assert.equal((post.match(/blog-post-avatar/g) ?? []).length, 2);
  assert.match(post, /Cy/);
  assert.deepEqual(await fg('assets/images/*.png', { cwd: path.join(dir, 'build') }), [ana]);
  // The author's own page is there too, with the avatar; the list, tag and authors pages show the avatars as well.
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
  const authorPage = await read('blog/authors/ana/index.html');
  assert.match(authorPage, /Hello/);
  for (const [file, html] of [
    ['author page', authorPage],
    ['list', await read('blog/index.html')],
    ['tag page', await read('blog/tags/zoo/index.html')],
    ['authors page', await read('blog/authors/index.html')],
  ])
    assert.ok(
      html!.includes(`<img class="blog-post-avatar" src="/zoo/${ana}" alt="Ana" width="32" height="32"`),
      `${file}: Ana's avatar`,
    );
  assert.match(await read('blog/index.html'), /<img class="blog-post-avatar" src="\/zoo\/img\/bo.png" alt="Bo"/);
  assert.deepEqual(
    result.warnings.map((w) => (w.kind === 'markdown' ? `${w.source}:${w.line}: ${w.message}` : w.kind)),
    [
      'blog/authors.yml:11: cy.image_url: the avatar ./cy.png is not there (looked for blog/cy.png): the author is shown without it',
    ],
  );
});

test("an author's posts go on to /blog/authors/<key>/page/2, as Docusaurus 3.10 pages them", async () => {
  const dir = await site({
    'site.config.yaml':
      'title: Zoo\nurl: https://zoo.example.com\nblog:\n  postsPerPage: 1\n  onUntruncatedBlogPosts: ignore\n',
    'docs/intro.md': '# Intro\n',
    'blog/authors.yml': 'ana:\n  name: Ana\n  page: true\n',
    'blog/2024-01-10-first.md': '---\nauthors: [ana]\n---\n# First\n\nWords.\n',
    'blog/2024-01-11-second.md': '---\nauthors: [ana]\n---\n# Second\n\nWords.\n',
  });
  await build({ configFile: path.join(dir, 'site.config.yaml') });
  assert.deepEqual((await fg('blog/authors/ana/**/index.html', { cwd: path.join(dir, 'build') })).sort(), [
    'blog/authors/ana/index.html',
    'blog/authors/ana/page/2/index.html',
  ]);
  const first = await readFile(path.join(dir, 'build/blog/authors/ana/index.html'), 'utf8');
  assert.match(first, /href="\/blog\/authors\/ana\/page\/2"/);
});
