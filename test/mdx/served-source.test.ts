import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { compileMdx } from '../../src/mdx/compile.js';
import { markdownSource } from '../../src/llms/markdown-source.js';
import { servedSourceEdits } from '../../src/mdx/served-source.js';
import type { ServedSourcePlan } from '../../src/shared/render-contract.js';

async function planOf(source: string): Promise<ServedSourcePlan> {
  const { code } = await compileMdx(source, 'docs/page.mdx', 'docs/page.mdx');
  return JSON.parse(/export const __docgenSource = (.*);\n$/.exec(code)![1]!) as ServedSourcePlan;
}

test('the served source drops imports and comments, inlines partials and rewrites links; JSX and exports stay', async (t) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-served-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await writeFile(path.join(dir, '_note.mdx'), "---\ntitle: Note\n---\nimport X from './x';\n\nA note.\n");
  const file =
    "---\ntitle: Page\n---\n\nimport Tabs from '@theme/Tabs';\nimport Note from './_note.mdx';\n\nexport const n = 1;\n\n{/* hidden */}\nSee [intro](./intro.md) and {n}.\n\n<Note />\n\n<Tabs>x</Tabs>\n";
  const body = file.slice(file.indexOf('---\n', 4) + 4);
  const edits = servedSourceEdits(await planOf(file), body, 4, path.join(dir, 'page.mdx'), (url) =>
    url === './intro.md' ? '/docs/intro.md' : undefined,
  );
  assert.equal(
    markdownSource(body, 'Page', false, edits),
    '# Page\n\nexport const n = 1;\n\nSee [intro](/docs/intro.md) and {n}.\n\nA note.\n\n<Tabs>x</Tabs>\n',
  );
});
