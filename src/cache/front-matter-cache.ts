import type { FrontMatterMemo } from '../content/front-matter.js';
import type { DocFrontMatter } from '../shared/model.js';
import { cacheKey, type BuildCache } from './build-cache.js';
import { engineFingerprint } from './engine-fingerprint.js';
import { isPlainJson } from '../util/plain-json.js';

/**
 * Parsed front matter by its YAML text, kept from one build to the next: parsing YAML is most of what
 * reading a thousand docs costs. One entry per docgen (its parser and schema), holding what the last
 * build parsed; a front matter with an error is never kept, so its error is reported on every build.
 */
export class FrontMatterCache implements FrontMatterMemo {
  private readonly used = new Map<string, string>();
  private added = false;

  private constructor(
    private readonly cache: BuildCache,
    private readonly key: string,
    private readonly known: Map<string, string>,
  ) {}

  static async open(cache: BuildCache): Promise<FrontMatterCache> {
    const key = cacheKey(await engineFingerprint());
    const entry = await cache.read<[string, string][]>('front-matter', key);
    return new FrontMatterCache(cache, key, new Map(Array.isArray(entry?.meta) ? entry.meta : []));
  }

  get(yamlText: string): DocFrontMatter | undefined {
    const json = this.known.get(yamlText);
    if (json === undefined) return undefined;
    this.used.set(yamlText, json);
    return JSON.parse(json) as DocFrontMatter;
  }

  set(yamlText: string, frontMatter: DocFrontMatter): void {
    if (!isPlainJson(frontMatter)) return;
    const json = JSON.stringify(frontMatter);
    this.known.set(yamlText, json);
    this.used.set(yamlText, json);
    this.added = true;
  }

  /** Keeps what this build used, when it parsed anything new or no longer uses everything kept. */
  save(): void {
    if (!this.added && this.used.size === this.known.size) return;
    this.cache.write('front-matter', this.key, [...this.used], []);
  }
}
