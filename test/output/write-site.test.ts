import assert from 'node:assert/strict';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { openStaging } from '../../src/output/write-site.js';
import { tempDir } from '../helpers/site.js';

test('discarding the output while pages are still being written removes it all, and refuses later writes', async () => {
  const parent = await tempDir();
  try {
    const outDir = path.join(parent, 'build');
    const staging = await openStaging(outDir, undefined, parent);
    // A failed build discards while the pages rendered before the failure are still on their way to disk.
    const files = Array.from({ length: 300 }, (_, i) => ({
      path: `docs/part-${i % 30}/page-${i}.html`,
      contents: `<p>${i}</p>`.repeat(200),
    }));
    const writing = staging.write(files);
    await staging.discard();
    await writing;
    await assert.rejects(
      staging.write([{ path: 'late.html', contents: 'late' }]),
      /the build failed: its output is discarded/,
    );
    assert.deepEqual(await readdir(parent), [], 'neither the output nor its staging folder is left');
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});
