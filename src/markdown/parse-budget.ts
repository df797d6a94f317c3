import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { DocgenError, type SourceLocation } from '../errors.js';

/**
 * How long parsing one page may take. A page of the largest real docs parses in well under a second; some
 * small inputs (100 KB of `*`, thousands of `- ` on one line) make the parser run for minutes.
 * `DOCGEN_PARSE_BUDGET_MS` sets another bound (the tests set a small one).
 */
const DEFAULT_BUDGET_MS = 20_000;

/**
 * The watchdog can only count wall time, which a machine busy with other work stretches many times over (a real
 * site's valid page was stopped at load 30 on 2 cores). A page stopped after running less than half its budget on
 * the processor is given one more run, this many times longer at the most.
 */
const MAX_STRETCH = 30;

function budgetMs(): number {
  const set = Number(process.env.DOCGEN_PARSE_BUDGET_MS);
  return Number.isFinite(set) && set > 0 ? set : DEFAULT_BUDGET_MS;
}

const context = vm.createContext({ run: undefined as (() => unknown) | undefined });
const call = new vm.Script('run()');

export interface PageParse<T> {
  parse: () => T;
  /** Where the page's Markdown starts, for the error that stops it. */
  page: SourceLocation;
}

/** A page's syntax tree, or what its parse threw. */
export type Parsed<T> = { tree: T } | { error: unknown };

/**
 * Runs each `parse` and stops one that exceeds the budget. The parser is synchronous and has no point at
 * which to stop it; V8 can, though: a script run with a timeout is terminated by a watchdog thread,
 * wherever it is (here, deep in the parser), and the thread goes on. Being in this thread, the check
 * works alike where pages render in the build's own thread and in render threads.
 *
 * Node starts (and joins) a watchdog thread for each run, which cost more than parsing a small page: one
 * run parses the pages one after another until they are done or the budget is spent. A page stopped
 * after others had used part of the budget is parsed again in a run of its own; only a page stopped with
 * the whole budget to itself, and with half of it or more on the processor or a stretched run, is over it.
 */
export function parseEachWithinBudget<T>(pages: PageParse<T>[]): Parsed<T>[] {
  const budget = budgetMs();
  let stretched: { page: number; timeout: number } | undefined;
  const results: Parsed<T>[] = [];
  context.run = () => {
    for (let i = results.length; i < pages.length; i++) {
      let result: Parsed<T>;
      try {
        result = { tree: pages[i]!.parse() };
      } catch (error) {
        result = { error };
      }
      results.push(result);
    }
  };
  try {
    while (results.length < pages.length) {
      const first = results.length;
      const cpuBefore = threadCpuMs();
      try {
        call.runInContext(context, { timeout: stretched?.page === first ? stretched.timeout : budget });
      } catch (error) {
        // A timeout is not an exception the loop above can catch: it ends the run wherever it is.
        if ((error as NodeJS.ErrnoException).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
        if (results.length > first) continue;
        const ran = cpuBefore === undefined ? undefined : threadCpuMs()! - cpuBefore;
        if (stretched?.page !== first && ran !== undefined && ran < budget / 2) {
          stretched = { page: first, timeout: budget * Math.min(MAX_STRETCH, Math.ceil((2 * budget) / ran)) };
          continue;
        }
        results.push({ error: overBudget(budget, pages[first]!.page) });
      }
    }
  } finally {
    context.run = undefined;
  }
  return results;
}

/** The processor time this thread has had, in ms, where Linux tells it (the first field of its schedstat). */
function threadCpuMs(): number | undefined {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}

function overBudget(budget: number, page: SourceLocation): DocgenError {
  return new DocgenError(
    `parsing this page (its Markdown from here on) took more than ${budget / 1000} s, so it was stopped`,
    page,
    'long runs of `*` or `_`, or lists nested very deep on one line, make Markdown slow to parse: escape the characters (\\*) or split the page',
  );
}
