import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../src/build.js';
import { DocgenErrors } from '../../src/errors.js';
import { ROOT, tempDir, writeFiles } from '../helpers/site.js';

let dir: string;
const outDir = () => path.join(dir, 'build');
const read = (file: string) => readFile(path.join(outDir(), file), 'utf8');
const CONFIG = `title: Redirects
url: https://redirects.example.com
baseUrl: /base/
trailingSlash: false
redirects:
  - from: /old-intro
    to: /docs/intro
  - from: [/guide, /docs/old/guide/]
    to: /docs/guide#setup
`;

before(async () => {
  dir = await tempDir(path.join(ROOT, 'node_modules/.cache/docgen-tests/redirects-'));
  await writeFiles(dir, {
    'site.config.yaml': CONFIG,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'docs/guide.md': '# Guide\n\n## Setup\n\nText.\n',
  });
  await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: outDir() });
});
after(() => rm(dir, { recursive: true, force: true }));

test('a redirect is a static page that leaves at once, keeps the #hash, and names its target as canonical', async () => {
  const html = await read('old-intro.html');
  assert.match(html, /<script>location\.replace\("\/base\/docs\/intro"\+location\.hash\)<\/script>/);
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/base\/docs\/intro">/);
  assert.match(html, /<link rel="canonical" href="https:\/\/redirects\.example\.com\/base\/docs\/intro">/);
  assert.match(html, /<a href="\/base\/docs\/intro">/);
  // A target with its own #hash keeps it.
  for (const file of ['guide.html', 'docs/old/guide.html'])
    assert.match(await read(file), /location\.replace\("\/base\/docs\/guide#setup"\)<\/script>/, file);
});

test('redirects are left out of the sitemap and search', async () => {
  const sitemap = await read('sitemap.xml');
  assert.match(sitemap, /\/base\/docs\/intro</);
  assert.doesNotMatch(sitemap, /old-intro|\/base\/guide</);
  const manifest = await read('_docgen/search/en-current.json');
  assert.doesNotMatch(manifest, /old-intro/);
});

test('a redirect from a page of the site, or to a path without one, is an error at its key', async () => {
  const broken = `${CONFIG}  - from: /docs/intro\n    to: /docs/guide\n  - from: /gone\n    to: /docs/missing\n`;
  await writeFiles(dir, { 'site.config.yaml': broken });
  const error = await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: outDir() }).then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(error instanceof DocgenErrors, String(error));
  assert.deepEqual(
    error.errors.map((e) => e.message.replace(/^.*site\.config\.yaml/, 'site.config.yaml')),
    [
      'site.config.yaml:10:11 - redirects[2].from: cannot redirect from "/docs/intro": a page of the site is there',
      'site.config.yaml:13:9 - redirects[3].to: no page at "/docs/missing" to redirect to',
    ],
  );
});
