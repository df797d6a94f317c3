import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { WatchServer } from '../../src/watch/serve-watch.js';
import { copyOfFixtureSite } from '../helpers/site.js';
import { listenToEvents, save, startWatch, waitFor } from '../helpers/watch.js';

let site: { dir: string; config: string };
let server: WatchServer;
let events: ReturnType<typeof listenToEvents>;
const file = (p: string) => path.join(site.dir, p);
const text = async (p: string) => (await fetch(new URL(p, server.url))).text();

before(async () => {
  site = await copyOfFixtureSite('mdx-site');
  ({ server } = await startWatch(site.config));
  events = listenToEvents(server.url);
  await waitFor('the event stream', () => server.connections === 1);
});
after(async () => {
  events.close();
  await server.close();
  await rm(site.dir, { recursive: true, force: true });
});

test('editing a partial or a component rebuilds the pages that use them', async () => {
  let from = events.received.length;
  await save(
    file('docs/_shared.mdx'),
    (await readFile(file('docs/_shared.mdx'), 'utf8')).replace('comes from a partial', 'comes from an edited partial'),
  );
  await events.next(
    'reload',
    from,
    (d) => (d.files as string[] | undefined)?.includes('docs/guide/detected.html') ?? false,
  );
  assert.match(await text('/docs/components'), /This text comes from an edited partial, for partial\./);
  assert.match(await text('/docs/guide/detected'), /This text comes from an edited partial, for a \.md page\./);

  from = events.received.length;
  await save(
    file('src/components/Highlight.tsx'),
    (await readFile(file('src/components/Highlight.tsx'), 'utf8')).replace(
      'className="highlight"',
      'className="highlight edited"',
    ),
  );
  await events.next(
    'reload',
    from,
    (d) => (d.files as string[] | undefined)?.includes('docs/components.html') ?? false,
  );
  assert.match(await text('/docs/components'), /<span class="highlight edited"/);
});

test('an undefined component is reported with its place; the last good page keeps being served', async () => {
  const good = await readFile(file('docs/components.mdx'), 'utf8');
  let from = events.received.length;
  await save(file('docs/components.mdx'), `${good}\n<Unknown />\n`);
  const { errors } = (await events.next('errors', from, (d) => (d.errors as unknown[]).length > 0)) as {
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
  from = events.received.length;
  await save(file('docs/components.mdx'), good);
  await events.next('errors', from, (d) => (d.errors as unknown[]).length === 0);
});
