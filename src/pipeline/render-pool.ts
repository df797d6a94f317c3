import { availableParallelism } from 'node:os';
import v8 from 'node:v8';
import type { Worker } from 'node:worker_threads';
import { DocgenError, DocgenErrors, fromPlainError } from '../errors.js';
import type { RenderedPage, ScopeRenderData, SharedRenderData } from '../render/render-page.js';
import { startWorker } from '../util/start-worker.js';
import type { CompiledMdx, MdxCompileOptions } from '../mdx/compile.js';
import type { SearchIndexFiles, SearchIndexInput } from '../search/build-index.js';
import type { Renderer, RenderJob, RenderReply, RenderRequest } from './renderer.js';
import type { RoutePlan } from '../routes/build-routes.js';
import { scopeDelivery } from './thread-scopes.js';

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
  /** How far past what survived its last full collection each heap of the process may grow; V8 decides without it. */
  heapGrowingPercent?: number;
  /** The bound of each render thread's old generation, in MB (see `threadHeapMb`); none without it. */
  threadHeapMb?: number;
}

/** Below this many pages, starting worker threads (each loads React and unified) costs more than it saves. */
const PARALLEL_THRESHOLD = 120;

/**
 * Rendering a page allocates many short-lived objects (syntax trees, React elements); with V8's small
 * default young generation, a third of the render time went to scavenges. A larger one cuts that.
 */
const YOUNG_GENERATION_MB = 64;

/** Jobs go out in batches of this many: small enough to share out evenly, large enough to keep messages few. */
const BATCH_SIZE = 16;

/**
 * Watch mode's batches are smaller: a page asked for out of turn waits for the batch its thread is on.
 */
const STICKY_BATCH_SIZE = 4;

/** Each theme a thread loads stays in its memory (modules cannot be unloaded): after this many, a fresh thread. */
const THEMES_PER_THREAD = 40;

/**
 * From this many pages on, V8 lets each heap of the process grow to 1.5 times what survived its last full
 * collection, where it otherwise goes up to 4 times: a render thread of the 10,000-page bench held 38 MB
 * live in a heap of 200 MB, and the build peaked at 995 MB, 786-827 MB with this. It costs about 10% more
 * CPU time in collections, which a smaller site, far from any memory limit, need not pay.
 */
const BOUNDED_HEAP_PAGES = 5000;
const HEAP_GROWING_PERCENT = 50;

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
    ...(pages >= BOUNDED_HEAP_PAGES && { heapGrowingPercent: HEAP_GROWING_PERCENT }),
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

export interface RenderOptions {
  onProgress?: (done: number, total: number) => void;
  /** The next job wanted before the others (its index in the jobs), if any; asked each time a thread is free. */
  urgent?: () => number | undefined;
  /** Called as each job fails, with its index in the jobs. */
  failed?: (index: number, errors: DocgenError[]) => void;
}

export interface PageFailure {
  route: string;
  errors: DocgenError[];
}

/** Compiled, this code sits in a folder of dist/ (cli/ or chunks/) beside dist/pipeline/; under tsx, in src/pipeline/. */
const THREAD_MODULE = new URL(
  import.meta.url.endsWith('.ts') ? './render-thread.ts' : '../pipeline/render-thread.js',
  import.meta.url,
);

let inProcess: Promise<typeof import('./renderer.js')> | undefined;

/**
 * Loads the renderer into this thread (unified, the syntax highlighter, React): a build that renders
 * here starts this while esbuild bundles the theme in its own process, so that the two overlap.
 */
export function preloadInProcessRenderer(): Promise<typeof import('./renderer.js')> {
  inProcess ??= import('./renderer.js');
  return inProcess;
}

/** A thread of the pool, or this thread standing in for one: both take requests and answer with replies. */
interface Lane {
  send(request: RenderRequest): void;
  /** Set by the pool when the lane starts. */
  onReply?: (reply: RenderReply) => void;
  onFail?: (error: Error) => void;
  /** Set by each render for the pages of its batches. */
  onPage?: (reply: Extract<RenderReply, { index: number } | { fatal: unknown }>) => void;
  onRenderFail?: (error: Error) => void;
  dead: boolean;
  /** Whether its heap has a bound it may run out of (see `RenderSchedule.threadHeapMb`). */
  bounded: boolean;
  themes: number;
  /** MDX files sent to the lane and not compiled yet. */
  compiling: number;
  /** The content scopes' data the lane holds, by key, the least recently used first (see `scopeDelivery`). */
  scopes: Map<string, ScopeRenderData>;
  stop(): Promise<unknown>;
}

