import assert from 'node:assert/strict';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { WatchServer } from '../../src/watch/serve-watch.js';
import { isEditorTemporaryFile } from '../../src/watch/watcher.js';
import { copyOfFixtureSite, tempDir } from '../helpers/site.js';
import { save, startWatch, waitFor } from '../helpers/watch.js';

let site: { dir: string; config: string };
let server: WatchServer;
let log: string[];
const file = (p: string) => path.join(site.dir, p);
const text = async (p: string) => (await fetch(new URL(p, server.url))).text();

before(async () => {
  site = await copyOfFixtureSite('mini-site');
  ({ server, log } = await startWatch(site.config));
});
after(async () => {
  await server.close();
  await rm(site.dir, { recursive: true, force: true });
});

test('a docs folder moved away and back is watched again: edits and new docs appear', async () => {
  const away = path.join(await tempDir(), 'docs');
  const logged = log.length;
  await rename(file('docs'), away);
  await waitFor('the missing folder to be reported', () => log.slice(logged).some((line) => line.includes('docs')));
  await rename(away, file('docs'));
  await waitFor('the pages to come back', async () => (await text('/docs/intro')).includes('<h1>Introduction</h1>'));
  await save(file('docs/intro.md'), `${await readFile(file('docs/intro.md'), 'utf8')}\nWritten after the move.\n`);
  await waitFor('the edit', async () => (await text('/docs/intro')).includes('Written after the move.'));
  await save(file('docs/later.md'), '# Later\n\nA doc added after the move.\n');
  await waitFor('the new doc', async () => (await text('/docs/later')).includes('A doc added after the move.'));
});

test('a doc in a folder named with digits only is served like any other', async () => {
  await mkdir(file('docs/2024'), { recursive: true });
  await save(file('docs/2024/release.md'), '# Release 2024\n\nWhat changed.\n');
  await waitFor('the page in docs/2024', async () => (await text('/docs/2024/release')).includes('What changed.'));
});

test("editors' temporary files are recognised by their real names, and nothing else", () => {
  for (const name of ['4913', '5036', 'intro.md.swp', '.intro.md.swo', 'intro.md~', '.#intro.md', '#intro.md#', 'intro.md___jb_tmp___', 'intro.md___jb_old___', 'intro.md.crswap']) {
    assert.ok(isEditorTemporaryFile(name), name);
  }
  for (const name of ['2024', '4914', '1', 'intro.md', 'swap.md', 'notes#1.md']) assert.ok(!isEditorTemporaryFile(name), name);
});
