import { DocgenError, DocgenErrors, fromPlainError } from '../errors.js';
import type { RenderedPage, SharedRenderData } from '../render/render-page.js';
import type { CompiledMdx, MdxCompileOptions } from '../mdx/compile.js';
import type { SearchIndexFiles, SearchIndexInput } from '../search/build-index.js';
import type { RenderJob } from './renderer.js';
import { inProcessLane, workerLane, type Lane } from './pool-lane.js';
import { setHeapGrowing, type RenderSchedule } from './render-schedule.js';
import type { RoutePlan } from '../routes/build-routes.js';
import { scopeDelivery } from './thread-scopes.js';
import { readBody } from '../sources/docs/doc-store.js';

/** Jobs go out in batches of this many: small enough to share out evenly, large enough to keep messages few. */
const BATCH_SIZE = 16;

/**
 * Watch mode's batches are smaller: a page asked for out of turn waits for the batch its thread is on.
 */
const STICKY_BATCH_SIZE = 4;

/** Each theme a thread loads stays in its memory (modules cannot be unloaded): after this many, a fresh thread. */
const THEMES_PER_THREAD = 40;

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

/** The one pool of render threads, for `build`, `check-links` and watch mode alike. */
export class RenderPool {
  private lanes: Lane[] = [];
  private owner = new Map<string, number>();
  private load: number[] = [];
  private serverFile?: string;
  private shared?: SharedRenderData;
  private nextId = 0;
  /** The search refresh under way (see `SearchStop`): its ticket, or none. */
  private readonly searchStop = new Int32Array(new SharedArrayBuffer(4));
  /** Searches and MDX compiles sent to a thread, by request id, until the thread answers. */
  private waiting = new Map<number, { resolve(answer: never): void; reject(error: Error): void }>();

  constructor(
    private readonly schedule: RenderSchedule,
    /** A thread started before the pool (see `RenderLanes.startFirst`): its first lane, when it opens. */
    private first?: Lane,
  ) {
    setHeapGrowing(schedule);
  }

  /**
   * Starts the render threads before there is a theme to render with: each loads React, unified and the
   * highlighter (a few hundred milliseconds) while this thread reads the docs and esbuild bundles the theme.
   */
  warmUp(): void {
    if (this.lanes.length === 0 && this.schedule.threads > 0) this.open();
  }

  /** Takes `lanes` (worker threads by default) as the pool's lanes; none has a theme yet. */
  private open(lanes?: Lane[]): void {
    const first = this.first;
    this.first = undefined;
    this.lanes =
      lanes ??
      Array.from({ length: this.schedule.threads }, (_, i) =>
        i === 0 && first
          ? first
          : workerLane(
              this.schedule.threadHeapMb,
              this.schedule.threadYoungMb,
              i > 0 && this.schedule.mode === 'sticky',
            ),
      );
    if (lanes) void first?.stop();
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
              const batch = indexes.map((i) => jobs[i]!);
              // A build's bodies wait on disk until their batch (see `setBodiesAside`).
              try {
                for (const { doc } of batch) if (doc) readBody(doc, this.shared!.siteDir);
              } catch (error) {
                return reject(error);
              }
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
              const scopes = scopeDelivery(lane.held, batch, this.shared!.scopes);
              if (scopes) lane.send({ type: 'scopes', delivery: scopes });
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
              this.wake();
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

  /**
   * Watch mode's threads but the first start once a page is out (see `workerLane`): on the 1,000-page bench, the
   * second thread loaded (0.4 s of CPU time quiet, 0.6-0.9 s on a busy machine) beside the bundling and the first
   * thread the first page waited for.
   */
  private wake(): void {
    for (const lane of this.lanes) lane.wake?.();
  }

  /**
   * Builds search indexes on the first thread, between renders; answers their files, in the order of `inputs`, or
   * undefined when a render was sent meanwhile or `stopIndexing` called (the indexes are then stale).
   */
  index(inputs: SearchIndexInput[]): Promise<SearchIndexFiles[] | undefined> {
    const lane = this.lanes[0];
    if (!lane || lane.dead) return Promise.reject(new Error('no render thread to index the site on'));
    const id = this.nextId++;
    const stop = { flag: this.searchStop, ticket: id + 1 };
    Atomics.store(this.searchStop, 0, stop.ticket);
    const held = lane.searchPages;
    lane.searchPages = new Map(inputs.flatMap((input) => input.pages.map((page) => [page.route, page])));
    const indexes = inputs.map((input) => ({
      ...input,
      pages: input.pages.map((page) => (held.get(page.route) === page ? page.route : page)),
    }));
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      lane.send({ type: 'search', id, indexes, stop });
    });
  }

  /**
   * Drops the search refresh under way, at once: made on a thread of its own while the next edit's page was planned and
   * rendered, a refresh that edit made stale took the cores that page waited for (at load 15-20, 0.6 s of CPU time).
   */
  stopIndexing(): void {
    Atomics.store(this.searchStop, 0, 0);
  }

  /**
   * Compiles an MDX file on the threads in turn: esbuild asks for the files one by one while it bundles the theme,
   * and compiling them is most of that time on a site with many MDX docs. Undefined when the pool has no threads
   * (yet): the caller compiles in this thread.
   */
  compileMdx(source: string, label: string, options: MdxCompileOptions): Promise<CompiledMdx> | undefined {
    // The site's MDX files hold up its first page: every thread compiles them.
    this.wake();
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
    const lanes = this.first ? [...this.lanes, this.first] : this.lanes;
    this.lanes = [];
    this.first = undefined;
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
