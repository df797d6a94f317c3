/*
 * A build run from another folder than the last one finds the pages that one rendered: the files a config names for
 * messages (a version's sidebars file, the config file a redirect comes from) are shown relative to the folder docgen
 * runs in, and they were part of every page's cache key, so that every page rendered again.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { copyOfFixtureSite, ROOT } from '../helpers/site.js';

const BIN = path.join(ROOT, 'bin/docgen.js');
const made: string[] = [];
after(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

/** `docgen build` run in `cwd`: the line that reports the build. */
function buildIn(cwd: string, config: string): string {
  const run = spawnSync(process.execPath, [BIN, 'build', '--config', config], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.split('\n').find((line) => line.includes('built'))!;
}

test('a build run from the site folder after one run from its parent renders no page', async () => {
  const site = await copyOfFixtureSite('versioned-site');
  made.push(site.dir);
  assert.match(buildIn(path.dirname(site.dir), site.config), /built 11 pages in .*, no warnings, /);
  assert.match(buildIn(site.dir, 'site.config.yaml'), /no warnings, .*\(0 rendered, 11 from the build cache\)/);
});
