/*
 * The search indexes of a site of two versioned docs instances (issue #31), test/fixtures/versioned-instances-site:
 * the last version's index of `docs` holds the last version of both instances; each older version, of either
 * instance, has an index of its own holding its pages only.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { sharedBuild } from '../helpers/shared-build.js';
import { FIXTURES } from '../helpers/site.js';

test('each older version of each docs instance has a search index holding its pages only', async () => {
  const built = await sharedBuild(path.join(FIXTURES, 'versioned-instances-site/site.config.yaml'));
  try {
    const pagesOf = async (file: string) =>
      (
        JSON.parse(await readFile(path.join(built.outDir, '_docgen/search', file), 'utf8')) as { pages: string[][] }
      ).pages.map(([url]) => url);
    assert.deepEqual(await pagesOf('en-current.json'), ['/docs/intro', '/community/welcome']);
    assert.deepEqual(await pagesOf('en-1.0.json'), ['/docs/1.0/intro']);
    assert.deepEqual(await pagesOf('community.en-1.0.json'), ['/community/1.0/welcome']);
    const page = await readFile(path.join(built.outDir, 'community/1.0/welcome/index.html'), 'utf8');
    assert.match(page, /"search:en:community:1\.0":"\/_docgen\/search\/community\.en-1\.0\.json"/);
  } finally {
    await built.cleanup();
  }
});
