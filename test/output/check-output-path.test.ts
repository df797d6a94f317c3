import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../src/build.js';
import { systemErrorAsUserError } from '../../src/errors.js';
import { copyOfFixtureSite, ROOT, tempDir } from '../helpers/site.js';
import { shown } from '../helpers/shown.js';

let site: { dir: string; config: string };
let dir: string;

before(async () => {
  site = await copyOfFixtureSite('mini-site');
  dir = await tempDir();
});
after(async () => {
  await rm(site.dir, { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
});

/** Builds and answers the error and the stages that ran before it. */
async function failedBuild(outDir: string): Promise<{ error: Error; stages: string[] }> {
  const stages: string[] = [];
  const error = await build({ configFile: site.config, outDir, onStage: (name) => stages.push(name) }).then(
    () => assert.fail('the build should fail'),
    (e: Error) => e,
  );
  return { error, stages };
}

test('an output path that is a file is refused before anything is built', async () => {
  const file = path.join(dir, 'not-a-folder');
  await writeFile(file, 'mine');
  const { error, stages } = await failedBuild(file);
  assert.equal(error.message, `the output path ${shown(file)} is a file, not a folder`);
  assert.deepEqual(stages, ['config']);
});

test('an output inside the docs, static or theme folder is refused, so that no build reads its own output', async () => {
  for (const inside of ['docs/generated', 'static/site', 'docs']) {
    const outDir = path.join(site.dir, inside);
    const { error, stages } = await failedBuild(outDir);
    const folder = inside.split('/')[0]!;
    assert.equal(
      error.message,
      `the output folder ${shown(outDir)} is inside the ${folder} folder ${shown(path.join(site.dir, folder))}: the next build would read its own output`,
    );
    assert.deepEqual(stages, ['config']);
  }
  assert.deepEqual((await readdir(path.join(site.dir, 'docs'))).sort(), ['guide', 'intro.md']);
});

test('a full disk, a folder that may not be written and a read-only file system are told in plain words with what to do', () => {
  const errno = (code: string, syscall: string, file: string) =>
    Object.assign(new Error(`${code}: raw, ${syscall} '${file}'`), { code, syscall, path: file });
  const full = systemErrorAsUserError(errno('ENOSPC', 'write', path.join(process.cwd(), 'build/docs/intro.html')))!;
  assert.equal(full.message, 'the disk is full: could not write build/docs/intro.html');
  assert.match(full.hint!, /free some space/);
  assert.equal(
    systemErrorAsUserError(errno('EACCES', 'mkdir', '/srv/site'))!.message,
    `permission denied: could not create ${shown('/srv/site')}`,
  );
  assert.equal(
    systemErrorAsUserError(errno('EROFS', 'open', '/mnt/ro/build'))!.hint,
    'build into a writable folder with --out-dir',
  );
  assert.equal(systemErrorAsUserError(errno('ENOENT', 'open', '/x')), undefined, 'other failures stay what they are');
});

test('an output folder whose parent folders do not exist yet is made with them, as Docusaurus does', async () => {
  const outDir = path.join(dir, 'not', 'yet', 'out');
  await build({ configFile: site.config, outDir });
  assert.ok((await readdir(outDir)).includes('index.html'));
  assert.deepEqual(await readdir(path.join(dir, 'not', 'yet')), ['out']);
});

test('a path through a file is refused before anything is built', async () => {
  const file = path.join(dir, 'a-file');
  await writeFile(file, 'mine');
  const { error, stages } = await failedBuild(path.join(file, 'build'));
  assert.equal(error.message, `a part of the output path ${shown(path.join(file, 'build'))} is a file, not a folder`);
  assert.deepEqual(stages, ['config']);
});

/** A 64 KB file system, where root may mount one: the only way to fill a disk for real. */
function smallDisk(): string | undefined {
  if (process.getuid?.() !== 0 || process.platform !== 'linux') return undefined;
  const mount = path.join(dir, 'small-disk');
  spawnSync('mkdir', ['-p', mount]);
  return spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mount]).status === 0 ? mount : undefined;
}

test('the CLI tells a full disk as one line and a hint, not as a bug in docgen', (t) => {
  const disk = smallDisk();
  if (!disk) return t.skip('needs root to mount a small file system');
  try {
    const result = spawnSync(
      process.execPath,
      [path.join(ROOT, 'bin/docgen.js'), 'build', '--config', site.config, '--out-dir', path.join(disk, 'build')],
      { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      /^error the disk is full: could not (write|copy|create) \S*small-disk\/build\S*\n  hint: free some space on that disk, then build again; the previous output is as it was \[file-system\]\n$/,
    );
  } finally {
    spawnSync('umount', [disk]);
  }
});
