/**
 * The plugin API's page-level parts, through the example plugin of test/fixtures/plugin-extras-site: Markdown plugins
 * before docgen's own, stylesheets and browser modules of some pages only, and a check of every doc; each module it
 * names is found from the plugin's folder. (Its browser module, in Chromium: test/browser/plugin-client-modules.test.ts.)
 */
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build, type BuildResult } from '../../src/build.js';
import { loadConfig } from '../../src/config/load.js';
import { errorLines } from '../../src/cli/report.js';
import { DocgenError } from '../../src/errors.js';
import { copyOfFixtureSite } from '../helpers/site.js';
import { shown } from '../helpers/shown.js';

let site: { dir: string; config: string };
let result: BuildResult;
const read = (file: string) => readFile(path.join(site.dir, 'build', file), 'utf8');

before(async () => {
  site = await copyOfFixtureSite('plugin-extras-site');
  result = await build({ configFile: site.config, outDir: path.join(site.dir, 'build') });
});
after(() => rm(site.dir, { recursive: true, force: true }));

test("a plugin's beforeDefaultRemarkPlugins run before docgen's own, its beforeDefaultRehypePlugins before its rehypePlugins", async () => {
  const fancy = await read('docs/fancy.html');
  // Renamed from :::callout before docgen's directives made admonitions, the block is a note.
  assert.match(
    fancy,
    /<aside class="admonition admonition-note theme-admonition theme-admonition-note alert alert--secondary">/,
  );
  assert.doesNotMatch(fancy, /callout/);
  assert.match(fancy, /<p data-order="before after">/);
});

test('a page stylesheet is written once with its files, and linked only by the pages whose HTML holds its text', async () => {
  assert.match(
    await read('docs/fancy.html'),
    /<link rel="stylesheet" href="\/assets\/extras-1\/fancy\.css" data-page-style>/,
  );
  assert.doesNotMatch(await read('docs/plain.html'), /fancy\.css/);
  assert.match(await read('assets/extras-1/fancy.css'), /url\(fonts\/fancy\.woff2\)/);
  assert.equal(await read('assets/extras-1/fonts/fancy.woff2'), 'wOF2-not-a-real-font');
});

test("a plugin's doc check warns at the lines of the doc's file that it reports", () => {
  const warnings = result.warnings.flatMap((w) =>
    w.kind === 'markdown' ? [`${w.source}:${w.line} ${w.message}`] : [],
  );
  assert.deepEqual(warnings, ['docs/fancy.md:11 a TODO is left: TODO: write the rest.']);
});

test('a doc check that throws fails the build at the doc, naming the check', async () => {
  await writeFile(
    path.join(site.dir, 'plugins/extras/check-todos.mjs'),
    "export default () => { throw new Error('no TODO list'); };\n",
  );
  const error = await build({ configFile: site.config, outDir: path.join(site.dir, 'build-2') }).then(
    () => assert.fail('expected an error'),
    (e: unknown) => e as { errors?: DocgenError[] },
  );
  const lines = errorLines(error.errors ?? [error as DocgenError], { mark: '✗', hint: (t) => t });
  assert.deepEqual(lines.slice(0, 2), [
    '✗ docs/fancy.md - the doc check "./check-todos.mjs" (plugins[0].checkDoc) failed: no TODO list',
    '  hint: the check threw on this doc: fix the doc, or the check [plugin-failed]',
  ]);
});

test('a file a plugin names that is not in its folder is an error at the plugin in the config', async () => {
  const index = path.join(site.dir, 'plugins/extras/index.mjs');
  await writeFile(index, (await readFile(index, 'utf8')).replace('./fancy-client.mjs', './nowhere.mjs'));
  const error = await loadConfig(site.config).then(
    () => assert.fail('expected an error'),
    (e: unknown) => e as DocgenError,
  );
  assert.deepEqual(
    errorLines([error], { mark: '✗', hint: (t) => t }).map((l) => l.split(shown(site.dir) + path.sep).join('')),
    [
      '✗ site.config.yaml:5:5 - plugins[0].clientModules[0].module: no file at ./nowhere.mjs',
      '  hint: a plugin names its files by absolute path, or by path from its own module’s folder [config-plugin]',
    ],
  );
});
