import { availableParallelism } from 'node:os';
import v8 from 'node:v8';

/**
 * How the pool schedules work, the one thing `build` and watch mode do differently:
 * - `stream`: jobs go to whichever thread asks next, in small batches, so a thread that drew heavy
 *   pages does not hold up the rest; `threads: 0` renders in this thread (a small site).
 * - `sticky`: each route stays with one thread, which keeps its rendered Markdown between renders,
 *   so an edit re-renders only what it affects; a render stuck longer than `timeoutMs` stops its thread.
 */
export interface RenderSchedule {
  mode: 'stream' | 'sticky';
  threads: number;
  timeoutMs?: number;
  /**
   * How far past what survived its last full collection each heap of the process may grow; without it, as
   * bin/docgen.js set (40 %). A build of 5,000 pages or more set 50 % here, older than that bound and looser.
   */
  heapGrowingPercent?: number;
  /** The bound of each render thread's old generation, in MB (see `threadHeapMb`); none without it. */
  threadHeapMb?: number;
  /** Each render thread's young generation, in MB (see `BUILD_YOUNG_MB`); `workerLane`'s without it. */
  threadYoungMb?: number;
}

/** Below this many pages, starting worker threads (each loads React and unified) costs more than it saves. */
const PARALLEL_THRESHOLD = 120;

/**
 * Watch mode lives on, and what it holds is measured against a build's peak: on the 1,000-page bench,
 * its heaps grew to 2-4 times what they kept (main thread 60 MB in a 200 MB heap, a render thread 43 MB
 * in 250 MB after indexing the site for search), and V8 gave none of it back while the author wrote.
 * Collections that find little garbage cost an edit of one page next to nothing. Its render threads keep the
 * build's young generation: a 16 MB one saved about 70 MB a thread but made the first render about 30% slower.
 */
const WATCH_HEAP_GROWING_PERCENT = 30;

/**
 * A build's render threads bound their old generation to this many MB. V8 lets a heap grow past what survived its
 * last full collection by a factor it scales with that bound: up to 4 under the default one (a few GB), 1.4 under
 * this one. Each page leaves about 0.4 MB that outlived two scavenges, and the threads of a build of 10 versions of
 * 200 pages grew to 165-190 MB each around 25 MB live, so the longer the build, the higher its peak (559 MB; 420 MB
 * with the bound). A page that needs more than the bound renders again on a thread without it (see `render`).
 * DOCGEN_RENDER_THREAD_HEAP_MB sets another bound (the tests set a small one).
 */
const THREAD_HEAP_MB = 512;

/**
 * A build's render threads take a young generation of this many MB, half watch mode's: the young generation fills to
 * its bound over a build whatever its threads keep, and a thread's survivors are few (a page's reply goes as soon as
 * it is rendered). Measured on 200 docs × 2 versions (606 pages, 2 threads), cold peak 349 -> 286 MB for 36.1 -> 37.4 s
 * of CPU time. Watch mode keeps the larger one: its first render is what an author waits for.
 */
const BUILD_YOUNG_MB = 32;

function threadHeapMb(): number {
  const set = Number(process.env.DOCGEN_RENDER_THREAD_HEAP_MB);
  return Number.isFinite(set) && set > 0 ? set : THREAD_HEAP_MB;
}

/** How many threads render `pages` pages in a build: 1 means this thread, more means worker threads. */
export function renderThreads(pages: number, threads = availableParallelism()): number {
  const useful = Math.min(threads, Math.ceil(pages / (PARALLEL_THRESHOLD / 2)));
  return pages < PARALLEL_THRESHOLD || useful < 2 ? 1 : useful;
}

/** `build` renders on worker threads only for a site large enough; each batch goes to the next free thread. */
export function buildSchedule(pages: number, threads?: number): RenderSchedule {
  const count = renderThreads(pages, threads);
  return {
    mode: 'stream',
    threads: count === 1 ? 0 : count,
    threadHeapMb: threadHeapMb(),
    threadYoungMb: BUILD_YOUNG_MB,
  };
}

/** Watch mode always renders off the main thread, so the server keeps answering meanwhile. */
export function watchSchedule(pages: number): RenderSchedule {
  return {
    mode: 'sticky',
    threads: pages > 150 ? Math.max(1, Math.min(availableParallelism(), 4)) : 1,
    timeoutMs: 120_000,
    heapGrowingPercent: WATCH_HEAP_GROWING_PERCENT,
  };
}

/** A V8 flag is the process's: set before a thread starts, it holds for the main thread and the threads started after. */
export function setHeapGrowing(schedule: RenderSchedule): void {
  if (schedule.heapGrowingPercent) v8.setFlagsFromString(`--heap-growing-percent=${schedule.heapGrowingPercent}`);
}
