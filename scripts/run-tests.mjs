// Runs every test file with node's test runner (scripts/lib/run-test-files.mjs), compiled first (scripts/lib/compile-tests.mjs).
// Node 20 does not expand globs given to --test.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { compileTests } from './lib/compile-tests.mjs';

/**
 * The files that take a minute or more (CI of session 20: 316, 110, 97, 92, 71 s…), started first, longest first: one
 * of them started late would run on alone after the others end.
 */
const LONG = [
  'test/browser/accessibility.test.ts',
  'test/site/package.test.ts',
  'test/fuzz/fuzz.test.ts',
  'test/browser/navigation.test.ts',
  'test/browser/search.test.ts',
  'test/browser/versioned-docs.test.ts',
  'test/browser/site-behaviour.test.ts',
  'test/pipeline/render-pool.test.ts',
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
