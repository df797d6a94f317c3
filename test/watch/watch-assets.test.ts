import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { save, waitFor, watchFixtureSite } from '../helpers/watch.js';

const watch = watchFixtureSite('assets-site');
const { get } = watch;
const imageOf = async (route: string) =>
  /<img src="(\/assets\/images\/diagram-[0-9a-f]{8}\.svg)"/.exec(await (await get(route)).text())?.[1];

test('serve --watch serves the files next to the docs, and a changed one under its new name', async () => {
  const first = await imageOf('/docs/intro');
  assert.ok(first, 'the page shows the copied diagram');
  const svg = watch.file('docs/guide/media/diagram.svg');
  const served = await get(first);
  assert.equal(served.status, 200);
  assert.equal(await served.text(), await readFile(svg, 'utf8'));

  const changed =
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="orange"/></svg>\n';
  await save(svg, changed);
  const second = await waitFor('the page to show the new diagram', async () => {
    const now = await imageOf('/docs/intro');
    return now !== first && now;
  });
  assert.equal(await (await get(second)).text(), changed);
  assert.equal((await get(first)).status, 404, 'the old copy is gone');
});

test('a file beside the docs that a body edit links to is served with the page, and goes once no page links to it', async () => {
  const intro = watch.file('docs/intro.md');
  const original = await readFile(intro, 'utf8');
  const linkOf = async () =>
    /href="(\/assets\/files\/unused-[0-9a-f]{8}\.txt)"/.exec(await (await get('/docs/intro')).text())?.[1];
  assert.equal(await linkOf(), undefined);
  await save(intro, original.replace('Download', 'Read [the notes](files/unused.txt). Download'));
  const notes = await waitFor('the page to link to the notes', linkOf);
  await watch.server.idle();
  const served = await get(notes);
  assert.equal(served.status, 200);
  assert.equal(await served.text(), await readFile(watch.file('docs/files/unused.txt'), 'utf8'));

  await save(intro, original);
  await waitFor('the page without the link', async () => (await linkOf()) === undefined);
  await watch.server.idle();
  assert.equal((await get(notes)).status, 404, 'a build would not write it');
});

test('a file beside the docs that a body edit links to is served as soon as the page is, before the index files', async () => {
  const intro = watch.file('docs/intro.md');
  const original = await readFile(intro, 'utf8');
  await watch.server.idle();
  // The index files (made of every page, after the page is shown) are held until the file has been asked for.
  const { builder } = watch.server;
  const siteFiles = builder.siteFiles.bind(builder);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  builder.siteFiles = async () => {
    await released;
    return siteFiles();
  };
  try {
    await save(intro, original.replace('Download', 'Read [the notes](files/unused.txt). Download'));
    const notes = await waitFor(
      'the page to link to the notes',
      async () =>
        /href="(\/assets\/files\/unused-[0-9a-f]{8}\.txt)"/.exec(await (await get('/docs/intro')).text())?.[1],
    );
    assert.equal((await get(notes)).status, 200);
  } finally {
    release();
    builder.siteFiles = siteFiles;
    await save(intro, original);
    await watch.server.idle();
  }
});
