import type { UrgentPages } from '../cache/page-cache.js';
import type { DocgenError } from '../errors.js';
import { htmlFileOf } from '../output/site-files.js';
import type { DuePage } from './page-sink.js';

/** What became of a page asked for while its pass ran: its files are out, or it failed with these errors. */
export type PageOutcome = { ready: true } | { ready: false; errors: DocgenError[] };

/**
 * The pages one render pass puts out, and the ones someone asked for meanwhile (watch mode's server, for a
 * page it does not have yet): those go ahead of the rest, in the cache reads as in the render threads' queues.
 * Indexes are the pages' places in `due`.
 */
export class RenderPass {
  private readonly byPath = new Map<string, number>();
  /** The pages asked for, in the order they were: each phase of the pass reads it from its own place. */
  private readonly asked: number[] = [];
  private readonly waiting = new Map<number, ((outcome: PageOutcome | undefined) => void)[]>();
  /** Told each time a page is asked for. */
  private readonly listeners = new Set<() => void>();
  private readonly out: Uint8Array;
  private settled = 0;

  constructor(
    due: DuePage[],
    trailingSlash: boolean | undefined,
    private readonly onProgress?: (done: number, total: number) => void,
  ) {
    this.out = new Uint8Array(due.length);
    due.forEach(({ job }, i) =>
      this.byPath.set(
        htmlFileOf(job.plan.route, trailingSlash, job.plan.kind === 'notFound' ? 'notFound' : undefined),
        i,
      ),
    );
  }

  get total(): number {
    return this.out.length;
  }

  /**
   * Puts the page whose HTML goes to `sitePath` ahead of the others; resolves once it is out or failed.
   * Undefined when the pass has no such page, or has already put it out.
   */
  demand(sitePath: string): Promise<PageOutcome | undefined> | undefined {
    const i = this.byPath.get(sitePath);
    if (i === undefined || this.out[i]) return undefined;
    this.asked.push(i);
    const outcome = new Promise<PageOutcome | undefined>((resolve) =>
      this.waiting.set(i, [...(this.waiting.get(i) ?? []), resolve]),
    );
    for (const listener of [...this.listeners]) listener();
    return outcome;
  }

  /** The pages asked for, oldest first, for a reader told each time one more is asked for (see `UrgentPages`). */
  urgentPages(): UrgentPages {
    return {
      next: this.reader(),
      asked: (listener) => {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
      },
    };
  }

  /** The pages asked for and not out yet, oldest first, from this reader's own place in the list. */
  reader(): () => number | undefined {
    let at = 0;
    return () => {
      while (at < this.asked.length) {
        const i = this.asked[at++]!;
        if (!this.out[i]) return i;
      }
      return undefined;
    };
  }

  /** As `reader`, for a phase that works on `among` (indexes in `due`, ascending): answers places in `among`. */
  urgentAmong(among: number[]): () => number | undefined {
    const next = this.reader();
    return () => {
      for (let i = next(); i !== undefined; i = next()) {
        const at = sortedIndexOf(among, i);
        if (at !== -1) return at;
      }
      return undefined;
    };
  }

  /** The page at `i` is out (its files emitted) or failed; a failed page is asked for no more either. */
  settle(i: number, outcome: PageOutcome): void {
    if (this.out[i]) return;
    this.out[i] = 1;
    this.onProgress?.(++this.settled, this.out.length);
    const waiting = this.waiting.get(i);
    this.waiting.delete(i);
    for (const resolve of waiting ?? []) resolve(outcome);
  }

  /** The pass is over: whoever still waits gets no page from it (the theme did not load, or the page has no job). */
  end(): void {
    for (const waiting of this.waiting.values()) for (const resolve of waiting) resolve(undefined);
    this.waiting.clear();
  }
}

export const READY: PageOutcome = { ready: true };

function sortedIndexOf(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (sorted[mid] === value) return mid;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}
