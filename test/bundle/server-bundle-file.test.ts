import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pruneServerBundles, SERVER_BUNDLE_TTL_MS } from '../../src/bundle/server-bundle-file.js';

test('server bundles not built or reused for a while are removed from the cache; the rest stays', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-cache-'));
  try {
    const now = Date.now();
    const files: [string, number][] = [
      ['server-old.mjs', now - SERVER_BUNDLE_TTL_MS - 1000],
      ['server-half.mjs.123-456.tmp', now - SERVER_BUNDLE_TTL_MS - 1000],
      ['server-current.mjs', now - 1000],
      ['server-recent.mjs', now - SERVER_BUNDLE_TTL_MS + 60_000],
      ['other-cache.json', now - SERVER_BUNDLE_TTL_MS * 10],
    ];
    for (const [name, mtime] of files) {
      await writeFile(path.join(dir, name), 'x');
      await utimes(path.join(dir, name), new Date(mtime), new Date(mtime));
    }
    await pruneServerBundles(dir, now);
    assert.deepEqual((await readdir(dir)).sort(), ['other-cache.json', 'server-current.mjs', 'server-recent.mjs']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
