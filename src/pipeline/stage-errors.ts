import type { LoadedConfig } from '../config/load.js';
import { DocgenError, DocgenErrors, isUserError, withKeyPositions } from '../errors.js';
import type { PageFailure } from './render-pool.js';

const PAGE = 'page:';

/** A bug in docgen, or the file system failing under it, as watch mode shows it: the stack only when asked for. */
export function internalFailure(error: unknown): DocgenError {
  const err = error as Error;
  const hint = process.env.DOCGEN_DEBUG
    ? err?.stack
    : 'this looks like a bug in docgen; run with DOCGEN_DEBUG=1 for the stack trace';
  return new DocgenError(`docgen failed: ${err?.message ?? String(error)}`, undefined, hint);
}

/**
 * The author's mistakes that stand now, one slot per stage, doc or page (`config`, `doc:<file>`, `page:<route>`…).
 * A stage that succeeds clears its slot; a bug in docgen is thrown, never kept.
 */
export class StageErrors {
  private readonly byKey = new Map<string, DocgenError | DocgenErrors>();
  /** Finds a config key's line and column: set with each config load. */
  locate?: LoadedConfig['locate'];

  get size(): number {
    return this.byKey.size;
  }

  set(key: string, error: DocgenError | DocgenErrors): void {
    this.byKey.set(key, error);
  }

  delete(key: string): void {
    this.byKey.delete(key);
  }

  /** Every error, in a stable order: config first, then docs, site, theme and pages. */
  all(): DocgenError[] {
    return [...this.byKey.values()].flatMap((e) => (e instanceof DocgenErrors ? e.errors : [e]));
  }

  /** The errors as thrown: the one error as it came, or all of them together. */
  failure(): DocgenError | DocgenErrors | undefined {
    const all = [...this.byKey.values()];
    return all.length <= 1 ? all[0] : new DocgenErrors(this.all());
  }

  async attempt<T>(key: string, run: () => Promise<T>): Promise<T | undefined> {
    try {
      const value = await run();
      this.byKey.delete(key);
      return value;
    } catch (error) {
      this.record(key, error);
      return undefined;
    }
  }

  attemptSync<T>(key: string, run: () => T): T | undefined {
    try {
      const value = run();
      this.byKey.delete(key);
      return value;
    } catch (error) {
      this.record(key, error);
      return undefined;
    }
  }

  /**
   * The pages' slots after a render: a page rendered clears its own, a page that failed sets it, and a page the
   * site no longer has (not `shown`) loses it.
   */
  renderedPages(rendered: Iterable<string>, failures: PageFailure[], shown: (route: string) => boolean): void {
    for (const route of rendered) this.byKey.delete(`${PAGE}${route}`);
    for (const failure of failures) this.byKey.set(`${PAGE}${failure.route}`, new DocgenErrors(failure.errors));
    for (const key of this.byKey.keys())
      if (key.startsWith(PAGE) && !shown(key.slice(PAGE.length))) this.byKey.delete(key);
  }

  record(key: string, error: unknown): void {
    if (!isUserError(error)) throw error;
    this.byKey.set(key, this.withConfigPositions(error));
  }

  /** Mistakes found by checking the config against the docs name a config key: here it gets its line and column. */
  private withConfigPositions(error: DocgenError | DocgenErrors): DocgenError | DocgenErrors {
    return this.locate ? withKeyPositions(error, this.locate) : error;
  }
}
