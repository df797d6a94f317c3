/*
 * Fuzzed inputs: thousands of generated and mutated documents (and site configs) through the real stages.
 * Nothing may crash or hang (run for minutes), and every rejected input must be a docgen
 * error naming the file and position. A fixed seed and small counts keep `npm test` fast; a longer run:
 *   FUZZ_DOCS=20000 FUZZ_CONFIGS=5000 FUZZ_SEED=7 node --import tsx --test test/fuzz/fuzz.test.ts
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { test, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { childModuleArgs } from '../helpers/child-module.js';
import type { FuzzLine } from './run-fuzz.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20251121);
const DOCS = Number(process.env.FUZZ_DOCS ?? 400);
const CONFIGS = Number(process.env.FUZZ_CONFIGS ?? 300);
const RUNNER = fileURLToPath(new URL('./run-fuzz.ts', import.meta.url));

/**
 * When an input counts as hung: minutes, far above what any input takes on a slow, busy machine, plus more for
 * big inputs (the 2 MB page). Only a hang fails the test; how fast inputs run is `npm run bench`'s business.
 */
function hangLimitMs(size: number): number {
  return 3 * 60_000 + 60_000 * (size / (1024 * 1024));
}

interface FuzzRun {
  /** The "done" line of every input that finished. */
  results: FuzzLine[];
  /** Set when an input ran past its hang limit and the run was stopped there. */
  hung?: string;
  exit: number | null;
  stderr: string;
}

/** Runs the fuzzer in a child process; an input that runs past its hang limit stops the run. */
function runFuzzer(mode: 'docs' | 'config', count: number): Promise<FuzzRun> {
  return new Promise((resolve) => {
    // The parse budget is wall time: on a busy machine the 2 MB page can take longer than the default 20 s. This test looks
    // for crashes and hangs, which the watchdog bounds; test/markdown/parse-budget.test.ts covers the budget itself.
    // React renders as in `docgen build`, which loads its production build (bin/docgen.js): the development one only
    // adds checks that warn, and took a tenth of the run's CPU time.
    const env = { ...process.env, DOCGEN_PARSE_BUDGET_MS: String(30 * 60_000), NODE_ENV: 'production' };
    const child = spawn(process.execPath, [...childModuleArgs(RUNNER), mode, String(SEED), String(count)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    const run: FuzzRun = { results: [], exit: null, stderr: '' };
    let watchdog: NodeJS.Timeout | undefined;
    const watch = (line: FuzzLine | undefined) => {
      clearTimeout(watchdog);
      // Setting up (bundling the theme) gets the limit of a small input; then each input gets its own.
      const limit = hangLimitMs(line?.start !== undefined ? (line.size ?? 0) : 0);
      watchdog = setTimeout(() => {
        run.hung =
          line?.start !== undefined
            ? `input ${line.start} (${line.name}) ran for more than ${Math.round(limit / 1000)} s`
            : 'the fuzzer did not start';
        child.kill('SIGKILL');
      }, limit);
    };
    watch(undefined);
    createInterface({ input: child.stdout }).on('line', (text) => {
      const line = JSON.parse(text) as FuzzLine;
      if (line.done !== undefined) run.results.push(line);
      watch(line);
    });
    // Only the end of stderr is kept, to explain a failed run.
    child.stderr.on('data', (chunk: Buffer) => (run.stderr = (run.stderr + chunk.toString()).slice(-4000)));
    child.on('close', (code) => {
      clearTimeout(watchdog);
      run.exit = code;
      resolve(run);
    });
  });
}

function assertClean(t: TestContext, run: FuzzRun, expected: number): void {
  assert.equal(run.hung, undefined, run.hung);
  assert.equal(run.exit, 0, `the fuzzer stopped with exit code ${run.exit}:\n${run.stderr}`);
  assert.ok(run.results.length >= expected, `${run.results.length} inputs ran, expected at least ${expected}`);
  const failures = run.results
    .filter((r) => r.outcome !== 'ok' && r.outcome !== 'rejected')
    .map((r) => `${r.name}: ${r.outcome}: ${r.message}`);
  assert.deepEqual(
    failures,
    [],
    `${failures.length} inputs crashed or were rejected without a clear error (seed ${SEED})`,
  );
  const slowest = run.results.reduce((a, b) => ((b.ms ?? 0) > (a.ms ?? 0) ? b : a));
  const rejected = run.results.filter((r) => r.outcome === 'rejected').length;
  t.diagnostic(
    `${run.results.length} inputs (seed ${SEED}), ${rejected} rejected with a positioned error; slowest: ${slowest.name}, ${Math.round(slowest.ms ?? 0)} ms`,
  );
}

test(
  'fuzzed Markdown documents never crash or hang the pipeline; rejections name the file and position',
  { timeout: 30 * 60_000 },
  async (t) => {
    const run = await runFuzzer('docs', DOCS);
    assertClean(t, run, DOCS);
    // The run really covered both outcomes, and the extreme inputs (2 MB, 500 levels deep…) were among them.
    assert.ok(run.results.some((r) => r.outcome === 'ok') && run.results.some((r) => r.outcome === 'rejected'));
    assert.ok(run.results.some((r) => r.name === 'a 2 MB page of every construct' && r.outcome === 'ok'));
    const deepList = run.results.find((r) => r.name === 'list nested 500 deep');
    assert.match(
      deepList?.message ?? '',
      /^docs\/fuzz\/extreme-\d+\.md:\d+:\d+ - content nested more than 100 levels deep/,
    );
  },
);

test(
  'fuzzed site configs give a YAML or schema error with the file, position or key path, never a crash',
  { timeout: 10 * 60_000 },
  async (t) => {
    const run = await runFuzzer('config', CONFIGS);
    assertClean(t, run, CONFIGS);
    assert.ok(
      run.results.some(
        (r) => r.outcome === 'rejected' && /^site\.config\.yaml:\d+:\d+ - [a-zA-Z]+(\.|\[|:)/.test(r.message ?? ''),
      ),
      'some errors name a key path',
    );
  },
);
