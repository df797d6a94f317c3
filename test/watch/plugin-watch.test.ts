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
