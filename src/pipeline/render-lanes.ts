import type { MdxCompiler } from '../mdx/bundle-mdx.js';
import { preloadInProcessRenderer, workerLane, type Lane } from './pool-lane.js';
import { RenderPool } from './render-pool.js';
import { buildSchedule, setHeapGrowing, watchSchedule } from './render-schedule.js';

/**
 * The render threads of one pipeline, sized for the pages to render: started while esbuild bundles the theme (and
 * compiling its MDX files meanwhile), or when a render needs them, and closed after a cold run's render.
 */
export class RenderLanes {
  private pool?: RenderPool;
  /** Watch mode's first render thread, started before the site is planned (see `startFirst`); the pool takes it. */
  private first?: Lane;

  constructor(private readonly options: { incremental?: boolean; threads?: number }) {}

  /**
   * Watch mode starts its first render thread as soon as a start has to bundle and render (the config was not in the
   * cache): the thread loads on the core the config and the docs leave idle, where it otherwise loaded beside esbuild,
   * and the first page asked for goes to it (see `RenderPool.render`). On the 1,000-page bench the two threads
   * cost 0.8 s of CPU time while esbuild bundled, and a page could wait for the thread that loaded last.
   */
  startFirst(): void {
    if (!this.options.incremental || this.pool || this.first) return;
    setHeapGrowing(watchSchedule(0));
    this.first = workerLane();
  }

  /** A cold build small enough to render in this thread loads the renderer here while the site is planned. */
  preload(pages: number): void {
    if (!this.options.incremental && buildSchedule(pages, this.options.threads).threads === 0)
      void preloadInProcessRenderer().catch(() => {});
  }

  /** Starts the threads before there is a theme to render with: they load while esbuild bundles it. */
  warmUp(pages: number): void {
    this.forPages(pages).warmUp();
  }

  /** The running pool, or one started for `pages` pages. */
  forPages(pages: number): RenderPool {
    if (!this.pool) {
      const first = this.first;
      this.first = undefined;
      this.pool = new RenderPool(
        this.options.incremental ? watchSchedule(pages) : buildSchedule(pages, this.options.threads),
        first,
      );
    }
    return this.pool;
  }

  /** The running pool, if any. */
  get running(): RenderPool | undefined {
    return this.pool;
  }

  /** MDX files of the theme bundle compile on the render threads while they are idle, waiting for the bundle. */
  readonly compileMdx: MdxCompiler = (source, label, options) => this.pool?.compileMdx(source, label, options);

  async close(): Promise<void> {
    const pool = this.pool;
    const first = this.first;
    this.pool = undefined;
    this.first = undefined;
    await Promise.all([pool?.close(), first?.stop()]);
  }
}
