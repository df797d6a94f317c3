import vm from 'node:vm';
import { DocgenError, type SourceLocation } from '../errors.js';

/**
 * How long parsing one page may take. A page of the largest real docs parses in well under a second,
 * and the bound is wall time, which a machine busy with other work stretches many times over; some
 * small inputs (100 KB of `*`, thousands of `- ` on one line) make the parser run for minutes.
 * `DOCGEN_PARSE_BUDGET_MS` sets another bound (the tests set a small one).
 */
const DEFAULT_BUDGET_MS = 20_000;

function budgetMs(): number {
  const set = Number(process.env.DOCGEN_PARSE_BUDGET_MS);
  return Number.isFinite(set) && set > 0 ? set : DEFAULT_BUDGET_MS;
}

const context = vm.createContext({ run: undefined as (() => unknown) | undefined });
const call = new vm.Script('run()');

/**
 * Runs `parse` and stops it once it exceeds the budget. The parser is synchronous and has no point at
 * which to stop it; V8 can, though: a script run with a timeout is terminated by a watchdog thread,
 * wherever it is (here, deep in the parser), and the thread goes on. Being in this thread, the check
 * works alike where pages render in the build's own thread and in render threads.
 */
export function parseWithinBudget<T>(parse: () => T, page: SourceLocation): T {
  const budget = budgetMs();
  context.run = parse;
  try {
    return call.runInContext(context, { timeout: budget }) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
    throw new DocgenError(
      `parsing this page (its Markdown from here on) took more than ${budget / 1000} s, so it was stopped`,
      page,
      'long runs of `*` or `_`, or lists nested very deep on one line, make Markdown slow to parse: escape the characters (\\*) or split the page',
    );
  } finally {
    context.run = undefined;
  }
}
