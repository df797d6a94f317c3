/** The README's config table names every key the config takes at its top level, so that none is left undocumented. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { siteConfigSchema } from '../../src/config/schema.js';

test('every top-level key of site.config.yaml has a row in the README’s config table', async () => {
  const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
  const table = readme.split('## Site config reference (`site.config.yaml`)')[1]!.split('\n## ')[0]!;
  const named = new Set(
    table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Za-z0-9]+)/g)].map((m) => m[1]!)),
  );
  assert.deepEqual(
    Object.keys(siteConfigSchema.shape).filter((key) => !named.has(key)),
    [],
  );
});
