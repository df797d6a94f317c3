import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { save, watchFixtureSite } from '../helpers/watch.js';

const watch = watchFixtureSite('mini-site', { events: true });
const { file, text, editAndReload } = watch;

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
