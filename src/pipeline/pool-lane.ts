import type { Worker } from 'node:worker_threads';
import { startWorker } from '../util/start-worker.js';
import type { Renderer, RenderReply, RenderRequest } from './renderer.js';
import type { SearchablePage } from '../search/build-index.js';
import type { HeldScopes } from './thread-scopes.js';

/**
 * Rendering a page allocates many short-lived objects (syntax trees, React elements); with V8's small
 * default young generation, a third of the render time went to scavenges. A larger one cuts that. A build's threads
 * take a smaller one (see `RenderSchedule.threadYoungMb`).
 */
const YOUNG_GENERATION_MB = 64;

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
export interface Lane {
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
  /** The content scopes' data the lane holds (see `scopeDelivery`). */
  held: HeldScopes;
  /** The pages of the last search refresh sent to the lane, by route, as sent (see `HeldSearchInput`). */
  searchPages: Map<string, SearchablePage>;
  /** Starts a lane made asleep (see `workerLane`); what it was sent meanwhile goes to it then. */
  wake?(): void;
  stop(): Promise<unknown>;
}

/**
 * A render thread. One made `asleep` starts when woken, and keeps what it is sent until then: watch mode's further
 * threads load once its first page is out, not on the cores that page waits for.
 */
export function workerLane(heapMb?: number, youngMb = YOUNG_GENERATION_MB, asleep = false): Lane {
  let worker: Worker | undefined;
  let held: RenderRequest[] = [];
  let stopped = false;
  const start = () => {
    const started = startWorker(THREAD_MODULE, {
      resourceLimits: {
        maxYoungGenerationSizeMb: youngMb,
        ...(heapMb && { maxOldGenerationSizeMb: heapMb }),
      },
    });
    started.on('message', (reply: RenderReply) => lane.onReply?.(reply));
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`a render thread stopped (exit code ${code})`)));
    for (const request of held) started.postMessage(request);
    held = [];
    return started;
  };
  const lane: Lane = {
    send: (request) => (worker ? worker.postMessage(request) : held.push(request)),
    dead: false,
    bounded: heapMb !== undefined,
    themes: 0,
    compiling: 0,
    held: { scopes: new Map(), sitePaths: new Set(), alternates: new Set() },
    searchPages: new Map(),
    wake: () => {
      if (!worker && !stopped) worker = start();
    },
    stop: async () => {
      stopped = true;
      return worker?.terminate();
    },
  };
  const fail = (error: Error) => {
    if (lane.dead) return;
    lane.dead = true;
    lane.onFail?.(error);
  };
  if (!asleep) lane.wake!();
  return lane;
}

export async function inProcessLane(): Promise<Lane> {
  const { Renderer } = await preloadInProcessRenderer();
  let queue = Promise.resolve();
  const lane: Lane = {
    // Replies go out on a later tick, as a thread's would: the pool never re-enters itself.
    send: (request) => {
      renderer.arrived(request);
      queue = queue.then(() => renderer.handle(request)).catch((error: Error) => lane.onFail?.(error));
    },
    dead: false,
    bounded: false,
    themes: 0,
    compiling: 0,
    held: { scopes: new Map(), sitePaths: new Set(), alternates: new Set() },
    searchPages: new Map(),
    stop: async () => {},
  };
  const renderer: Renderer = new Renderer((reply) => lane.onReply?.(reply));
  return lane;
}
