import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { save, waitFor, watchFixtureSite } from '../helpers/watch.js';

const watch = watchFixtureSite('mini-site', { events: true });
const { file, text, editAndReload } = watch;

/**
 * The search index as served: its manifest, and every term of its shards; undefined when a refresh swapped the index
 * between the manifest and its shards (they are named by their contents).
 */
async function searchIndex() {
  const manifest = JSON.parse(await text('/_docgen/search/en-current.json')) as {
    pages: unknown[];
    sections: unknown[][];
    shards: [string, string][];
  };
  const shards = await Promise.all(manifest.shards.map(async ([, url]) => await text(url)));
  if (shards.some((shard) => !shard.startsWith('['))) return undefined;
  const rows = shards.flatMap((shard) => JSON.parse(shard) as unknown[][]);
  return { manifest, terms: new Set(rows.map((row) => row[0] as string)) };
}

test('a body edit indexes its page for search again, and every other page is found as before', async () => {
  await watch.server.idle();
  const before = await waitFor('the search index', searchIndex);
  await editAndReload('docs/guide/api.md', (s) => `${s}\nA zebracorn paragraph.\n`, 'docs/guide/api.html');
  const after = await waitFor('the search index to have the new text', async () => {
    const index = await searchIndex();
    return index?.terms.has('zebracorn') && index;
  });
  assert.deepEqual(after.manifest.pages, before.manifest.pages);
  assert.deepEqual(
    [...before.terms].filter((term) => !after.terms.has(term)),
    [],
  );
});

test('an edit saved while the follow-up of the edit before is under way still reaches the open pages', async () => {
  const { server } = watch;
  const { builder } = server;
  await editAndReload('docs/intro.md', (s) => `${s}\nThe first edit.\n`, 'docs/intro.html');
  await server.idle();
  // The follow-up (search index, index files) is held once it has the index files, until the next edit's page is
  // rendered: the two then meet where, on a busy machine, they met by chance.
  const siteFiles = builder.siteFiles.bind(builder);
  const update = builder.update.bind(builder);
  let followUpHeld!: () => void;
  const held = new Promise<void>((resolve) => (followUpHeld = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  builder.siteFiles = async () => {
    builder.siteFiles = siteFiles;
    const files = await siteFiles();
    followUpHeld();
    await released;
    return files;
  };
  builder.update = async (changes) => {
    builder.update = update;
    const result = await update(changes);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    return result;
  };
  await held;
  const from = watch.events.received.length;
  await save(file('docs/intro.md'), `${await readFile(file('docs/intro.md'), 'utf8')}\nThe second edit.\n`);
  const reload = await watch.events.next(
    'reload',
    from,
    (d) => (d.files as string[] | undefined)?.includes('docs/intro.html') ?? false,
    60_000,
  );
  assert.match((reload.pages as Record<string, string>)['docs/intro.html']!, /<p>The second edit\.<\/p>/);
  assert.match(await text('/docs/intro'), /<p>The second edit\.<\/p>/);
});
