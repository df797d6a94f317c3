import assert from 'node:assert/strict';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { whenPresent } from '../../src/watch/when-present.js';
import { tempDir } from '../helpers/site.js';

/** Resolves with what `whenPresent` found at `target`; `stop` ends the look early. */
function found(target: string) {
  let stop!: () => void;
  const seen = new Promise<string>((resolve) => {
    stop = whenPresent(target, (stats) => resolve(stats.isDirectory() ? 'folder' : 'file'));
  });
  return { seen, stop };
}

test('a path that is not there yet is found once made, folders on its way first, and as a folder or a file', async () => {
  const dir = await tempDir();
  const deep = found(path.join(dir, 'i18n/fr/code.json'));
  const folder = found(path.join(dir, 'static'));
  await mkdir(path.join(dir, 'i18n'));
  await mkdir(path.join(dir, 'i18n/fr'));
  await writeFile(path.join(dir, 'i18n/fr/code.json'), '{}\n');
  assert.equal(await deep.seen, 'file');
  // Made elsewhere and moved in, as `mv` brings a folder back.
  await mkdir(path.join(dir, 'away'));
  await rename(path.join(dir, 'away'), path.join(dir, 'static'));
  assert.equal(await folder.seen, 'folder');
});

test('a path there already is found at once; a look that is stopped finds nothing', async () => {
  const dir = await tempDir();
  assert.equal(await found(dir).seen, 'folder');
  const stopped = found(path.join(dir, 'later.md'));
  stopped.stop();
  await writeFile(path.join(dir, 'later.md'), '# Later\n');
  const late = await Promise.race([stopped.seen, new Promise((resolve) => setTimeout(resolve, 300, 'nothing'))]);
  assert.equal(late, 'nothing');
  await rm(dir, { recursive: true, force: true });
});
