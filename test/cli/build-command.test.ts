import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { copyOfFixtureSite, ROOT, siteFolders, tempDir } from '../helpers/site.js';

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

test('build and check-links print the notice of a locale written over another, not only "no warnings"', async () => {
  const dir = await siteFolders('docgen-build-notice-')({
    'site.config.yaml': `title: Atlas
url: https://atlas.example.com
i18n:
  defaultLocale: en
  locales: [en, fr]
  localeConfigs:
    fr: { url: 'https://atlas.example.fr', baseUrl: / }
docs:
  sidebars:
    main: [intro]
`,
    'docs/intro.md': '# Introduction\n',
  });
  const notice =
    "i18n.localeConfigs.fr.baseUrl: fr is written where en is (the output’s root), over it, as Docusaurus's full build writes it; build one locale per output with docgen build --locale en\n";
  for (const command of ['build', 'check-links']) {
    const run = spawnSync(process.execPath, [BIN, command, '--config', path.join(dir, 'site.config.yaml')], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stderr, notice, command);
  }
});
