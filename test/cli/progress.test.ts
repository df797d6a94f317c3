import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { copyOfFixtureSite, FIXTURES, ROOT, tempDir } from '../helpers/site.js';
import { screenLines } from '../helpers/terminal.js';

const BIN = path.join(ROOT, 'bin/docgen.js');
const MINI = path.join(FIXTURES, 'mini-site/site.config.yaml');
const script = existsSync('/usr/bin/script') ? '/usr/bin/script' : undefined;
let site: { dir: string; config: string };
let out: string;

before(async () => {
  // The mini site, grown past 100 pages, with a duplicate route and a Markdown warning.
  site = await copyOfFixtureSite('mini-site');
  await mkdir(path.join(site.dir, 'docs/many'));
  for (let i = 0; i < 100; i++)
    await writeFile(path.join(site.dir, `docs/many/page-${i}.md`), `# Page ${i}\n\nText of page ${i}.\n`);
  await writeFile(path.join(site.dir, 'docs/many/page-7.md'), '# Page 7\n\n:::sparkles\nShiny.\n:::\n');
  await writeFile(path.join(site.dir, 'docs/zz-copy.md'), '---\nslug: /intro\n---\n\nThe same route as the intro.\n');
  out = await tempDir();
});
after(async () => {
  await rm(site.dir, { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
});

test('a long build outside a terminal prints plain progress lines, then warnings grouped by kind, then the summary', () => {
  const result = spawnSync(
    process.execPath,
    [BIN, 'build', '--config', site.config, '--out-dir', path.join(out, 'site')],
    { cwd: ROOT, encoding: 'utf8' },
  );
  assert.equal(result.status, 0, result.stderr);
  assert.equal(
    result.stderr,
    [
      'rendered 27/108 pages',
      'rendered 54/108 pages',
      'rendered 81/108 pages',
      'rendered 108/108 pages',
      'Broken links (2):',
      '  docs/guide/setup.md:9:30 → ./nope.md (no doc guide/nope.md in the docs folder)',
      '  docs/guide/setup.md:9:55 → ../intro.md#nowhere (no heading or element with id "nowhere" on /docs/intro)',
      'Duplicate routes (1):',
      '  docs/zz-copy.md:2:1 - duplicate route /docs/intro: claimed by docs/intro.md and docs/zz-copy.md',
      'Markdown (1):',
      '  docs/many/page-7.md:3:1 - unknown directive "sparkles": expected one of note, tip, info, caution, warning, danger, details, code-group, api, badge, steps, file-tree, card, card-grid, link-card',
      '',
    ].join('\n'),
  );
  assert.match(result.stdout, /^✓ built 108 pages in \d+\.\d\d s, 4 warnings, \d+(\.\d)? [KM]B → .*site\n$/);
});

test(
  'in a terminal a long build redraws one progress line, and erases it before the report',
  { skip: script ? false : 'needs script(1) for a pseudo-terminal' },
  () => {
    // Without the cache, which the build before filled: this build renders every page again.
    const result = inTerminal(['build', '--no-cache', '--config', site.config, '--out-dir', path.join(out, 'tty')], {
      NO_COLOR: '1',
    });
    assert.equal(result.status, 0, result.stdout);
    // The line showed the last count, then was erased: the screen starts with the report, nothing left of the progress.
    assert.ok(result.stdout.includes('rendering 108/108 pages'), result.stdout);
    const screen = screenLines(result.stdout);
    assert.equal(screen[0], 'Broken links (2):', JSON.stringify(result.stdout));
    assert.match(screen.at(-2)!, /^✓ built 108 pages in \d+\.\d\d s, 4 warnings/);
    assert.deepEqual(
      screen.filter((line) => /render/.test(line)),
      [],
      'no progress lines left on the screen',
    );
  },
);

/** Runs the CLI in a pseudo-terminal, as in an interactive shell. */
function inTerminal(args: string[], env: Record<string, string | undefined>) {
  const command = [process.execPath, BIN, ...args].map((a) => `'${a}'`).join(' ');
  return spawnSync(script!, ['-qec', command, '/dev/null'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

test(
  'in a terminal the summary is coloured, unless NO_COLOR is set',
  { skip: script ? false : 'needs script(1) for a pseudo-terminal' },
  async () => {
    const args = ['build', '--config', MINI, '--out-dir', path.join(out, 'mini')];
    const coloured = inTerminal(args, { NO_COLOR: undefined });
    assert.equal(coloured.status, 0, coloured.stdout);
    assert.match(coloured.stdout, /\u001b\[32m✓\u001b\[39;22m built 8 pages/);
    assert.match(coloured.stdout, /\u001b\[33mBroken links \(2\):/);
    const plain = inTerminal(args, { NO_COLOR: '1' });
    assert.equal(plain.status, 0, plain.stdout);
    // On a busy machine the build can outlast the quiet second and show progress: the screen is the same.
    const screen = screenLines(plain.stdout);
    assert.equal(screen[0], 'Broken links (2):', JSON.stringify(plain.stdout));
    assert.match(screen.at(-2)!, /^✓ built 8 pages in/);
    assert.doesNotMatch(plain.stdout, /\u001b\[\d+(;\d+)*m/);
  },
);
