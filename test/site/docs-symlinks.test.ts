import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { copyOfFixtureSite, ROOT } from '../helpers/site.js';

let site: { dir: string; config: string };

before(async () => {
  site = await copyOfFixtureSite('mini-site');
  await symlink('.', path.join(site.dir, 'docs/self'));
  await symlink('..', path.join(site.dir, 'docs/up'));
});
after(() => rm(site.dir, { recursive: true, force: true }));

const docgenBuild = () =>
  spawnSync(process.execPath, [path.join(ROOT, 'bin/docgen.js'), 'build', '--config', site.config], {
    cwd: site.dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });

test('links of the docs folder to itself and to the site folder read no doc twice, and each is named', async () => {
  // Twice: the second build would find the first one's Markdown files (build/**/*.md) through docs/up.
  for (const run of [1, 2]) {
    const result = docgenBuild();
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout + result.stderr, /✓ built 8 pages/, `build ${run}`);
    assert.ok(
      (result.stdout + result.stderr).includes(
        'Symbolic links not followed (2):\n' +
          '  docs/self - a symbolic link to a folder of the docs folder, read under its own name (.): not followed\n' +
          `  docs/up - a symbolic link to a folder outside the docs folder (${site.dir}): not followed\n`,
      ),
      result.stdout + result.stderr,
    );
  }
  assert.deepEqual((await readdir(path.join(site.dir, 'build/docs'))).sort(), ['guide', 'intro.html', 'intro.md']);
});
