/**
 * Watch mode on a site with a blog: a post's edit re-renders the post and the list pages that show it, a new post
 * joins the list, and an edit of the authors map or the tags file reaches every post.
 */
import assert from 'node:assert/strict';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { writeFiles } from '../../helpers/site.js';
import { save, waitFor, watchFixtureSite } from '../../helpers/watch.js';

const watch = watchFixtureSite('mini-site', {
  events: true,
  prepare: async (dir) => {
    await appendFile(path.join(dir, 'site.config.yaml'), 'blog:\n  postsPerPage: 5\n  onInlineAuthors: ignore\n');
    await writeFiles(dir, {
      'blog/authors.yml': 'ana:\n  name: Ana Keeper\n',
      'blog/tags.yml': 'news:\n  label: News\n',
      'blog/2024-01-10-welcome.md':
        '---\nauthors: ana\ntags: [news]\n---\n# Welcome\n\nThe first words.\n\n<!-- truncate -->\n\nMore.\n',
      'blog/2024-02-01-feeding.md': '# Feeding\n\nAt noon.\n\n<!-- truncate -->\n',
    });
  },
});
const { text, editAndReload, file } = watch;

test("a post's edit re-renders the post and the list that shows its excerpt", async () => {
  assert.match(await text('/blog'), /The first words\./);
  const reload = await editAndReload(
    'blog/2024-01-10-welcome.md',
    (s) => s.replace('The first words.', 'The words as edited.'),
    'blog.html',
  );
  assert.ok((reload.files as string[]).includes('blog/2024/01/10/welcome.html'), JSON.stringify(reload));
  assert.match(await text('/blog/2024/01/10/welcome'), /The words as edited\./);
  assert.match(await text('/blog'), /The words as edited\./);
  assert.doesNotMatch(await text('/blog'), /The first words\./);
});

test('a new post joins the list, its archive and its feed', async () => {
  const from = watch.events.received.length;
  await save(file('blog/2024-03-01-pond.md'), '# A new pond\n\nDucks.\n\n<!-- truncate -->\n');
  await watch.events.next('reload', from, (d) => (d.files as string[] | undefined)?.includes('blog.html') ?? false);
  assert.match(await text('/blog/2024/03/01/pond'), /<h1>A new pond<\/h1>/);
  const list = await text('/blog');
  assert.ok(list.indexOf('A new pond') < list.indexOf('Feeding'), 'newest first');
  assert.match(await text('/blog/archive'), /A new pond/);
  await waitFor('the feed to list the new post', async () => (await text('/blog/rss.xml')).includes('A new pond'));
});

test("an edit of the authors map or the tags file reaches the posts' bylines and tags", async () => {
  await editAndReload('blog/authors.yml', (s) => s.replace('Ana Keeper', 'Ana Warden'), 'blog/2024/01/10/welcome.html');
  assert.match(await text('/blog/2024/01/10/welcome'), /Ana Warden/);
  await editAndReload('blog/tags.yml', (s) => s.replace('News', 'Zoo news'), 'blog/2024/01/10/welcome.html');
  assert.match(await text('/blog/2024/01/10/welcome'), /href="\/blog\/tags\/news"[^>]*>Zoo news</);
  assert.match(await text('/blog/tags/news'), /tagged with &quot;Zoo news&quot;|tagged with "Zoo news"/);
});
