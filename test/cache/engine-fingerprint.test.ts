// The build cache's entries are named with docgen's code: a start reads the compiled code's hash that
// `npm run build:engine` wrote, so that hash must be of the code that runs, and change with any of it.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { CODE_FINGERPRINT_FILE, codeFingerprint } from '../../src/cache/engine-fingerprint.js';
import { tempDir } from '../helpers/site.js';

const dist = path.resolve(import.meta.dirname, '../../dist');

test('the engine build writes the hash of the compiled code it made', async () => {
  assert.equal(await readFile(path.join(dist, CODE_FINGERPRINT_FILE), 'utf8'), await codeFingerprint(dist));
});

test("the code's hash changes with a file's contents or name, and not with a source map", async () => {
  const dir = await tempDir();
  await writeFile(path.join(dir, 'main.js'), 'export const a = 1;\n');
  const before = await codeFingerprint(dir);
  await writeFile(path.join(dir, 'main.js.map'), '{}');
  assert.equal(await codeFingerprint(dir), before);
  await writeFile(path.join(dir, 'main.js'), 'export const a = 2;\n');
  const edited = await codeFingerprint(dir);
  assert.notEqual(edited, before);
  await writeFile(path.join(dir, 'other.js'), '');
  assert.notEqual(await codeFingerprint(dir), edited);
});
