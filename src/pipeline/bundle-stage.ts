import type { BundleUpdate, ThemeBundleInput, ThemeBundler, ThemeBundles } from '../bundle/bundle-theme.js';
import type { BuildCache } from '../cache/build-cache.js';
import { readBundles, storeBundles } from '../cache/bundle-cache.js';
import type { MdxCompiler } from '../mdx/bundle-mdx.js';
import type { StageErrors } from './stage-errors.js';

/**
 * The theme's bundles, and the esbuild context kept between them so that watch mode bundles again
 * incrementally. A theme that does not compile keeps its error under `bundle` and answers undefined.
 */
export class BundleStage {
  private bundler?: ThemeBundler;

  constructor(
    private readonly errors: StageErrors,
    /** Where the bundles' MDX files compile: on the render threads when they are up. */
    private readonly compileMdx?: MdxCompiler,
  ) {}

  /**
   * Bundles from scratch, or takes the bundles the build cache has for `input`; `bundling` is told when esbuild must
   * run, `serverWritten` when its server bundle is written, before the browser bundle is done.
   */
  async cold(
    input: ThemeBundleInput,
    cache?: BuildCache,
    bundling?: { started(): void; serverWritten(serverFile: string): void },
  ): Promise<ThemeBundles | undefined> {
    // Taking them writes the server bundle back to its file: a folder that refuses it fails the bundle stage.
    const found =
      cache && (await this.errors.attempt('bundle', async () => ({ cached: await readBundles(cache, input) })));
    if (cache && !found) return undefined;
    const cached = found?.cached;
    if (cached) {
      // esbuild starts when a change needs a new bundle: the incremental context is of no use before.
      await this.dispose();
      return cached;
    }
    bundling?.started();
    const startedMs = Date.now();
    const bundler = await this.errors.attempt('bundle', () => themeBundler(input, this.compileMdx));
    // esbuild's service keeps the process alive: a bundling that threw (not the author's mistake) must stop it too.
    const bundles =
      bundler &&
      (await this.errors
        .attempt('bundle', () => bundler.bundle(undefined, bundling?.serverWritten))
        .catch(async (error: unknown) => {
          await bundler.dispose();
          throw error;
        }));
    if (!bundles) await bundler?.dispose();
    else {
      await this.dispose();
      this.bundler = bundler;
      if (cache) cache.track(storeBundles(cache, input, bundles, startedMs));
    }
    return bundles;
  }

  /**
   * Bundles again with `update`; `started` is the input an esbuild context starts from when there is
   * none yet (the last bundles came from the cache).
   */
  again(started: () => ThemeBundleInput, update: BundleUpdate): Promise<ThemeBundles | undefined> {
    return this.errors.attempt('bundle', async () => {
      this.bundler ??= await themeBundler(started(), this.compileMdx);
      return this.bundler.bundle(update);
    });
  }

  async dispose(): Promise<void> {
    const bundler = this.bundler;
    this.bundler = undefined;
    await bundler?.dispose();
  }
}

/**
 * The bundler and what it compiles with (esbuild's API, the SVG and MDX compilers) load when a bundle is made: a start
 * that finds its bundles in the cache serves its first page without them.
 */
async function themeBundler(input: ThemeBundleInput, compileMdx?: MdxCompiler): Promise<ThemeBundler> {
  const { createThemeBundler } = await import('../bundle/bundle-theme.js');
  return createThemeBundler(input, compileMdx);
}
