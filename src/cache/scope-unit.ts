import path from 'node:path';
import type { RenderJob } from '../pipeline/renderer.js';
import type { SharedRenderData } from '../render/render-page.js';
import { cacheKey, type BuildCache } from './build-cache.js';
import { keepPage, linkedPage, type HeldInOutput, type PageMeta, type PageResult } from './page-cache.js';

/** A page of a scope's entry: its route, its own entry's key (what the output and the search index know it by) and meta. */
interface UnitPage {
  route: string;
  key: string;
  meta: PageMeta;
}

interface UnitMeta {
  pages: UnitPage[];
}

/** The pages of one scope, by their places in the pass's list. */
interface ScopeGroup {
  /** Undefined when a page of the scope cannot be named without its doc's text (a generated page only is). */
  key?: string;
  indexes: number[];
  /** Of a scope not found, its pages' entries as they come, to keep the scope's entry once the last is in. */
  pages?: (UnitPage | undefined)[];
  left?: number;
}

/**
 * Each docs scope (one docs instance's version in one locale) of a build as one cache entry: its pages' entries'
 * metas, named by the site's render key, the scope's, each page's route plan and place in the sidebar, and the size
 * and change time of each doc file rather than its text. A scope none of whose inputs changed (a frozen version) is
 * then one read, not a hash of each doc and a read of each page's entry. A scope not found is read page by page, as
 * any page is, and kept as one entry once each of its pages is in.
 */
export class ScopeUnits {
  private readonly groups = new Map<string, ScopeGroup>();
  /** Each page's group and its place in it, by its place in the pass's list. */
  private readonly groupOf: ({ group: ScopeGroup; at: number } | undefined)[];

  constructor(
    jobs: RenderJob[],
    renderKey: { site: string; scopes: Record<string, string> },
    shared: SharedRenderData,
    /** The size and change time of a doc's file (absolute) as read; undefined for a file not of a docs folder. */
    stamp: (file: string) => string | undefined,
    siteDir: string,
  ) {
    this.groupOf = jobs.map((job, i) => {
      const scope = job.doc?.scope;
      if (scope === undefined) return undefined;
      let group = this.groups.get(scope);
      if (!group) this.groups.set(scope, (group = { indexes: [] }));
      return { group, at: group.indexes.push(i) - 1 };
    });
    for (const [scope, group] of this.groups) {
      const pages: unknown[] = [];
      for (const i of group.indexes) {
        const { plan, doc } = jobs[i]!;
        const file = plan.kind === 'doc' && plan.generated ? undefined : doc!.file;
        const fileStamp = file === undefined ? undefined : stamp(path.join(siteDir, file));
        if (file !== undefined && fileStamp === undefined) {
          pages.length = 0;
          break;
        }
        pages.push([plan, file, fileStamp, doc!.lastUpdate, shared.scopes[scope]?.placements[doc!.id]]);
      }
      if (pages.length > 0) group.key = cacheKey(renderKey.site, renderKey.scopes[scope], pages);
    }
  }

  /**
   * The pages of the scopes found in the cache, by their places in the pass's list, with their files as the cache's
   * copies (see `linkedPage`). A scope whose entry is damaged, or one of whose files is, is not found: its pages are read
   * one by one.
   */
  async read(
    cache: BuildCache,
    routes: (i: number) => string,
    held: HeldInOutput | undefined,
  ): Promise<Map<number, { key: string; page: PageResult }>> {
    const found = new Map<number, { key: string; page: PageResult }>();
    for (const group of this.groups.values()) {
      if (group.key === undefined) continue;
      const pages = this.unitPages(cache, group, routes);
      const read = pages && (await Promise.all(pages.map((p) => linkedPage(cache, p.meta, p.key, held))));
      if (!pages || !read || read.some((page) => page === undefined)) {
        toBeKept(group);
        continue;
      }
      group.indexes.forEach((i, at) => {
        // The page's own entry stays for the build that finds the scope changed.
        keepPage(cache, pages[at]!.key);
        found.set(i, { key: pages[at]!.key, page: read[at]! });
      });
    }
    return found;
  }

  /**
   * Of the pages found, those of a scope one of whose pages `wanted` (the search index needs their text, which the
   * scope's entry does not hold) are let go: they are read one by one, and the scope kept again as one entry.
   */
  letGo(found: Map<number, unknown>, wanted: (i: number) => boolean): void {
    for (const group of this.groups.values())
      if (group.indexes.some((i) => found.has(i) && wanted(i))) {
        for (const i of group.indexes) found.delete(i);
        toBeKept(group);
      }
  }

  private unitPages(cache: BuildCache, group: ScopeGroup, routes: (i: number) => string): UnitPage[] | undefined {
    const pages = cache.readMeta<UnitMeta>('scope', group.key!)?.pages;
    if (!Array.isArray(pages) || pages.length !== group.indexes.length) return undefined;
    return group.indexes.every((i, at) => pages[at]?.route === routes(i)) ? pages : undefined;
  }

  /** The page at `i` is in, kept in the cache under `key`: its scope's entry is written with its last page. */
  stored(cache: BuildCache, i: number, route: string, key: string, meta: PageMeta): void {
    const { group, at } = this.groupOf[i] ?? {};
    if (!group?.pages || group.key === undefined || group.pages[at!]) return;
    group.pages[at!] = { route, key, meta };
    if (--group.left! > 0) return;
    cache.write('scope', group.key, { pages: group.pages as UnitPage[] } satisfies UnitMeta, []);
    group.pages = undefined;
  }
}

function toBeKept(group: ScopeGroup): void {
  group.pages = new Array(group.indexes.length);
  group.left = group.indexes.length;
}