function workerLane(heapMb?: number): Lane {
  const worker: Worker = startWorker(THREAD_MODULE, {
    resourceLimits: {
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      ...(heapMb && { maxOldGenerationSizeMb: heapMb }),
    },
  });
  const lane: Lane = {
    send: (request) => worker.postMessage(request),
    dead: false,
    bounded: heapMb !== undefined,
    themes: 0,
    compiling: 0,
    scopes: new Map(),
    stop: () => worker.terminate(),
  };
  worker.on('message', (reply: RenderReply) => lane.onReply?.(reply));
  const fail = (error: Error) => {
    if (lane.dead) return;
    lane.dead = true;
    lane.onFail?.(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`a render thread stopped (exit code ${code})`)));
  return lane;
}

async function inProcessLane(): Promise<Lane> {
  const { Renderer } = await preloadInProcessRenderer();
  let queue = Promise.resolve();
  const lane: Lane = {
    // Replies go out on a later tick, as a thread's would: the pool never re-enters itself.
    send: (request) => {
      queue = queue.then(() => renderer.handle(request)).catch((error: Error) => lane.onFail?.(error));
    },
    dead: false,
    bounded: false,
    themes: 0,
    compiling: 0,
    scopes: new Map(),
    stop: async () => {},
  };
  const renderer: Renderer = new Renderer((reply) => lane.onReply?.(reply));
  return lane;
}

/** The one pool of render threads, for `build`, `check-links` and watch mode alike. */
export class RenderPool {
  private lanes: Lane[] = [];
  private owner = new Map<string, number>();
  private load: number[] = [];
  private serverFile?: string;
  private shared?: SharedRenderData;
  private nextId = 0;
  /** Searches and MDX compiles sent to a thread, by request id, until the thread answers. */
  private waiting = new Map<number, { resolve(answer: never): void; reject(error: Error): void }>();

  constructor(private readonly schedule: RenderSchedule) {
    // A V8 flag is the process's: set once, it holds for the main thread and the threads started after.
    if (schedule.heapGrowingPercent) v8.setFlagsFromString(`--heap-growing-percent=${schedule.heapGrowingPercent}`);
  }

  /**
   * Starts the render threads before there is a theme to render with: each loads React, unified and the
   * highlighter (a few hundred milliseconds) while this thread reads the docs and esbuild bundles the theme.
   */
  warmUp(): void {
    if (this.lanes.length === 0 && this.schedule.threads > 0) this.open();
  }

  /** Takes `lanes` (worker threads by default) as the pool's lanes; none has a theme yet. */
  private open(
    lanes: Lane[] = Array.from({ length: this.schedule.threads }, () => workerLane(this.schedule.threadHeapMb)),
  ): void {
    this.lanes = lanes;
    for (const lane of this.lanes) this.listen(lane);
    this.owner.clear();
    this.load = this.lanes.map(() => 0);
    this.serverFile = undefined;
  }

  private listen(lane: Lane): void {
    lane.onReply = (reply) => {
      if ('index' in reply || 'fatal' in reply) return lane.onPage?.(reply);
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if ('search' in reply) waiting?.resolve(reply.search as never);
      else if ('mdx' in reply) waiting?.resolve(reply.mdx as never);
      else waiting?.reject(Object.assign(new Error(reply.mdxFailed.message), { stack: reply.mdxFailed.stack }));
    };
    lane.onFail = (error) => {
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
      lane.onRenderFail?.(error);
    };
  }

  /** The lane at `index` gives way to a thread without a heap bound, loaded with the theme the pool renders with. */
  private unboundedLane(index: number): Lane {
    const lane = workerLane();
    this.listen(lane);
    const { scopes: _scopes, ...site } = this.shared!;
    lane.themes++;
    lane.send({
      type: 'theme',
      serverFile: this.serverFile!,
      shared: site,
      cacheMarkdown: this.schedule.mode === 'sticky',
    });
    this.lanes[index] = lane;
    return lane;
  }

