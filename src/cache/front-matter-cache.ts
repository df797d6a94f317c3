import type { FrontMatterMemo } from '../content/front-matter.js';
import type { DocFrontMatter } from '../shared/model.js';
import type { BuildCache } from './build-cache.js';
import { KeptMap } from './kept-map.js';
import { isPlainJson } from '../util/plain-json.js';

/**
 * Parsed front matter by its YAML text, kept from one build to the next: parsing YAML is most of what
 * reading a thousand docs costs. A front matter with an error is never kept, so its error is reported on every build.
 */
export class FrontMatterCache implements FrontMatterMemo {
  private constructor(private readonly kept: KeptMap<string>) {}

  static async open(cache: BuildCache): Promise<FrontMatterCache> {
    return new FrontMatterCache(await KeptMap.open<string>(cache, 'front-matter'));
  }

  get(yamlText: string): DocFrontMatter | undefined {
    const json = this.kept.get(yamlText);
    return json === undefined ? undefined : (JSON.parse(json) as DocFrontMatter);
  }

  set(yamlText: string, frontMatter: DocFrontMatter): void {
    if (isPlainJson(frontMatter)) this.kept.set(yamlText, JSON.stringify(frontMatter));
  }

  save(): void {
    this.kept.save();
  }
}
