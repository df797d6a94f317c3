import assert from 'node:assert/strict';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build, type BuildResult } from '../../src/build.js';
import { DocgenErrors } from '../../src/errors.js';
import { buildSchedule, renderThreads, watchSchedule } from '../../src/pipeline/render-schedule.js';
import { noChanges } from '../../src/pipeline/changes.js';
import type { OutputFile } from '../../src/output/write-site.js';
import { watchPipeline } from '../../src/watch/serve-watch.js';
import { copyOfFixtureSite } from '../helpers/site.js';

// Enough pages that the build renders them on worker threads rather than in process.
const GENERATED = 150;
let site: { dir: string; config: string };

before(async () => {
  site = await copyOfFixtureSite('mini-site');
  await mkdir(path.join(site.dir, 'docs/many'), { recursive: true });
  for (let i = 0; i < GENERATED; i++) {
    const next = i + 1 < GENERATED ? `[next](./page-${i + 1}.md)` : '[missing](./page-999.md)';
    await writeFile(
      path.join(site.dir, `docs/many/page-${i}.md`),
      `# Page ${i}\n\nText of page ${i}, then ${next}.\n\n## Part ${i}\n`,
    );
  }
});
after(() => rm(site.dir, { recursive: true, force: true }));

test('pages rendered on worker threads are all written, with warnings from the threads kept', async () => {
  const outDir = path.join(site.dir, 'out');
  const result: BuildResult = await build({ configFile: site.config, outDir, threads: 2 });
  assert.ok(result.pages > GENERATED);
  assert.equal(renderThreads(result.pages, 2), 2, 'a site this size renders on two worker threads');
  for (const i of [0, 77, GENERATED - 1]) {
    const html = await readFile(path.join(outDir, `docs/many/page-${i}.html`), 'utf8');
    assert.match(html, new RegExp(`<h1>Page ${i}</h1>`));
    assert.match(html, new RegExp(`<h2 id="part-${i}"`));
  }
  const page = await readFile(path.join(outDir, 'docs/many/page-77.html'), 'utf8');
  const indexUrl = JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/.exec(page)![1]!)
    .assets['search:en:current'];
  const manifest = JSON.parse(await readFile(path.join(outDir, indexUrl), 'utf8'));
  assert.equal(manifest.pages.filter(([url]: [string]) => url.startsWith('/docs/many/')).length, GENERATED);
  assert.match(await readFile(path.join(outDir, 'docs/many/page-3.html'), 'utf8'), /href="\/docs\/many\/page-4"/);
  const broken = result.warnings.flatMap((w) =>
    w.kind === 'broken-link' && w.link.source.startsWith('docs/many/')
      ? [`${w.link.source}:${w.link.line}:${w.link.column} ${w.link.url}`]
      : [],
  );
  assert.deepEqual(broken, [
    `docs/many/page-${GENERATED - 1}.md:3:${`Text of page ${GENERATED - 1}, then `.length + 1} ./page-999.md`,
  ]);
  // Pages are written concurrently: the size reported is every byte docgen wrote (the static folder is copied, not written).
  const written = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name !== '.docgen-build' &&
        !path.join(entry.parentPath, entry.name).startsWith(path.join(outDir, 'img')),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
  const sizes = await Promise.all(written.map(async (file) => (await stat(file)).size));
  assert.equal(
    result.bytes,
    sizes.reduce((a, b) => a + b, 0),
    'the size reported is the size written',
  );
});

test('an error thrown while rendering on a worker thread names the page module and line, and keeps the old output', async () => {
  const outDir = path.join(site.dir, 'out');
  const before = await readFile(path.join(outDir, 'docs/many/page-0.html'), 'utf8');
  await writeFile(
    path.join(site.dir, 'pages/broken.tsx'),
    "export default function Broken() {\n  throw new Error('no data for this page');\n}\n",
  );
  try {
    await assert.rejects(build({ configFile: site.config, outDir, threads: 2 }), (error: unknown) => {
      assert.ok(error instanceof DocgenErrors);
      assert.deepEqual(
        error.errors.map((e) => e.message.replace(site.dir + path.sep, '')),
        ['pages/broken.tsx:2:9 - rendering failed: no data for this page'],
      );
      return true;
    });
    assert.equal(await readFile(path.join(outDir, 'docs/many/page-0.html'), 'utf8'), before);
  } finally {
    await rm(path.join(site.dir, 'pages/broken.tsx'));
  }
});

