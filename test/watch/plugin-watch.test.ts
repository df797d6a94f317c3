import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linkDocgenPackage } from '../helpers/site.js';
import { watchFixtureSite } from '../helpers/watch.js';

const watch = watchFixtureSite('plugin-api-site', { events: true, prepare: linkDocgenPackage });

test('editing the JSON file a plugin declares as its input makes its routes again: the page shows the edit', async () => {
  assert.match(await watch.text('/changelog/1.1.0'), /<li>Faster search<\/li>/);
  await watch.editAndReload(
    'changelog.json',
    (old) => old.replace('Faster search', 'Much faster search'),
    'changelog/1.1.0/index.html',
  );
  assert.match(await watch.text('/changelog/1.1.0'), /<li>Much faster search<\/li>/);
  // A release added to the file is a route of its own.
  await watch.editAndReload(
    'changelog.json',
    (old) => old.replace('[', '[\n  { "version": "1.2.0", "date": "2026-11-20", "changes": ["Plugins"] },'),
    'changelog/1.2.0/index.html',
  );
  assert.match(await watch.text('/changelog/1.2.0'), /<h1>Version 1\.2\.0<\/h1>/);
  assert.match(await watch.text('/changelog'), /href="\/changelog\/1\.2\.0"/);
});

test('editing the plugin’s own module makes it again, and its routes: the pages show what the new code makes', async () => {
  await watch.editAndReload(
    'plugins/changelog/index.mjs',
    (old) => old.replace('title: `Version ${release.version}`', 'title: `Release ${release.version}`'),
    'changelog/1.0.0/index.html',
  );
  assert.match(await watch.text('/changelog/1.0.0'), /<title>Release 1\.0\.0 \| Plugin API<\/title>/);
});

test('editing a component the plugin’s routes render with renders its routes again', async () => {
  await watch.editAndReload(
    'plugins/changelog/Release.jsx',
    (old) => old.replace('Released on', 'Published on'),
    'changelog/1.0.0/index.html',
  );
  assert.match(await watch.text('/changelog/1.0.0'), /<p class="release-date">Published on 2026-10-01\.<\/p>/);
});
