import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../src/build.js';
import { FIXTURES, ROOT, tempDir } from '../helpers/site.js';

const BIN = path.join(ROOT, 'bin/docgen.js');
const MINI = path.join(FIXTURES, 'mini-site/site.config.yaml');
let dir: string;
const out = () => path.join(dir, 'build');

before(async () => {
  dir = await tempDir();
});
after(() => rm(dir, { recursive: true, force: true }));

/**
 * Without the cache: a build with it moves only what changed into the output folder an earlier one wrote (see
 * commit-in-place.test.ts); a folder is swapped in by a build that holds none of its pages.
 */
function docgenBuild(env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [BIN, 'build', '--config', MINI, '--out-dir', out(), '--no-cache'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
}

/** A complete site: its home page and the marker docgen writes last. */
async function assertCompleteSite(): Promise<void> {
  assert.match(await readFile(path.join(out(), 'index.html'), 'utf8'), /<\/html>/);
  assert.ok(existsSync(path.join(out(), '.docgen-build')));
}

const besideOutput = async () => (await readdir(dir)).sort();

test('a build killed at any step of the swap leaves a complete site; the next run removes what it left', async () => {
  assert.equal(docgenBuild().status, 0);
  for (const step of ['staged', 'exchanged']) {
    const killed = docgenBuild({ DOCGEN_FAULT_AT: step });
    assert.equal(killed.signal, 'SIGKILL', `the build was killed ${step}: ${killed.stderr}`);
    await assertCompleteSite();
    assert.ok((await besideOutput()).length > 1, `the killed build left its staging or old folder after "${step}"`);
    const next = docgenBuild();
    assert.equal(next.status, 0, next.stderr);
    assert.deepEqual(await besideOutput(), ['build']);
    await assertCompleteSite();
  }
});

test('without an exchange of names, a build killed between its two renames is recovered by the next run', async () => {
  assert.equal(docgenBuild().status, 0);
  const killed = docgenBuild({ DOCGEN_FAULT_AT: 'moved-aside', DOCGEN_NO_EXCHANGE: '1' });
  assert.equal(killed.signal, 'SIGKILL');
  const next = docgenBuild({ DOCGEN_NO_EXCHANGE: '1' });
  assert.equal(next.status, 0, next.stderr);
  assert.deepEqual(await besideOutput(), ['build']);
  await assertCompleteSite();
});

test('a second build of the same output while one runs is refused with a clear message; a stale lock is taken over', async () => {
  const lock = path.join(dir, '.build.lock');
  await writeFile(lock, String(process.ppid));
  await assert.rejects(build({ configFile: MINI, outDir: out() }), {
    message: `another docgen build (process ${process.ppid}) is writing ${out()}`,
  });
  const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
  await writeFile(lock, String(gone));
  await build({ configFile: MINI, outDir: out() });
  assert.deepEqual(await besideOutput(), ['build']);
  await assertCompleteSite();
});

/** A `python3` first in PATH that runs the real one (or not), then exits with a status of its own. */
async function lyingPython(exchanges: boolean, status: number): Promise<Record<string, string>> {
  const bin = path.join(dir, `bin-${exchanges}-${status}`);
  await mkdir(bin, { recursive: true });
  const real = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).stdout.trim();
  await writeFile(path.join(bin, 'python3'), `#!/bin/sh\n${exchanges ? `"${real}" "$@"\n` : ''}exit ${status}\n`);
  await chmod(path.join(bin, 'python3'), 0o755);
  return { PATH: `${bin}${path.delimiter}${process.env.PATH}` };
}

test('the swap is judged by the folders on disk, not by what the exchange program reports', async () => {
  const config = path.join(dir, 'site/site.config.yaml');
  await cp(path.dirname(MINI), path.dirname(config), { recursive: true });
  const intro = path.join(dir, 'site/docs/intro.md');
  const siteBuild = (env: Record<string, string>) =>
    spawnSync(process.execPath, [BIN, 'build', '--config', config, '--out-dir', out(), '--no-cache'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', ...env },
    });
  assert.equal(siteBuild({}).status, 0);
  let version = 0;
  for (const [exchanges, status] of [
    [true, 1],
    [false, 0],
    [false, 1],
  ] as const) {
    await writeFile(intro, `# Version ${++version}\n\nText.\n`);
    const run = siteBuild(await lyingPython(exchanges, status));
    assert.equal(run.status, 0, run.stderr);
    assert.match(await readFile(path.join(out(), 'docs/intro.html'), 'utf8'), new RegExp(`Version ${version}<`));
    const left = (await besideOutput()).filter((name) => !name.startsWith('bin-') && name !== 'site');
    assert.deepEqual(left, ['build']);
  }
});
