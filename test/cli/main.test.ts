import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { copyOfFixtureSite, FIXTURES, ROOT, tempDir } from '../helpers/site.js';

const BIN = path.join(ROOT, 'bin/docgen.js');
const MINI = path.join(FIXTURES, 'mini-site/site.config.yaml');

function docgen(args: string[], cwd = ROOT) {
  return spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
}

test('--help and --version', () => {
  const help = docgen(['--help']);
  assert.equal(help.status, 0);
  assert.match(help.stdout, /Usage: docgen \[options\] \[command\]/);
  for (const command of ['build', 'serve', 'init', 'check-links'])
    assert.match(help.stdout, new RegExp(`\\n  ${command}`));
  const version = docgen(['--version']);
  assert.equal(version.status, 0);
  assert.match(version.stdout.trim(), /^\d+\.\d+\.\d+$/);
});

test('init writes the starter site into a new folder, and refuses a folder where any of its files exists, writing nothing', async () => {
  const dir = await tempDir();
  try {
    const created = docgen(['init', 'my-docs'], dir);
    assert.equal(created.status, 0, created.stderr);
    assert.equal(
      created.stdout,
      '✓ created a site with 8 files in my-docs\n' +
        '  package.json: created, with the scripts docs:dev, docs:build, docs:serve, docs:check\n' +
        '  .gitignore: created with node_modules/, build/, .build.staging-*, .build.old-*, .build.lock\n' +
        '  build it:   cd my-docs && npm install && npm run docs:build\n' +
        '  preview it: cd my-docs && npm run docs:dev\n',
    );
    assert.match(
      await readFile(path.join(dir, 'my-docs/site.config.yaml'), 'utf8'),
      /^# yaml-language-server: \$schema=\S+\/schema\/site\.config\.schema\.json\n[^]*\ntitle: My Docs\n/,
    );

    await writeFile(path.join(dir, 'site.config.yaml'), 'title: Mine\n');
    const refused = docgen(['init'], dir);
    assert.equal(refused.status, 1);
    assert.equal(
      refused.stderr,
      'error cannot create a site in .: a file is already there (site.config.yaml)\n  hint: run docgen init in an empty folder, or pass one: docgen init my-docs [init-file-exists]\n',
    );
    assert.equal(await readFile(path.join(dir, 'site.config.yaml'), 'utf8'), 'title: Mine\n');
    await assert.rejects(readFile(path.join(dir, 'docs/intro.md')), { code: 'ENOENT' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('build prints a summary; warnings are grouped by kind with their sources', async () => {
  const out = await tempDir();
  try {
    const result = docgen(['build', '--config', MINI, '--out-dir', path.join(out, 'site')]);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /^✓ built 8 pages in \d+\.\d\d s, 2 warnings, \d+ KB → /);
    assert.equal(
      result.stderr,
      [
        'Broken links (2):',
        '  docs/guide/setup.md:9:30 → ./nope.md (no doc guide/nope.md in the docs folder)',
        '  docs/guide/setup.md:9:55 → ../intro.md#nowhere (no heading or element with id "nowhere" on /docs/intro)',
        '',
      ].join('\n'),
    );
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

test("an error thrown by a page's component names the line and column in its TSX, not in the bundle", async () => {
  const site = await copyOfFixtureSite('mini-site');
  try {
    await writeFile(
      path.join(site.dir, 'pages/support.tsx'),
      "export default function Support() {\n  const reason = 'the support page is broken';\n  throw new Error(reason);\n}\n",
    );
    const result = docgen(['build', '--config', site.config, '--out-dir', path.join(site.dir, 'out')]);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /^error pages\/support\.tsx:3:9 - rendering failed: the support page is broken$/m);
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});

test('a user error prints one clear line first and exits 1, without a stack trace', () => {
  const result = docgen(['build', '--config', path.join(FIXTURES, 'no-such-site.yaml')]);
  assert.equal(result.status, 1);
  const [first, second] = result.stderr.split('\n');
  assert.match(first!, /^error cannot read the site config: no file at .*no-such-site\.yaml$/);
  assert.equal(
    second,
    '  hint: run docgen in the site folder, pass --config FILE, or create a site with docgen init [config-unreadable]',
  );
  assert.doesNotMatch(result.stderr, /\n\s+at /);
});

test('serve builds, then answers pages over HTTP on 127.0.0.1 and unknown paths with the 404 page', async () => {
  const out = await tempDir();
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(
    process.execPath,
    [BIN, 'serve', '--config', MINI, '--out-dir', path.join(out, 'site'), '--port', String(port)],
    { cwd: ROOT },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (d: Buffer) => {
        output += d;
        if (output.includes(`serving `)) resolve();
      });
      child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
    });
    const page = await fetch(`http://127.0.0.1:${port}/docs/intro`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type')!, /^text\/html/);
    assert.match(await page.text(), /<h1>Introduction<\/h1>/);
    const missing = await fetch(`http://127.0.0.1:${port}/no/such/page`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /<h1>Page Not Found<\/h1>/);
    const traversal = await fetch(`http://127.0.0.1:${port}/%2e%2e/%2e%2e/etc/passwd`);
    assert.ok(traversal.status === 400 || traversal.status === 404);
  } finally {
    child.kill();
    await rm(out, { recursive: true, force: true });
  }
});

test('serve --watch listens on the port PORT names, serves from memory, and stops cleanly on Ctrl+C', async () => {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [BIN, 'serve', '--watch', '--config', MINI], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', PORT: String(port) },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => output.includes('Broken links (2):') && resolve());
      child.on('exit', (code) => reject(new Error(`serve --watch exited with ${code}: ${output}`)));
    });
    // The server answers once the site is planned; the pages' report follows the background pass.
    assert.ok(output.startsWith(`serving http://127.0.0.1:${port}/ (watching for changes; Ctrl+C to stop)\n`), output);
    assert.match(
      output,
      /\n✓ test\/fixtures\/mini-site\/site\.config\.yaml → 8 pages in \d+ ms\nBroken links \(2\):\n/,
    );
    const page = await fetch(`http://127.0.0.1:${port}/docs/intro`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<script type="module" src="\/__docgen\/live-reload\.js"/);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    assert.equal(await exited, 0);
  } finally {
    child.kill();
  }
});
