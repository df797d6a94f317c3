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
 * f6d19b5 (quiet, 1,103 s in all), the axe audit and the fuzz run scaled by what they take since (0.62, 0.84):
 * navigation 88 s, package 85, search 81, axe at 390 px 73… The two halves of the axe audit read one build of the
 * craft.js site, made by the first to start: they start a file apart, so that the second finds it built rather than
 * holding one of the two runners while it waits.
 */
const LONG = [
  'test/browser/navigation.test.ts',
  'test/site/package.test.ts',
  'test/browser/search.test.ts',
  'test/browser/accessibility-mobile.test.ts',
  'test/browser/versioned-docs.test.ts',
  'test/browser/accessibility-desktop.test.ts',
  'test/fuzz/fuzz.test.ts',
  'test/browser/site-behaviour.test.ts',
  'test/browser/docs-examples.test.ts',
  'test/browser/docusaurus-pages.test.ts',
  'test/browser/bar-styles.test.ts',
  'test/output/exchange.test.ts',
  'test/browser/mdx-islands.test.ts',
  'test/markdown/parse-budget.test.ts',
  'test/pipeline/render-pool.test.ts',
  'test/browser/kit.test.ts',
  'test/browser/examples.test.ts',
  'test/watch/serve-watch.test.ts',
  'test/browser/site-config-behaviour.test.ts',
  'test/cache/damaged-cache.test.ts',
  'test/browser/lazy-sidebar.test.ts',
  'test/docs-code.test.ts',
  'test/output/commit-in-place.test.ts',
  'test/cache/warm-build.test.ts',
  'test/browser/right-to-left.test.ts',
  'test/browser/locales.test.ts',
  'test/cache/scope-unit.test.ts',
  'test/browser/blog.test.ts',
  'test/browser/mermaid.test.ts',
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
