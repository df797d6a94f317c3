// The build cache shares its files with the output folder by hard links; a cache on another file system
// (a RAM disk, a CI volume) cannot, and keeps copies instead: the next build still starts from it.
import assert from 'node:assert/strict';
import { appendFile, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../src/build.js';
import { assertSameOutput, filesOf } from '../helpers/output-files.js';
import { copyOfFixtureSite, tempDir } from '../helpers/site.js';

const RAM_DISK = '/dev/shm';
let site: { dir: string; config: string };
let out: string;
let cacheDir: string | undefined;

before(async () => {
  site = await copyOfFixtureSite('mini-site');
  out = await tempDir();
  const elsewhere = await stat(RAM_DISK).catch(() => undefined);
  if (elsewhere?.isDirectory() && elsewhere.dev !== (await stat(out)).dev) {
    cacheDir = await mkdtemp(path.join(RAM_DISK, 'docgen-cache-'));
    await appendFile(site.config, `cacheDir: ${JSON.stringify(cacheDir)}\n`);
  }
});
after(async () => {
  await Promise.all(
    [site, { dir: out }, { dir: cacheDir }].map((d) => d.dir && rm(d.dir, { recursive: true, force: true })),
  );
});

test('a cache on another file system than the output serves the next build', async (t) => {
  if (!cacheDir) return t.skip(`${RAM_DISK} is not a file system of its own here`);
  const rendered = async (outDir: string) => {
    let pages = 0;
    await build({ configFile: site.config, outDir, onProgress: (done) => (pages = Math.max(pages, done)) });
    return pages;
  };
  assert.ok((await rendered(path.join(out, 'first'))) > 0);
  assert.equal(await rendered(path.join(out, 'second')), 0);
  assertSameOutput(await filesOf(path.join(out, 'second')), await filesOf(path.join(out, 'first')));
});
