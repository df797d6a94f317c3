import assert from 'node:assert/strict';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build, generateSite } from '../../src/build.js';
import { DocgenErrors } from '../../src/errors.js';
import { CONTEXT_PREFIX, requireContextModule } from '../../src/mdx/require-context.js';
import { copyOfFixtureSite, tempDir } from '../helpers/site.js';
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

const messages = (e: unknown) => (e instanceof DocgenErrors ? e.errors.map((x) => x.message) : [String(e)]);

test('two symbolic links looping back into the pages folder stop the build at each link, at once', async () => {
  const up = path.join(site.dir, 'pages/up');
  const self = path.join(site.dir, 'pages/self');
  await symlink('..', up);
  await symlink('.', self);
  try {
    // Followed, the two links list the pages again at every depth: 2^40 folders.
    const error = await build({ configFile: site.config, outDir: path.join(out, 'build') }).catch((e: unknown) => e);
    assert.deepEqual(messages(error).sort(), [
      `${shown(self)} - this symbolic link in the pages folder points to a folder that holds it`,
      `${shown(up)} - this symbolic link in the pages folder points to a folder that holds it`,
    ]);
  } finally {
    await rm(up);
    await rm(self);
  }
});

test('check-links, which writes nothing, refuses a static folder that loops too', async () => {
  const loop = path.join(site.dir, 'static/again');
  await symlink('.', loop);
  try {
    const error = await generateSite({ configFile: site.config, onBrokenLinks: 'warn' }).catch((e: unknown) => e);
    assert.deepEqual(messages(error), [
      `${shown(loop)} - this symbolic link in the static folder points to a folder that holds it`,
    ]);
  } finally {
    await rm(loop);
  }
});

test('a recursive require.context over a folder that loops is refused; a link to a sibling folder is followed', async () => {
  const dir = await tempDir();
  try {
    await mkdir(path.join(dir, 'data/a'), { recursive: true });
    await mkdir(path.join(dir, 'shared'));
    await writeFile(path.join(dir, 'data/a/one.json'), '1');
    await writeFile(path.join(dir, 'shared/two.json'), '2');
    await symlink('../shared', path.join(dir, 'data/shared'));
    const spec = (request: string) =>
      `${CONTEXT_PREFIX}${JSON.stringify({ request, recursive: true, pattern: '\\.json$', flags: '' })}`;
    const module = await requireContextModule(spec('./data'), dir);
    assert.match(module, /"\.\/a\/one\.json"/);
    assert.match(module, /"\.\/shared\/two\.json"/);
    await symlink('..', path.join(dir, 'data/a/back'));
    await assert.rejects(requireContextModule(spec('./data'), dir), (e: unknown) => {
      assert.deepEqual(messages(e), [
        `${shown(path.join(dir, 'data/a/back'))} - this symbolic link in the folder of require.context('./data') points to a folder that holds it`,
      ]);
      return true;
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
