import assert from 'node:assert/strict';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../src/build.js';
import type { OutputFile } from '../../src/output/write-site.js';
import { noChanges } from '../../src/pipeline/changes.js';
import type { SitePipeline } from '../../src/pipeline/site-pipeline.js';
import { watchPipeline } from '../../src/watch/serve-watch.js';
import { copyOfFixtureSite } from '../helpers/site.js';

let site: { dir: string; config: string };
let watched: SitePipeline;
/** Every file watch mode's pipeline has put out, as it would serve it (before its live-reload tag). */
const served = new Map<string, string>();
/** The pages' HTML files in the order the first pass put them out. */
const order: string[] = [];
/** A page asked for as the first pass begins, as a browser would: what became of it, and what was served then. */
let asked: Promise<{ outcome: unknown; built: boolean; html?: string }> | undefined;
const ASKED = 'docs/guide/setup.html';

before(async () => {
  site = await copyOfFixtureSite('mini-site');
  const keep = (files: OutputFile[]) =>
    files.forEach((f) => {
      if (f.path.endsWith('.html') && !served.has(f.path)) order.push(f.path);
      served.set(f.path, Buffer.from(f.contents).toString('utf8'));
    });
  watched = watchPipeline(site.config, keep, {
    started: () => {
      asked ??= watched.demand(ASKED)?.then((outcome) => ({ outcome, built: watched.built, html: served.get(ASKED) }));
    },
  });
});
after(async () => {
  await watched.close();
  await rm(site.dir, { recursive: true, force: true });
});

/** A development build (watch mode keeps drafts and does not minify, as `build --dev` does), file by file. */
async function buildFiles(): Promise<Map<string, string>> {
  const outDir = path.join(site.dir, 'out');
  await build({ configFile: site.config, outDir, dev: true });
  const staticFiles = new Set(await readdir(path.join(site.dir, 'static'), { recursive: true }));
  const files = new Map<string, string>();
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    const file = path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isFile() && file !== '.docgen-build' && !staticFiles.has(file))
      files.set(file, await readFile(path.join(outDir, file), 'utf8'));
  }
  return files;
}

async function watchFiles(): Promise<Map<string, string>> {
  await watched.refreshSearch();
  const pages = new Set(watched.pagePaths());
  for (const file of served.keys()) if (!pages.has(file)) served.delete(file);
  const files = new Map(served);
  for (const file of await watched.siteFiles()) files.set(file.path, Buffer.from(file.contents).toString('utf8'));
  return files;
}

function assertSameSite(built: Map<string, string>, watching: Map<string, string>): void {
  assert.deepEqual([...watching.keys()].sort(), [...built.keys()].sort(), 'the same files');
  assert.ok([...built.keys()].filter((f) => f.endsWith('.html')).length >= 6);
  for (const [file, contents] of built) assert.equal(watching.get(file), contents, `${file} is the same`);
}

test('build and watch mode run one pipeline: the same site, byte for byte, a page asked for first out first', async () => {
  await watched.update({ ...noChanges(), config: true });
  assert.deepEqual(watched.currentErrors(), []);
  const built = await buildFiles();
  assertSameSite(built, await watchFiles());
  const first = await asked;
  assert.deepEqual(
    first,
    { outcome: { ready: true }, built: false, html: built.get(ASKED) },
    'served before the pass ended',
  );
  assert.equal(order[0], ASKED);
  assert.ok(order.indexOf(ASKED) < order.indexOf('docs/intro.html'), 'ahead of the pages before it');
});

test('after edits fed to watch mode, its site is the one a fresh build makes', async () => {
  const intro = path.join(site.dir, 'docs/intro.md');
  const setup = path.join(site.dir, 'docs/guide/setup.md');
  await writeFile(intro, (await readFile(intro, 'utf8')).replace('title: Introduction', 'title: Welcome aboard'));
  await writeFile(setup, `${await readFile(setup, 'utf8')}\nA paragraph added while watching.\n`);
  const result = await watched.update({ ...noChanges(), docs: new Set([intro, setup]) });
  assert.ok(result.rendered >= 2);
  const watching = await watchFiles();
  assert.match(watching.get('docs/intro.html')!, /<h1>Welcome aboard<\/h1>/);
  assert.match(watching.get('docs/guide/setup.html')!, /A paragraph added while watching\./);
  assertSameSite(await buildFiles(), watching);
});

test('a body edit renders its page with the data every page shares as it was, and the site is still the one a build makes', async () => {
  const setup = path.join(site.dir, 'docs/guide/setup.md');
  await writeFile(setup, `${await readFile(setup, 'utf8')}\nA second paragraph added while watching.\n`);
  const result = await watched.update({ ...noChanges(), docs: new Set([setup]) });
  assert.deepEqual([result.rendered, result.bodiesOnly, result.pagesOnly], [1, true, true]);
  const watching = await watchFiles();
  assert.match(watching.get('docs/guide/setup.html')!, /A second paragraph added while watching\./);
  assertSameSite(await buildFiles(), watching);
});
