// Runs every test file with node's test runner (scripts/lib/run-test-files.mjs), compiled first (scripts/lib/compile-tests.mjs).
// Node 20 does not expand globs given to --test.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { compileTests } from './lib/compile-tests.mjs';

/**
 * The files that take 15 s or more, started first, longest first: the run lasts half the sum of all files' times only
 * if no long file starts late and runs on alone after the others end. Sums of their tests' durations in the CI of
 * 1311b8f (load 3.5-8), where the axe audit was one file of 235 s for both widths at once, now a file per width:
 * site-behaviour 113 s (it also waits for the craft.js site's build), fuzz 99, package 88, navigation 82…
 */
const LONG = [
  'test/browser/accessibility-mobile.test.ts',
  'test/browser/accessibility-desktop.test.ts',
  'test/browser/site-behaviour.test.ts',
  'test/fuzz/fuzz.test.ts',
  'test/site/package.test.ts',
  'test/browser/navigation.test.ts',
  'test/pipeline/render-pool.test.ts',
  'test/output/exchange.test.ts',
  'test/browser/search.test.ts',
  'test/browser/versioned-docs.test.ts',
  'test/browser/kit.test.ts',
  'test/browser/docs-examples.test.ts',
  'test/browser/docusaurus-pages.test.ts',
  'test/browser/examples.test.ts',
  'test/watch/serve-watch.test.ts',
  'test/browser/mdx-islands.test.ts',
  'test/browser/site-config-behaviour.test.ts',
  'test/cache/damaged-cache.test.ts',
  'test/browser/lazy-sidebar.test.ts',
  'test/cache/warm-build.test.ts',
  'test/cache/scope-unit.test.ts',
  'test/markdown/parse-budget.test.ts',
  'test/browser/theme.test.ts',
  'test/output/commit-in-place.test.ts',
  'test/browser/bar-styles.test.ts',
  'test/docs-code.test.ts',
  'test/site/fixture-build.test.ts',
  'test/site/mdx-build.test.ts',
  'test/browser/blog.test.ts',
];
const patterns = process.argv.slice(2);
const files = (
  await fg(patterns.length > 0 ? patterns : ['test/**/*.test.ts'], { ignore: ['**/node_modules/**', '**/fixtures/**'] })
).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
function rank(file) {
  const long = LONG.indexOf(file);
  return long === -1 ? LONG.length : long;
}
// Sites the tests only read are built once for the run, here, by the first file that needs each (test/helpers/shared-build.ts).
const builds = mkdtempSync(path.join(os.tmpdir(), 'docgen-test-builds-'));
const cache = path.join(import.meta.dirname, '../node_modules/.cache');
mkdirSync(cache, { recursive: true });
const compiled = mkdtempSync(path.join(cache, 'docgen-test-code-'));
let result;
try {
  const compiledFiles = await compileTests(files, compiled);
  // Each test file's process inherits these flags: its stack traces name the test's own file and line. The engine
  // starts its render threads and config child on the modules compiled here (src/util/compiled-module.ts).
  result = spawnSync(
    process.execPath,
    ['--enable-source-maps', path.join(import.meta.dirname, 'lib/run-test-files.mjs'), ...compiledFiles],
    { stdio: 'inherit', env: { ...process.env, DOCGEN_TEST_BUILDS: builds, DOCGEN_COMPILED_SOURCES: compiled } },
  );
} finally {
  rmSync(builds, { recursive: true, force: true });
  rmSync(compiled, { recursive: true, force: true });
}
process.exit(result.status ?? 1);
