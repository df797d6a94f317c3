import { detached } from './detached.js';

/**
 * One copy of each string kept, however many pages repeat it. Every page arrives from a render thread
 * with its own copies: the navbar's, sidebar's and footer's links, the same on each page, held in
 * the 10,000-page benchmark's link-check data 250,000 strings, most of them repeats.
 */
export class Interner {
  private readonly strings = new Map<string, string>();

  /**
   * The kept copy of `value`, made with `transform` when first seen. Kept and looked up cut loose
   * from the string `value` may have been cut from (see `detached`), which is not kept.
   */
  intern(value: string, transform: (value: string) => string = (same) => same): string {
    let kept = this.strings.get(value);
    if (kept === undefined) {
      const key = detached(value);
      this.strings.set(key, (kept = transform(key)));
    }
    return kept;
  }
}
