/*
 * A warm build into the folder an earlier build wrote (issue #31 item 5): the pages the cache still holds stay where
 * they are, and only what changed is moved in. The output is a cold build's, byte for byte; a page removed goes with
 * its folder; a build that fails or is killed before its commit leaves the previous output as it was, and one
 * killed during it is finished by the next run.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/build.js';
import { assertSameOutput, filesOf } from '../helpers/output-files.js';
import { fixtureSiteAndFolder, ROOT } from '../helpers/site.js';

const made = fixtureSiteAndFolder('mini-site');
const warmDir = () => path.join(made.out, 'build');

const docFile = (file: string) => path.join(made.site.dir, 'docs', file);
const edit = async (file: string, change: (text: string) => string) =>
  writeFile(docFile(file), change(await readFile(docFile(file), 'utf8')));

async function coldFiles(): Promise<Map<string, Buffer>> {
  const coldDir = path.join(made.out, 'cold');
  await build({ configFile: made.site.config, outDir: coldDir, cache: false });
  const files = await filesOf(coldDir);
  await rm(coldDir, { recursive: true });
  return files;
}

async function warmBuild(): Promise<void> {
  await build({ configFile: made.site.config, outDir: warmDir(), log: () => {} });
}

/** `docgen build` in a child process, with the environment `env` (a fault point): its cache entries are its own. */
function docgenBuild(env: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(ROOT, 'bin/docgen.js'), 'build', '--out-dir', warmDir()], {
    cwd: made.site.dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
}

test('a warm build moves what changed into the output folder, a cold build’s bytes; a page removed goes with its folder', async () => {
  await mkdir(docFile('extra'));
  await writeFile(docFile('extra/notes.md'), '# Notes\n\nFor a while.\n');
  await warmBuild();
  const folder = await stat(warmDir());
  assert.ok((await filesOf(warmDir())).has('docs/extra/notes.html'));

  await edit('guide/api.md', (text) => `${text}\nA new closing paragraph.\n`);
  await rm(docFile('extra'), { recursive: true });
  await warmBuild();
  assert.equal((await stat(warmDir())).ino, folder.ino, 'the same output folder, not a new one swapped in');
  assert.deepEqual(await readdir(made.out), ['build'], 'nothing left beside it');
  assertSameOutput(await filesOf(warmDir()), await coldFiles());
  assert.ok(!(await readdir(path.join(warmDir(), 'docs'))).includes('extra'));
});

test('a page edited by hand in the output is written again', async () => {
  await warmBuild();
  const intro = path.join(warmDir(), 'docs/intro.html');
  await writeFile(intro, (await readFile(intro, 'utf8')).replace('Welcome', 'Edited by hand'));
  await warmBuild();
  assertSameOutput(await filesOf(warmDir()), await coldFiles());
});

test('a file added by hand to the output goes, and a page deleted by hand comes back', async () => {
  await warmBuild();
  // Past the second in which a folder's change time is not trusted (see `treeToJson`): the next build records
  // the folders' stamps, and the build after it lists again only those that changed.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await warmBuild();
  await writeFile(path.join(warmDir(), 'docs/guide/notes.txt'), 'Written by hand.\n');
  await mkdir(path.join(warmDir(), 'docs/guide/by-hand'));
  await writeFile(path.join(warmDir(), 'docs/guide/by-hand/page.html'), '<p>Written by hand.</p>\n');
  await rm(path.join(warmDir(), 'docs/intro.html'));
  await warmBuild();
  assertSameOutput(await filesOf(warmDir()), await coldFiles());
});

test('a warm build that fails leaves the previous output as it was', async () => {
  await warmBuild();
  const before = await filesOf(warmDir());
  const setup = await readFile(docFile('guide/setup.md'), 'utf8');
  await edit('guide/api.md', (text) => `${text}\nAnother paragraph.\n`);
  await writeFile(docFile('guide/setup.md'), '---\nsidebar_position: first\n---\n\n# Setup\n');
  await assert.rejects(warmBuild(), /sidebar_position/);
  assertSameOutput(await filesOf(warmDir()), before);
  assert.deepEqual(await readdir(made.out), ['build']);
  await writeFile(docFile('guide/setup.md'), setup);
});

test('a build killed before its commit leaves the previous output; killed during it, the next run finishes it', async () => {
  assert.equal(docgenBuild({}).status, 0);
  const before = await filesOf(warmDir());
  await edit('guide/api.md', (text) => `${text}\nYet another paragraph.\n`);
  const staged = docgenBuild({ DOCGEN_FAULT_AT: 'staged' });
  assert.equal(staged.signal, 'SIGKILL', staged.stderr);
  assertSameOutput(await filesOf(warmDir()), before);

  for (const step of ['journal', 'moved-in']) {
    await edit('guide/api.md', (text) => `${text}\nA paragraph before the kill at ${step}.\n`);
    const killed = docgenBuild({ DOCGEN_FAULT_AT: step });
    assert.equal(killed.signal, 'SIGKILL', killed.stderr);
    assert.equal(docgenBuild({}).status, 0);
    assert.deepEqual(await readdir(made.out), ['build']);
    assertSameOutput(await filesOf(warmDir()), await coldFiles());
  }
});
