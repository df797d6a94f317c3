/*
 * A build holds no doc's text from its read to its page (issues #31 and #33): read whole, the text of every version's
 * and every locale's docs was most of what a cold build's main thread held. Each doc keeps what its body says that
 * planning needs, and read again it is the doc read whole; a later build finds that outline as the first one read it.
 */
import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { BuildCache } from '../../src/cache/build-cache.js';
import { DocOutlineCache } from '../../src/cache/doc-outline-cache.js';
import { StageErrors } from '../../src/pipeline/stage-errors.js';
import { DocStore, readBody, type DocFolder } from '../../src/sources/docs/doc-store.js';
import { tempDir } from '../helpers/site.js';

const DOC =
  '---\ntitle: Tabs\n---\n\nPick one of the tabs below.\n\n<Tabs>\n  <TabItem value="a">A</TabItem>\n</Tabs>\n';

test('a doc read for a build lets its body go until its page, and comes back whole', async (t) => {
  const siteDir = await tempDir();
  t.after(() => rm(siteDir, { recursive: true, force: true }));
  await mkdir(path.join(siteDir, 'docs'));
  await writeFile(path.join(siteDir, 'docs/tabs.md'), DOC);
  const folder: DocFolder = { siteDir, docsDir: 'docs', routeBase: '/docs', exclude: [], scope: 'docs' };
  const file = path.join(siteDir, 'docs/tabs.md');
  const read = async (outlines?: DocOutlineCache) => {
    const store = new DocStore({ ...folder, outlines: await outlines?.folder(folder) }, new StageErrors(), false);
    await store.sync([], 'all');
    outlines?.save();
    return store.get(file)!;
  };
  const whole = await read();
  const cacheDir = path.join(siteDir, 'cache');

  for (const build of ['cold', 'warm']) {
    const cache = await BuildCache.open(cacheDir, () => {});
    const doc = await read(await DocOutlineCache.open(cache));
    await cache.flush();
    assert.equal(doc.body, '', build);
    assert.deepEqual(doc.outlined, { mdxSyntax: true, firstLine: 'Pick one of the tabs below.' }, build);
    readBody(doc, siteDir);
    assert.equal(JSON.stringify(doc), JSON.stringify(whole), build);
  }
});
