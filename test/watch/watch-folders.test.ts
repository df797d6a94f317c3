import assert from 'node:assert/strict';
import { readdirSync, readlinkSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { noChanges } from '../../src/pipeline/changes.js';
import { classify, duringScan, isEditorTemporaryFile, watchTargets } from '../../src/watch/watcher.js';
import { tempDir } from '../helpers/site.js';
import { save, waitFor, watchFixtureSite } from '../helpers/watch.js';

const watch = watchFixtureSite('mini-site', {
  prepare: (dir) => writeFile(path.join(dir, 'static/big.txt'), 'a static file of some size\n'.repeat(20_000)),
});
const { file, text } = watch;

test('a docs folder moved away and back is watched again: edits and new docs appear', async () => {
  const away = path.join(await tempDir(), 'docs');
  const logged = watch.log.length;
  await rename(file('docs'), away);
  await waitFor('the missing folder to be reported', () =>
    watch.log.slice(logged).some((line) => line.includes('docs')),
  );
  await rename(away, file('docs'));
  await waitFor('the pages to come back', async () => (await text('/docs/intro')).includes('<h1>Introduction</h1>'));
  await save(file('docs/intro.md'), `${await readFile(file('docs/intro.md'), 'utf8')}\nWritten after the move.\n`);
  await waitFor('the edit', async () => (await text('/docs/intro')).includes('Written after the move.'));
  await save(file('docs/later.md'), '# Later\n\nA doc added after the move.\n');
  await waitFor('the new doc', async () => (await text('/docs/later')).includes('A doc added after the move.'));
});

test("the watcher's first scan lists what is there, which is no news; a save, a deletion or a folder going meanwhile is", () => {
  const since = 1_000;
  const events: [string, number | undefined][] = [
    ['addDir', undefined],
    ['add', 900],
    ['add', 1_100],
    ['change', 1_100],
    ['unlink', undefined],
    ['unlinkDir', undefined],
  ];
  assert.deepEqual(
    events.map(([event, mtimeMs]) => duringScan(event, mtimeMs, since)),
    [false, false, true, true, true, true],
  );
});

test('the docs folder coming back has every doc in it read again; a subfolder coming back is listed only', () => {
  const targets = watchTargets('/site/site.config.yaml', '/site', undefined);
  const back = noChanges();
  classify(back, 'addDir', targets.docs[0]!, targets);
  assert.deepEqual([back.rescanDocs, back.rereadDocs], [true, true]);
  const subfolder = noChanges();
  classify(subfolder, 'addDir', path.join(targets.docs[0]!, 'guide'), targets);
  assert.deepEqual([subfolder.rescanDocs, subfolder.rereadDocs], [true, false]);
});

test('a doc in a folder named with digits only is served like any other', async () => {
  await mkdir(file('docs/2024'), { recursive: true });
  await save(file('docs/2024/release.md'), '# Release 2024\n\nWhat changed.\n');
  await waitFor('the page in docs/2024', async () => (await text('/docs/2024/release')).includes('What changed.'));
});

test("editors' temporary files are recognised by their real names, and nothing else", () => {
  for (const name of [
    '4913',
    '5036',
    'intro.md.swp',
    '.intro.md.swo',
    'intro.md~',
    '.#intro.md',
    '#intro.md#',
    'intro.md___jb_tmp___',
    'intro.md___jb_old___',
    'intro.md.crswap',
  ]) {
    assert.ok(isEditorTemporaryFile(name), name);
  }
  for (const name of ['2024', '4914', '1', 'intro.md', 'swap.md', 'notes#1.md'])
    assert.ok(!isEditorTemporaryFile(name), name);
});

test('static files in watch mode: pipelined requests from a client that never reads hold no descriptors once it leaves', async () => {
  // Only the file's own descriptors: the process's others come and go with the follow-up work of earlier edits.
  const descriptors = () =>
    readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`).endsWith('/static/big.txt');
      } catch {
        return false;
      }
    }).length;
  const { hostname, port } = new URL(watch.server.url);
  assert.equal((await fetch(new URL('/big.txt', watch.server.url)).then((r) => r.arrayBuffer())).byteLength, 540_000);
  const baseline = descriptors();
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.pause();
  socket.write('GET /big.txt HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(30));
  await waitFor(
    'the requests to be read',
    async () => (await fetch(new URL('/docs/intro', watch.server.url))).status === 200,
  );
  assert.ok(
    descriptors() <= baseline + 3,
    `${descriptors()} descriptors of the file while a client holds 30 requests, ${baseline} before`,
  );
  socket.destroy();
  await waitFor('the descriptors to be released', () => descriptors() <= baseline);
});
