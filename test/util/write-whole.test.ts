import assert from 'node:assert/strict';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { writeWhole } from '../../src/util/write-whole.js';
import { tempDir } from '../helpers/site.js';

test('a file is replaced whole, and a write that fails leaves the old bytes and no stray file', async () => {
  const dir = await tempDir();
  try {
    const file = path.join(dir, 'entry');
    await writeFile(file, 'old');
    await writeWhole(file, 'new');
    assert.equal(await readFile(file, 'utf8'), 'new');
    // A folder where the file should go: the rename fails.
    const blocked = path.join(dir, 'blocked');
    await mkdir(path.join(blocked, 'inside'), { recursive: true });
    await assert.rejects(writeWhole(blocked, 'x'));
    assert.deepEqual((await readdir(dir)).sort(), ['blocked', 'entry']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