  /**
   * The running threads import the theme's server bundle before the data to render with is ready: `configure` with
   * the same file then finds it loaded.
   */
  preloadTheme(serverFile: string): void {
    for (const lane of this.lanes) lane.send({ type: 'preload', serverFile });
  }

  /** What the next renders use: a new theme is loaded by the running threads, new shared data sent to them. */
  async configure(serverFile: string, shared: SharedRenderData): Promise<void> {
    const worn = this.lanes.some((l) => l.themes >= THEMES_PER_THREAD || l.dead);
    if (this.lanes.length === 0 || worn) {
      await this.close();
      this.open(this.schedule.threads === 0 ? [await inProcessLane()] : undefined);
    }
    const { scopes: _scopes, ...site } = shared;
    if (serverFile !== this.serverFile) {
      for (const lane of this.lanes) {
        lane.themes++;
        lane.send({ type: 'theme', serverFile, shared: site, cacheMarkdown: this.schedule.mode === 'sticky' });
      }
    } else if (shared !== this.shared) {
      for (const lane of this.lanes) lane.send({ type: 'shared', shared: site });
    }
    this.serverFile = serverFile;
    this.shared = shared;
  }

  /**
   * Renders the jobs; `take` gets each page as soon as it arrives, with its job's index. Answers the
   * routes that failed (the others still render); throws when the theme itself cannot load.
   */
  async render(
    jobs: RenderJob[],
    take: (page: RenderedPage, index: number) => void,
    options: RenderOptions = {},
  ): Promise<PageFailure[]> {
    if (this.lanes.some((l) => l.dead)) await this.configure(this.serverFile!, this.shared!);
    const { onProgress, urgent, failed } = options;
    const id = this.nextId++;
    const failures: PageFailure[] = [];
    const sticky = this.schedule.mode === 'sticky';
    const queues = sticky ? this.byOwner(jobs) : [Array.from(jobs.keys())];
    const read = queues.map(() => 0);
    const taken = new Uint8Array(jobs.length);
    let done = 0;
    let fatal: DocgenError[] | undefined;
    /** The next batch for a lane, as indexes in `jobs`: a job asked for alone and first, else the lane's next ones. */
    const batchFor = (lane: number): number[] => {
      let asked = urgent?.();
      while (asked !== undefined && taken[asked]) asked = urgent!();
      if (asked !== undefined) {
        taken[asked] = 1;
        if (sticky) this.moveOwner(jobs[asked]!.plan.route, lane);
        return [asked];
      }
      const q = sticky ? lane : 0;
      const queue = queues[q]!;
      const batch: number[] = [];
      while (batch.length < (sticky ? STICKY_BATCH_SIZE : BATCH_SIZE) && read[q]! < queue.length) {
        const i = queue[read[q]!++]!;
        if (!taken[i]) batch.push(i);
        taken[i] = 1;
      }
      return batch;
    };
    await Promise.all(
      this.lanes.map(
        (first, laneIndex) =>
          new Promise<void>((resolve, reject) => {
            let lane = first;
            let indexes: number[] = [];
            /** How many pages of the batch the lane has answered: they come in order. */
            let answered = 0;
            let timer: NodeJS.Timeout | undefined;
            const send = () => {
              clearTimeout(timer);
              if (this.schedule.timeoutMs) {
                timer = setTimeout(() => {
                  reject(
                    new DocgenError(
                      `rendering did not finish within ${this.schedule.timeoutMs! / 1000} s`,
                      undefined,
                      'look for an endless loop in the theme or a page module',
                    ),
                  );
                  void lane.stop();
                }, this.schedule.timeoutMs);
              }
              const batch = indexes.map((i) => jobs[i]!);
              const scopes = scopeDelivery(lane.scopes, batch, this.shared!.scopes);
              if (scopes) lane.send({ type: 'scopes', ...scopes });
              lane.send({ type: 'render', id, jobs: batch });
            };
            const feed = () => {
              clearTimeout(timer);
              indexes = fatal ? [] : batchFor(laneIndex);
              answered = 0;
              if (indexes.length === 0) return resolve();
              send();
            };
            const onPage: Lane['onPage'] = (reply) => {
              if (reply.id !== id) return;
              if ('fatal' in reply) {
                fatal = reply.fatal.map(fromPlainError);
                clearTimeout(timer);
                return resolve();
              }
              const index = indexes[reply.index]!;
              answered = reply.index + 1;
              if (reply.page) take(reply.page, index);
              if (reply.errors.length > 0) {
                const errors = reply.errors.map(fromPlainError);
                failures.push({ route: jobs[index]!.plan.route, errors });
                failed?.(index, errors);
              }
              onProgress?.(++done, jobs.length);
              if (reply.last) feed();
            };
            // A page that needs more than the bounded heap renders again, with the rest of its batch, on a thread
            // without the bound: the pages before it are in, and no page depends on another's render.
            const onRenderFail = (error: Error) => {
              clearTimeout(timer);
              const page = indexes[answered];
              const code = (error as NodeJS.ErrnoException).code;
              if (code !== 'ERR_WORKER_OUT_OF_MEMORY' || page === undefined) return reject(error);
              if (!lane.bounded) return reject(outOfMemory(jobs[page]!.plan));
              lane = this.unboundedLane(laneIndex);
              lane.onPage = onPage;
              lane.onRenderFail = onRenderFail;
              indexes = indexes.slice(answered);
              answered = 0;
              send();
            };
            lane.onPage = onPage;
            lane.onRenderFail = onRenderFail;
            feed();
          }),
      ),
    );
    if (fatal) throw new DocgenErrors(fatal);
    return failures;
  }

