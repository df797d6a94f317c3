/*
 * Docusaurus's site-wide `noIndex` and `titleDelimiter`, on a small site built: every page asks not to be indexed and
 * no sitemap.xml nor robots.txt is written; page titles are joined to the site's with the delimiter given.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/build.js';
import { siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-no-index-');

async function built(extra: string) {
  const dir = await site({
    'site.config.yaml': `title: Quiet\nurl: https://quiet.example.com\ntrailingSlash: false\n${extra}docs:\n  sidebars:\n    docs: [intro]\n`,
    'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
  });
  const outDir = path.join(dir, 'build');
  await build({ configFile: path.join(dir, 'site.config.yaml'), outDir });
  return { outDir, page: (file: string) => readFile(path.join(outDir, file), 'utf8') };
}

test('noIndex: every page says noindex, nofollow, and neither sitemap.xml nor robots.txt is written', async () => {
  const quiet = await built('noIndex: true\ntitleDelimiter: "·"\n');
  for (const file of ['index.html', 'docs/intro.html', 'search.html'])
    assert.match(await quiet.page(file), /<meta name="robots" content="noindex, nofollow">/, file);
  assert.equal(existsSync(path.join(quiet.outDir, 'sitemap.xml')), false);
  assert.equal(existsSync(path.join(quiet.outDir, 'robots.txt')), false);
  assert.match(await quiet.page('docs/intro.html'), /<title>Intro · Quiet<\/title>/);

  const open = await built('');
  assert.doesNotMatch(await open.page('docs/intro.html'), /name="robots"/);
  assert.match(await open.page('docs/intro.html'), /<title>Intro \| Quiet<\/title>/);
  assert.equal(existsSync(path.join(open.outDir, 'sitemap.xml')), true);
});
