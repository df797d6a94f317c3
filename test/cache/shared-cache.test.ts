// Two builds on one cache folder (two terminals, or a build beside `serve --watch`): the one that ends first
// must not prune the entries the other is using, which no finished build's record names yet.
import assert from 'node:assert/strict';
import { readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { BuildCache } from '../../src/cache/build-cache.js';
import { tempDir } from '../helpers/site.js';

async function entriesIn(dir: string): Promise<string[]> {
  return (await readdir(path.join(dir, 'entries'))).sort();
}

describe('a build cache shared by two builds at once', () => {
  test("the build that ends first keeps the other's entries; once the other is gone, the next build that ends prunes them", async () => {
    const dir = path.join(await tempDir(), 'build');
    const watching = await BuildCache.open(dir, () => {});
    watching.write('page', 'watched', {}, ['a page of the watch session']);
    await watching.flush();

    const building = await BuildCache.open(dir, () => {});
    building.write('page', 'built', {}, ['a page of the build']);
    await building.finish();
    building.release();
    assert.deepEqual(await entriesIn(dir), ['page-built', 'page-watched']);

    watching.release();
    const next = await BuildCache.open(dir, () => {});
    next.write('page', 'next', {}, ['a page of the next build']);
    // Kept by its record: the build before this one used it.
    await next.read('page', 'built');
    await next.finish();
    next.release();
    assert.deepEqual(await entriesIn(dir), ['page-built', 'page-next']);
  });

  test('the mark of a process that is gone does not keep the cache from being pruned', async () => {
    const dir = path.join(await tempDir(), 'build');
    const crashed = await BuildCache.open(dir, () => {});
    crashed.write('page', 'orphan', {}, ['left by a killed build']);
    await crashed.flush();
    // Rename its mark as a killed process would have left it: a process id no process has.
    const users = path.join(dir, 'users');
    const [mark] = await readdir(users);
    await rename(path.join(users, mark!), path.join(users, '2147483646-0'));

    const next = await BuildCache.open(dir, () => {});
    next.write('page', 'next', {}, ['a page of the next build']);
    await next.finish();
    next.release();
    assert.deepEqual(await entriesIn(dir), ['page-next']);
    assert.deepEqual(await readdir(users), []);
  });
});