  /** Each lane's jobs, as indexes in `jobs`; a route new to the pool goes to the least loaded lane. */
  private byOwner(jobs: RenderJob[]): number[][] {
    const queues = this.lanes.map(() => [] as number[]);
    jobs.forEach((job, index) => {
      let lane = this.owner.get(job.plan.route);
      if (lane === undefined) {
        lane = this.load.indexOf(Math.min(...this.load));
        this.load[lane]!++;
        this.owner.set(job.plan.route, lane);
      }
      queues[lane]!.push(index);
    });
    return queues;
  }

  /** A job asked for out of turn goes to the first lane free for it, which keeps the route from then on. */
  private moveOwner(route: string, lane: number): void {
    const before = this.owner.get(route);
    if (before !== undefined) this.load[before]!--;
    this.load[lane]!++;
    this.owner.set(route, lane);
  }

  /** Builds a search index on the first thread, between renders. */
  index(input: SearchIndexInput): Promise<SearchIndexFiles> {
    const lane = this.lanes[0];
    if (!lane || lane.dead) return Promise.reject(new Error('no render thread to index the site on'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      lane.send({ type: 'search', id, input });
    });
  }

  /**
   * Compiles an MDX file on the threads in turn: esbuild asks for the files one by one while it bundles the theme,
   * and compiling them is most of that time on a site with many MDX docs. Undefined when the pool has no threads
   * (yet): the caller compiles in this thread.
   */
  compileMdx(source: string, label: string, options: MdxCompileOptions): Promise<CompiledMdx> | undefined {
    const live = this.lanes.filter((l) => !l.dead);
    if (this.schedule.threads === 0 || live.length === 0) return undefined;
    // Files differ widely in size: each goes to the thread with the fewest still to compile.
    const lane = live.reduce((a, b) => (b.compiling < a.compiling ? b : a));
    lane.compiling++;
    const id = this.nextId++;
    return new Promise<CompiledMdx>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      lane.send({ type: 'mdx', id, source, label, options });
    }).finally(() => lane.compiling--);
  }

  async close(): Promise<void> {
    const lanes = this.lanes;
    this.lanes = [];
    await Promise.all(lanes.map((l) => l.stop()));
  }
}

function outOfMemory(plan: RoutePlan): DocgenError {
  return new DocgenError(
    'rendering this page ran out of memory',
    { file: plan.source },
    'split the page into smaller ones, or give Node more memory (NODE_OPTIONS=--max-old-space-size=8192)',
  );
}
