/*
 * A warm build scans no doc body for MDX syntax that an earlier build scanned (issue #31): with ten versions of the
 * same docs, scanning every body was a tenth of the build. The answer is the scan's, whatever the cache held.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { test } from 'node:test';
import { BuildCache } from '../../src/cache/build-cache.js';
import { MdxScanCache } from '../../src/cache/mdx-scan-cache.js';
import { isMdxDoc, rememberMdxScans, usesMdxSyntax } from '../../src/mdx/detect.js';
import { tempDir } from '../helpers/site.js';

const BODIES = ['# Plain\n\nText only.\n', '# Tabs\n\n<Tabs>\n  <TabItem value="a">A</TabItem>\n</Tabs>\n'];

test('a body scanned by an earlier build is answered from the cache, the same as the scan', async (t) => {
  const dir = await tempDir();
  t.after(async () => {
    rememberMdxScans(undefined);
    await rm(dir, { recursive: true, force: true });
  });
  const scannedBy = async (cache: BuildCache) => {
    const scans = await MdxScanCache.open(cache);
    const scanned: string[] = [];
    const answers = BODIES.map((body) => scans.scanned(body, (b) => (scanned.push(b), usesMdxSyntax(b))));
    scans.save();
    await cache.flush();
    return { answers, scanned };
  };
  const first = await scannedBy(await BuildCache.open(dir, () => {}));
  assert.deepEqual(first, { answers: [false, true], scanned: BODIES });
  const second = await scannedBy(await BuildCache.open(dir, () => {}));
  assert.deepEqual(second, { answers: [false, true], scanned: [] });

  rememberMdxScans(await MdxScanCache.open(await BuildCache.open(dir, () => {})));
  assert.deepEqual(
    BODIES.map((body) => isMdxDoc('docs/a.md', body, undefined, 'detect')),
    [false, true],
  );
});