test('MDX docs of a site rendered on worker threads compile there: their pages render, their mistakes fail the build at their place', async () => {
  const outDir = path.join(site.dir, 'out-mdx');
  const answer = path.join(site.dir, 'docs/many/answer.mdx');
  const broken = path.join(site.dir, 'docs/many/broken.mdx');
  await writeFile(answer, 'export const answer = 6 * 7;\n\n# The answer\n\nIt is {answer}.\n');
  await writeFile(broken, 'Text {1 +} more.\n');
  try {
    await assert.rejects(build({ configFile: site.config, outDir, threads: 2, cache: false }), (error: unknown) => {
      assert.deepEqual(
        (error as DocgenErrors).errors.map((e) => e.message),
        [
          'docs/many/broken.mdx:1:10 - an expression in { } does not parse: Could not parse expression with acorn; write \\{ for a literal brace',
        ],
      );
      return true;
    });
    await rm(broken);
    await build({ configFile: site.config, outDir, threads: 2, cache: false });
    assert.match(await readFile(path.join(outDir, 'docs/many/answer.html'), 'utf8'), /It is 42\./);
  } finally {
    await rm(answer, { force: true });
    await rm(broken, { force: true });
    await rm(outDir, { recursive: true, force: true });
  }
});

test('watch mode on render threads puts out a page asked for first, then every page as a build writes it', async () => {
  const served = new Map<string, string>();
  const asked = 'docs/many/page-120.html';
  let first: Promise<{ outcome: unknown; html?: string }> | undefined;
  const watched = watchPipeline(
    site.config,
    (files: OutputFile[]) => files.forEach((f) => served.set(f.path, Buffer.from(f.contents).toString('utf8'))),
    {
      cache: false,
      started: () => (first ??= watched.demand(asked)?.then((outcome) => ({ outcome, html: served.get(asked) }))),
    },
  );
  const outDir = path.join(site.dir, 'out-watch');
  try {
    await watched.update({ ...noChanges(), config: true });
    assert.deepEqual(watched.currentErrors(), []);
    await build({ configFile: site.config, outDir, dev: true, cache: false });
    const built = await readFile(path.join(outDir, asked), 'utf8');
    assert.deepEqual(await first, { outcome: { ready: true }, html: built });
    for (let i = 0; i < GENERATED; i++) {
      const file = `docs/many/page-${i}.html`;
      assert.equal(served.get(file), await readFile(path.join(outDir, file), 'utf8'), `${file} is the same`);
    }
  } finally {
    await watched.close();
    await rm(outDir, { recursive: true, force: true });
  }
});

test('a build of any size keeps the bound bin/docgen.js sets on the growth of its heaps, a large one not a looser one', () => {
  for (const pages of [1000, 10_000])
    assert.equal(buildSchedule(pages, 2).heapGrowingPercent, undefined, `${pages} pages`);
});

test('watch mode bounds the growth of its heaps whatever the size of the site', () => {
  for (const pages of [10, 1000, 10_000]) assert.equal(watchSchedule(pages).heapGrowingPercent, 30, `${pages} pages`);
});

test('pages on a render thread that runs out of its bounded heap go to a thread without the bound: every page, a huge one among them, is as built without it', async () => {
  const huge = path.join(site.dir, 'docs/huge.md');
  const sections = Array.from(
    { length: 600 },
    (_, i) =>
      `## Section ${i}\n\nText of section ${i} with **bold**, \`code\` and [a link](./many/page-${i % GENERATED}.md).\n`,
  );
  await writeFile(huge, `# Huge\n\n${sections.join('\n')}`);
  const bounded = path.join(site.dir, 'out-bounded');
  const unbounded = path.join(site.dir, 'out-unbounded');
  try {
    await build({ configFile: site.config, outDir: unbounded, threads: 2, cache: false });
    // Too small for a render thread: a page it is given finds the heap full and renders again without the bound (a
    // thread of this build ran out of it, measured with a line logged where the pool retries).
    process.env.DOCGEN_RENDER_THREAD_HEAP_MB = '32';
    await build({ configFile: site.config, outDir: bounded, threads: 2, cache: false });
    assert.match(await readFile(path.join(bounded, 'docs/huge.html'), 'utf8'), /<h2 id="section-599"/);
    const files = (await readdir(unbounded, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name !== '.docgen-build')
      .map((entry) => path.relative(unbounded, path.join(entry.parentPath, entry.name)));
    for (const file of files)
      assert.ok(
        (await readFile(path.join(bounded, file))).equals(await readFile(path.join(unbounded, file))),
        `${file} is the same`,
      );
  } finally {
    delete process.env.DOCGEN_RENDER_THREAD_HEAP_MB;
    await rm(huge);
    await rm(bounded, { recursive: true, force: true });
    await rm(unbounded, { recursive: true, force: true });
  }
});
