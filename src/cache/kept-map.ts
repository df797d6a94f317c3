import { cacheKey, type BuildCache } from './build-cache.js';
import { engineFingerprint } from './engine-fingerprint.js';

/**
 * A map kept from one build to the next in one entry of the build cache, per docgen (what it holds is what this
 * docgen's code made of each key): it holds what the last build used, so that it stays about one site large.
 */
export class KeptMap<V> {
  private readonly used = new Map<string, V>();
  private added = false;

  private constructor(
    private readonly cache: BuildCache,
    private readonly kind: string,
    private readonly key: string,
    private readonly known: Map<string, V>,
  ) {}

  static async open<V>(cache: BuildCache, kind: string): Promise<KeptMap<V>> {
    const key = cacheKey(await engineFingerprint());
    const entry = await cache.read<[string, V][]>(kind, key);
    return new KeptMap(cache, kind, key, new Map(Array.isArray(entry?.meta) ? entry.meta : []));
  }

  get(key: string): V | undefined {
    const value = this.known.get(key);
    if (value !== undefined) this.used.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.known.set(key, value);
    this.used.set(key, value);
    this.added = true;
  }

  /** Keeps what this build used, when it made anything new or no longer uses everything kept. */
  save(): void {
    if (!this.added && this.used.size === this.known.size) return;
    this.cache.write(this.kind, this.key, [...this.used], []);
  }
}
