/*
 * A Markdown page of the pages folder in watch mode: its title and description come from its front matter, which its
 * module carries, so that an edit of the front matter alone is an edit of the page.
 */
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { save, waitFor, watchFixtureSite } from '../helpers/watch.js';

const page = (title: string, body = 'We write the docs.') =>
  `---\ntitle: ${title}\ndescription: Who keeps the site.\n---\n\n${body}\n`;

const watch = watchFixtureSite('mini-site', {
  async prepare(dir) {
    await writeFile(path.join(dir, 'pages/about.md'), page('About us'));
  },
});

test("a Markdown page's front matter gives its title and description, and an edit of it alone shows the new title", async () => {
  const html = await watch.text('/about');
  assert.match(html, /<title>About us \| [^<]*<\/title>/);
  assert.match(html, /<meta name="description" content="Who keeps the site\.">/);
  await save(watch.file('pages/about.md'), page('About the team'));
  await waitFor('the new title', async () => /<title>About the team \| /.test(await watch.text('/about')));
});
