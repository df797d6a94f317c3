import assert from 'node:assert/strict';
import { lstat, readFile, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../src/build.js';
import { copyOfFixtureSite, tempDir } from '../helpers/site.js';
import { startWatch } from '../helpers/watch.js';
import { shown } from '../helpers/shown.js';

let site: { dir: string; config: string };
let out: string;

before(async () => {
  site = await copyOfFixtureSite('mini-site');
  out = await tempDir();
});
after(async () => {
  await rm(site.dir, { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
});

test('a symbolic link in static/ to a file or folder inside the project is published as what it points to', async () => {
  await symlink('img/dot.svg', path.join(site.dir, 'static/alias.svg'));
  await symlink('../docs/guide', path.join(site.dir, 'static/guide-sources'));
  await build({ configFile: site.config, outDir: path.join(out, 'build') });
  const alias = path.join(out, 'build/alias.svg');
  assert.ok((await lstat(alias)).isFile(), 'a file, not a link');
  assert.equal(await readFile(alias, 'utf8'), await readFile(path.join(site.dir, 'static/img/dot.svg'), 'utf8'));
  assert.ok((await lstat(path.join(out, 'build/guide-sources'))).isDirectory());
  assert.equal(
    await readFile(path.join(out, 'build/guide-sources/api.md'), 'utf8'),
    await readFile(path.join(site.dir, 'docs/guide/api.md'), 'utf8'),
  );
});

test('a symbolic link in static/ to something outside the project is refused with its position; the output stays as it was', async () => {
  const link = path.join(site.dir, 'static/etcdir');
  await symlink('/etc', link);
  try {
    await assert.rejects(build({ configFile: site.config, outDir: path.join(out, 'build') }), {
      message: `${shown(link)} - this symbolic link in the static folder points outside the project, to /etc`,
    });
    assert.ok((await lstat(path.join(out, 'build/alias.svg'))).isFile());
  } finally {
    await rm(link);
  }
});

test('watch mode serves the same links inside the project, and nothing through a link outside it', async () => {
  const link = path.join(site.dir, 'static/passwd.txt');
  await symlink('/etc/passwd', link);
  const { server } = await startWatch(site.config);
  try {
    const linked = await fetch(new URL('/guide-sources/api.md', server.url));
    assert.equal(linked.status, 200);
    assert.equal(await linked.text(), await readFile(path.join(site.dir, 'docs/guide/api.md'), 'utf8'));
    const outside = await fetch(new URL('/passwd.txt', server.url));
    assert.equal(outside.status, 404);
    assert.doesNotMatch(await outside.text(), /root:/);
  } finally {
    await server.close();
    await rm(link);
  }
});
