import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { BuildCache } from '../../src/cache/build-cache.js';
import { copyOfFixtureSite, ROOT, tempDir } from '../helpers/site.js';
import { startWatch } from '../helpers/watch.js';

const BIN = path.join(ROOT, 'bin/docgen.js');
const made: string[] = [];
after(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A copy of the mini site, changed by `prepare`. */
async function miniSite(prepare: (dir: string) => Promise<void> = async () => {}) {
  const site = await copyOfFixtureSite('mini-site');
  made.push(site.dir);
  // Other tests build the fixture in place, leaving its cache in node_modules.
  await rm(path.join(site.dir, 'node_modules'), { recursive: true, force: true });
  await prepare(site.dir);
  return site;
}

/**
 * Runs the CLI in `cwd` with TMPDIR set to a folder of the test's own. A build that never exits (esbuild or a render
 * thread left running) is killed after a minute and fails the test by its missing exit code.
 */
async function docgen(args: string[], cwd: string) {
  const tmp = await tempDir();
  made.push(tmp);
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1', TMPDIR: tmp },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(killer);
  return { code, stdout, stderr, tmp };
}

const CACHE_HINT = (dir: string) =>
  `  hint: make ${dir} a folder you can write to, with room on its disk, or set cacheDir in the config to another folder; ` +
  'with --no-cache, nothing is kept there (only a temporary folder in TMPDIR is used) [file-system]\n';

test('a cache folder under a regular file ends the build with its path and what to do, no output begun', async () => {
  const site = await miniSite((dir) => writeFile(path.join(dir, 'node_modules'), 'not a folder\n'));
  const before = (await readdir(site.dir)).sort();
  const run = await docgen(['build'], site.dir);
  assert.equal(run.code, 1, run.stderr);
  assert.equal(
    run.stderr,
    'error a part of the path node_modules/.cache/docgen/build is a file, not a folder\n' +
      CACHE_HINT('node_modules/.cache/docgen'),
  );
  assert.deepEqual((await readdir(site.dir)).sort(), before, 'no output, staging folder or lock left');
});

test('cacheDir under /proc ends the build with the folder that cannot be made (it hung in mkdir)', async () => {
  const site = await miniSite(async (dir) => {
    const config = path.join(dir, 'site.config.yaml');
    await writeFile(config, `${await readFile(config, 'utf8')}cacheDir: /proc/docgen-cache\n`);
  });
  const run = await docgen(['build'], site.dir);
  assert.equal(run.code, 1, run.stderr);
  assert.equal(
    run.stderr,
    'error could not create the folder /proc/docgen-cache: where it would go, no folder can be made\n' +
      CACHE_HINT('/proc/docgen-cache'),
  );
  assert.equal(existsSync(path.join(site.dir, 'build')), false);
});

test('an output folder under /proc ends the build with its path', async () => {
  const site = await miniSite();
  const run = await docgen(['build', '--out-dir', '/proc/docgen-out/build'], site.dir);
  assert.equal(run.code, 1, run.stderr);
  assert.equal(
    run.stderr,
    'error could not create the folder /proc/docgen-out: where it would go, no folder can be made\n' +
      '  hint: check the path, or choose another --out-dir [file-system]\n',
  );
});

test('--no-cache writes nothing under the cache folder: the server bundle goes to a temporary folder removed at exit', async () => {
  const site = await miniSite();
  const run = await docgen(['build', '--no-cache'], site.dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /^✓ built 8 pages in /);
  assert.equal(existsSync(path.join(site.dir, 'node_modules')), false);
  assert.deepEqual(await readdir(run.tmp), []);

  // A cache folder that cannot be written to is no obstacle then.
  await writeFile(path.join(site.dir, 'node_modules'), 'not a folder\n');
  const again = await docgen(['build', '--no-cache'], site.dir);
  assert.equal(again.code, 0, again.stderr);
});

test('a write the cache refuses after it opened (a full disk, a folder made read-only) is thrown by finish', async () => {
  const dir = await tempDir();
  made.push(dir);
  const cache = await BuildCache.open(dir, () => {});
  const entries = path.join(dir, 'entries');
  await mkdir(entries);
  // Immutable refuses even root; where chattr is not allowed, the tests do not run as root and a mode does.
  const immutable = spawnSync('chattr', ['+i', entries]).status === 0;
  if (!immutable) await chmod(entries, 0o555);
  try {
    cache.write('page', 'key', {}, ['contents']);
    await assert.rejects(cache.finish(), (error: NodeJS.ErrnoException) => ['EPERM', 'EACCES'].includes(error.code!));
  } finally {
    if (immutable) spawnSync('chattr', ['-i', entries]);
    else await chmod(entries, 0o755);
    cache.release();
  }
});

test('serve --watch with a cache folder it cannot write answers with the error, not a page waiting for ever', async () => {
  const site = await miniSite((dir) => writeFile(path.join(dir, 'node_modules'), 'not a folder\n'));
  const { server } = await startWatch(site.config);
  try {
    await server.idle();
    const page = await fetch(`${server.url}/docs/intro`);
    assert.equal(page.status, 500);
    const html = await page.text();
    assert.match(html, /<title>docgen: the site does not build<\/title>/);
    assert.match(html, /error a part of the path \S+\/node_modules\/\.cache\/docgen\/build is a file, not a folder/);
  } finally {
    await server.close();
  }
});
