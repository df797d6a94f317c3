import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../src/build.js';
import { DocgenError, DocgenErrors } from '../../src/errors.js';
import { parseEachWithinBudget } from '../../src/markdown/parse-budget.js';
import { copyOfFixtureSite, tempDir } from '../helpers/site.js';
import { save, startWatch, waitFor } from '../helpers/watch.js';

// Unclosed emphasis costs the parser time that grows with the square of its length: each of these would take it
// tens of seconds (tens of times the budget below); a normal page, milliseconds, so that even a machine busy
// enough to make those a hundred times slower stays within the budget.
const EMPHASIS = `---\ntitle: Nested\n---\n\n${'a* '.repeat(40000)}x\n`;
const MORE_EMPHASIS = `---\ntitle: Deeper\n---\n\n${'b* '.repeat(44000)}y\n`;
let site: { dir: string; config: string };

before(async () => {
  process.env.DOCGEN_PARSE_BUDGET_MS = '1000';
  site = await copyOfFixtureSite('mini-site');
  await writeFile(path.join(site.dir, 'docs/nested.md'), EMPHASIS);
  await writeFile(path.join(site.dir, 'docs/deeper.md'), MORE_EMPHASIS);
});
after(async () => {
  delete process.env.DOCGEN_PARSE_BUDGET_MS;
  await rm(site.dir, { recursive: true, force: true });
});

test('a page whose parsing exceeds the budget fails with its file; the build reports every such page', async () => {
  const out = await tempDir();
  try {
    const error = await build({ configFile: site.config, outDir: path.join(out, 'build') }).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.ok(error instanceof DocgenErrors, String(error));
    assert.deepEqual(
      error.errors.map((e) => e.message).sort(),
      ['docs/deeper.md', 'docs/nested.md'].map(
        (f) => `${f}:4:1 - parsing this page (its Markdown from here on) took more than 1 s, so it was stopped`,
      ),
    );
    assert.match(error.errors[0]!.hint!, /escape the characters/);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

test('in watch mode such a page is reported, and the other pages keep being served and updated', async () => {
  const { server, log } = await startWatch(site.config);
  try {
    assert.ok(
      log.some((line) =>
        line.includes('docs/nested.md:4:1 - parsing this page (its Markdown from here on) took more than 1 s'),
      ),
      log.join('\n'),
    );
    const intro = path.join(site.dir, 'docs/intro.md');
    await save(intro, `${await readFile(intro, 'utf8')}\nStill updated.\n`);
    await waitFor('the edit', async () =>
      (await (await fetch(new URL('/docs/intro', server.url))).text()).includes('Still updated.'),
    );
  } finally {
    await server.close();
  }
});

test('pages parsed together: one that never ends is stopped with its file, and the pages around it parse', () => {
  const results = parseEachWithinBudget<string>([
    { parse: () => 'first', page: { file: 'docs/a.md', line: 3, column: 1 } },
    {
      parse: () => {
        for (;;);
      },
      page: { file: 'docs/b.md', line: 5, column: 1 },
    },
    {
      parse: () => {
        throw new Error('not Markdown');
      },
      page: { file: 'docs/c.md', line: 1, column: 1 },
    },
    { parse: () => 'last', page: { file: 'docs/d.md', line: 1, column: 1 } },
  ]);
  assert.deepEqual(results[0], { tree: 'first' });
  const stopped = (results[1] as { error: DocgenError }).error;
  assert.ok(stopped instanceof DocgenError);
  assert.equal(
    stopped.message,
    'docs/b.md:5:1 - parsing this page (its Markdown from here on) took more than 1 s, so it was stopped',
  );
  assert.equal(((results[2] as { error: Error }).error as Error).message, 'not Markdown');
  assert.deepEqual(results[3], { tree: 'last' });
});

test('a page stopped while it waited, not parsed, as on a busy machine, gets a longer run and parses', () => {
  const asleep = new Int32Array(new SharedArrayBuffer(4));
  const results = parseEachWithinBudget<string>([
    {
      // 1.5 s of the 1 s budget spent off the processor, as a page of a machine busy with other work spends it.
      parse: () => (Atomics.wait(asleep, 0, 0, 1500), 'parsed'),
      page: { file: 'docs/slow.md', line: 1, column: 1 },
    },
  ]);
  assert.deepEqual(results, [{ tree: 'parsed' }]);
});
