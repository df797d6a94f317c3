import type { MdxCompiler } from '../mdx/bundle-mdx.js';
import { preloadInProcessRenderer } from './pool-lane.js';
import { RenderPool } from './render-pool.js';
import { buildSchedule, watchSchedule } from './render-schedule.js';

/**
 * The render threads of one pipeline, sized for the pages to render: started while esbuild bundles the theme (and
 * compiling its MDX files meanwhile), or when a render needs them, and closed after a cold run's render.
 */
export class RenderLanes {
  private pool?: RenderPool;

  constructor(private readonly options: { incremental?: boolean; threads?: number }) {}

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
    this.pool ??= new RenderPool(
      this.options.incremental ? watchSchedule(pages) : buildSchedule(pages, this.options.threads),
    );
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
    this.pool = undefined;
    await pool?.close();
  }
}
