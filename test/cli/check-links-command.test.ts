import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { FIXTURES, ROOT } from '../helpers/site.js';

const BIN = path.join(ROOT, 'bin/docgen.js');
const BROKEN = path.join(FIXTURES, 'broken-links/site.config.yaml');

function checkLinks(...args: string[]) {
  return spawnSync(process.execPath, [BIN, 'check-links', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
}

test('check-links lists every kind of broken link as file:line:column → target (reason) and exits 1', () => {
  const result = checkLinks('--config', BROKEN);
  assert.equal(result.status, 1, result.stderr);
  assert.equal(
    result.stdout,
    [
      'docs/a.md:7:3 → /docs/nowhere (no page or file at /docs/nowhere)',
      'docs/a.md:8:3 → ./missing.md (no doc missing.md in the docs folder)',
      'docs/a.md:9:3 → #not-here (no heading or element with id "not-here" on this page)',
      'docs/a.md:10:3 → ./b.md#not-there (no heading or element with id "not-there" on /docs/b)',
      'docs/a.md:11:3 → /img/missing.png (no file at /img/missing.png)',
      'docs/a.md:12:3 → https:// (malformed URL: no host)',
      'docs/a.md:13:3 → http//example.com/page (malformed URL: "http" needs a ":" before the "//")',
      'docs/a.md:14:3 → javascript:alert(document.cookie) (a javascript: URL runs code instead of leading somewhere: use a button in a theme component)',
      'site.config.yaml:13:11 → /changelog (no page or file at /changelog)',
      // A raw <a> of a page is listed with why it would not fail a build.
      'pages/index.tsx:6:57 → /docs/retired (no page or file at /docs/retired; a raw <a> in JSX, which Docusaurus does not check, so this is not an error: write <Link> to have it checked)',
      '10 broken links in 6 pages',
      '',
    ].join('\n'),
  );
  assert.equal(result.stderr, '');
});

test('check-links --format json gives the same findings as data', () => {
  const result = checkLinks('--config', BROKEN, '--format', 'json');
  assert.equal(result.status, 1);
  const found = JSON.parse(result.stdout) as {
    kind: string;
    file: string;
    line: number | null;
    column: number | null;
    url: string;
    reason: string;
  }[];
  assert.equal(found.length, 10);
  assert.deepEqual(found[3], {
    kind: 'broken-link',
    file: 'docs/a.md',
    line: 10,
    column: 3,
    url: './b.md#not-there',
    target: '/docs/b#not-there',
    reason: 'no heading or element with id "not-there" on /docs/b',
  });
  assert.deepEqual(
    found.map((f) => `${f.file}:${f.line}`),
    [
      'docs/a.md:7',
      'docs/a.md:8',
      'docs/a.md:9',
      'docs/a.md:10',
      'docs/a.md:11',
      'docs/a.md:12',
      'docs/a.md:13',
      'docs/a.md:14',
      'site.config.yaml:13',
      'pages/index.tsx:6',
    ],
  );
});

test('check-links passes on the craft.js site: exit 0, nothing broken', () => {
  const result = checkLinks('--config', path.join(ROOT, 'site.config.yaml'));
  assert.equal(result.stderr, '');
  assert.match(result.stdout, /^no broken links in \d+ pages\n$/);
  assert.equal(result.status, 0);
});
