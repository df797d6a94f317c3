import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { evaluateFileWithInputs } from '../../src/docusaurus/evaluate-file.js';
import { writeFiles } from '../helpers/site.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

test("a sidebars file's require.resolve('./more') answers the file on disk, extension included, as Node's does", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-evaluate-'));
  dirs.push(dir);
  await writeFiles(dir, {
    'sidebars.js': "module.exports = { more: require.resolve('./more'), plugin: require.resolve('some-plugin') };",
    'more.ts': 'export default {};',
  });
  const { value } = await evaluateFileWithInputs(path.join(dir, 'sidebars.js'), { displayName: 'sidebars.js' });
  assert.deepEqual(value, { more: path.join(dir, 'more.ts'), plugin: 'some-plugin' });
});
