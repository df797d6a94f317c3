import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { DocgenError, DocgenErrors, fromPlainError, type PlainError } from '../errors.js';
import { YOUNG_GENERATION_MB, type RenderJob } from '../render/render-all.js';
import type { RenderedPage, SharedRenderData } from '../render/render-page.js';
import { startWorker } from '../util/start-worker.js';

export type RenderRequest =
  | { type: 'theme'; serverFile: string; shared: SharedRenderData }
  | { type: 'shared'; shared: SharedRenderData }
  | { type: 'render'; id: number; jobs: RenderJob[] };

export interface RenderReply {
  pages: RenderedPage[];
  /** Routes that could not be rendered, each with its errors; the rest of the batch still renders. */
  failures: { route: string; errors: PlainError[] }[];
  /** Set when the theme itself could not be loaded. */
  fatal?: PlainError[];
}

export interface PageFailure {
  route: string;
  errors: DocgenError[];
}

/** A render that takes this long is stuck (an endless loop in a component): its thread is stopped. */
const RENDER_TIMEOUT_MS = 120_000;
/** Each theme a thread loads stays in its memory (modules cannot be unloaded): after this many, a fresh thread. */
const THEMES_PER_THREAD = 40;

function workerUrl(): URL {
  // Under a TypeScript loader (tests) this runs from src/watch/; compiled, from a folder of dist/.
  return new URL(import.meta.url.endsWith('.ts') ? './render-worker.ts' : '../watch/render-worker.js', import.meta.url);
}

interface Pending {
  resolve(reply: RenderReply): void;
  reject(error: Error): void;
}

class RenderThread {
  readonly worker: Worker;
  private pending = new Map<number, Pending>();
  private nextId = 0;
  dead = false;
  themes = 1;

  constructor(serverFile: string, shared: SharedRenderData) {
    this.worker = startWorker(workerUrl(), { workerData: { serverFile, shared }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    this.worker.on('message', (reply: RenderReply & { id: number }) => {
      this.pending.get(reply.id)?.resolve(reply);
      this.pending.delete(reply.id);
    });
    const fail = (error: Error) => {
      this.dead = true;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the render thread stopped (exit code ${code})`)));
  }

  send(message: RenderRequest): void {
    this.worker.postMessage(message);
  }

  render(jobs: RenderJob[]): Promise<RenderReply> {
    const id = this.nextId++;
    return new Promise<RenderReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new DocgenError(`rendering did not finish within ${RENDER_TIMEOUT_MS / 1000} s`, undefined, 'look for an endless loop in the theme or a page module'));
        void this.worker.terminate();
      }, RENDER_TIMEOUT_MS);
      this.pending.set(id, {
        resolve: (reply) => (clearTimeout(timer), resolve(reply)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      this.send({ type: 'render', id, jobs });
    });
  }
}

/**
 * Watch mode's render threads. Each route stays with one thread, which keeps its rendered Markdown
 * until the theme or the links between docs change.
 */
export class RenderPool {
  private threads: RenderThread[] = [];
  private owner = new Map<string, number>();
  private load: number[] = [];
  private serverFile?: string;
  private shared?: SharedRenderData;
  private readonly size: number;

  constructor(pages: number) {
    this.size = pages > 150 ? Math.max(1, Math.min(availableParallelism(), 4)) : 1;
  }

  /** What the next renders use. */
  configure(serverFile: string, shared: SharedRenderData): void {
    const worn = this.threads.some((t) => t.themes >= THEMES_PER_THREAD);
    if (this.threads.length === 0 || worn || this.threads.some((t) => t.dead)) {
      void this.close();
      this.threads = Array.from({ length: this.size }, () => new RenderThread(serverFile, shared));
      this.owner.clear();
      this.load = this.threads.map(() => 0);
    } else if (serverFile !== this.serverFile) {
      for (const thread of this.threads) {
        thread.themes++;
        thread.send({ type: 'theme', serverFile, shared });
      }
    } else if (shared !== this.shared) {
      for (const thread of this.threads) thread.send({ type: 'shared', shared });
    }
    this.serverFile = serverFile;
    this.shared = shared;
  }

  async render(jobs: RenderJob[]): Promise<{ pages: RenderedPage[]; failures: PageFailure[] }> {
    if (this.threads.some((t) => t.dead)) this.configure(this.serverFile!, this.shared!);
    const batches = this.threads.map(() => [] as RenderJob[]);
    for (const job of jobs) batches[this.threadFor(job.plan.route)]!.push(job);
    const replies = await Promise.all(batches.map((batch, i) => (batch.length > 0 ? this.threads[i]!.render(batch) : undefined)));
    // Every thread loads the same theme, so the first one's report says it all.
    const fatal = replies.find((r) => r?.fatal)?.fatal;
    if (fatal) throw new DocgenErrors(fatal.map(fromPlainError));
    return {
      pages: replies.flatMap((r) => r?.pages ?? []),
      failures: replies.flatMap((r) => r?.failures ?? []).map((f) => ({ route: f.route, errors: f.errors.map(fromPlainError) })),
    };
  }

  private threadFor(route: string): number {
    let index = this.owner.get(route);
    if (index === undefined) {
      index = this.load.indexOf(Math.min(...this.load));
      this.load[index]!++;
      this.owner.set(route, index);
    }
    return index;
  }

  async close(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }
}
