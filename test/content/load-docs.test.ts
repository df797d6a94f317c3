import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { listDocFiles } from '../../src/content/load-docs.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

test('docs.exclude leaves out the files it names, besides the partials starting with "_"', async () => {
  const siteDir = await mkdtemp(path.join(os.tmpdir(), 'docgen-list-'));
  dirs.push(siteDir);
  for (const file of ['README.md', 'index.md', 'guide/README.md', 'guide/setup.md', 'guide/_partial.md', 'drafts/wip.mdx']) {
    await mkdir(path.dirname(path.join(siteDir, 'docs', file)), { recursive: true });
    await writeFile(path.join(siteDir, 'docs', file), '# T\n');
  }
  // As ionic-docs writes it: its docs/README.md describes the folder and would claim the route of docs/index.md.
  assert.deepEqual(await listDocFiles({ siteDir, docsDir: 'docs', exclude: ['README.md', 'drafts/**'] }), ['guide/README.md', 'guide/setup.md', 'index.md']);
  assert.deepEqual(await listDocFiles({ siteDir, docsDir: 'docs' }), ['README.md', 'drafts/wip.mdx', 'guide/README.md', 'guide/setup.md', 'index.md']);
});
