import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { copyOfFixtureSite, ROOT, tempDir } from '../helpers/site.js';

const BIN = path.join(ROOT, 'bin/docgen.js');

test("build's summary says how many pages it rendered when the build cache held the others", async () => {
  const site = await copyOfFixtureSite('mini-site');
  const out = await tempDir();
  const build = (...args: string[]) => {
    const run = spawnSync(
      process.execPath,
      [BIN, 'build', '--config', site.config, '--out-dir', path.join(out, 'site'), ...args],
      { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
    assert.equal(run.status, 0, run.stderr);
    return run.stdout.trim();
  };
  try {
    // The first build renders every page: its summary is as it always was.
    assert.match(build(), /^✓ built 8 pages in \d+\.\d\d s, 2 warnings, \d+ KB → \S+site$/);
    await appendFile(path.join(site.dir, 'docs/guide/api.md'), '\nA new closing paragraph.\n');
    assert.match(build(), / → \S+site \(1 rendered, 7 from the build cache\)$/);
    assert.match(build(), / → \S+site \(0 rendered, 8 from the build cache\)$/);
    assert.match(build('--no-cache'), / KB → \S+site$/);
  } finally {
    await rm(site.dir, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  }
});
