import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { save, watchFixtureSite } from '../helpers/watch.js';

const watch = watchFixtureSite('mdx-site', { events: true });
const { file, text, editAndReload } = watch;

test('editing a partial or a component rebuilds the pages that use them', async () => {
  await editAndReload(
    'docs/_shared.mdx',
    (old) => old.replace('comes from a partial', 'comes from an edited partial'),
    'docs/guide/detected.html',
  );
  assert.match(await text('/docs/components'), /This text comes from an edited partial, for partial\./);
  assert.match(await text('/docs/guide/detected'), /This text comes from an edited partial, for a \.md page\./);

  await editAndReload(
    'src/components/Highlight.tsx',
    (old) => old.replace('className="highlight"', 'className="highlight edited"'),
    'docs/components.html',
  );
  assert.match(await text('/docs/components'), /<span class="highlight edited"/);
});

test('an undefined component is reported with its place; the last good page keeps being served', async () => {
  const good = await readFile(file('docs/components.mdx'), 'utf8');
  let from = watch.events.received.length;
  await save(file('docs/components.mdx'), `${good}\n<Unknown />\n`);
  const { errors } = (await watch.events.next('errors', from, (d) => (d.errors as unknown[]).length > 0)) as {
    errors: Record<string, unknown>[];
  };
  const line = `${good}\n`.split('\n').length;
  assert.deepEqual(errors, [
    {
      file: 'docs/components.mdx',
      line,
      column: 1,
      message:
        "component <Unknown> is not defined: import it (`import Unknown from '@site/src/components/Unknown';`) or export it from this file",
      name: 'compile-failed',
      hint: 'fix the file at that place: a theme component, a page module or an MDX doc',
    },
  ]);
  assert.match(await text('/docs/components'), /The answer is 42\./);
  from = watch.events.received.length;
  await save(file('docs/components.mdx'), good);
  await watch.events.next('errors', from, (d) => (d.errors as unknown[]).length === 0);
});
