import path from 'node:path';
import type { RenderJob } from '../pipeline/renderer.js';
import type { SharedRenderData } from '../render/render-page.js';
import { cacheKey, type BuildCache } from './build-cache.js';
import type { LinkBase } from '../links/check-links.js';
import {
  exitsOf,
  ScopeLinks,
  type CheckedPage,
  type PageTarget,
  type ScopeExits,
  type ScopeExitsCheck,
} from '../links/link-ledger.js';
import { shownOf, type ShownPage } from '../output/site-files.js';
import type { LinkedFile } from '../output/write-site.js';
import { keepPage, linkedFiles, type HeldInOutput, type PageMeta } from './page-cache.js';

/**
 * A page of a scope's entry: its own entry's key (what the output and the search index know it by), its files, what
 * the index files show of it, and what other pages' links may lead into on it.
 */
interface UnitPage {
  key: string;
  files: PageMeta['files'];
  shown: ShownPage;
  target: PageTarget;
}

/**
 * The entry's one part holds each page's links that lead out of the scope (0 for a page with none): most of the
 * entry, and needed only when one of the scope's `exits` fails, it is left unparsed until then (see `ScopeExits`).
 */
interface UnitMeta {
  pages: UnitPage[];
  exits: ScopeExits;
}

type LeftLinks = (CheckedPage | 0)[];

/**
 * A page of a scope found in the cache, its files as the cache's copies (see `linkedFiles`), and its links that lead
 * out of the scope: none when its scope's are checked as one list (see `ScopeExits`).
 */
export type ScopePage = Omit<UnitPage, 'files'> & { files: LinkedFile[]; left: CheckedPage };

/** A page of a scope not found, as it comes: its links still to sift (see `ScopeLinks`). */
type ComingPage = UnitPage & { pending: CheckedPage };

/** The pages of one scope, by their places in the pass's list. */
interface ScopeGroup {
  /** Undefined when a page of the scope cannot be named without its doc's text (a generated page only is). */
  key?: string;
  indexes: number[];
  /** Of a scope not found, its pages' entries as they come, to keep the scope's entry once the last is in. */
  pages?: (ComingPage | undefined)[];
  links?: ScopeLinks;
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
    private readonly jobs: RenderJob[],
    renderKey: { site: string; scopes: Record<string, string> },
    shared: SharedRenderData,
    /** The size and change time of a doc's file (absolute) as read; undefined for a file not of a docs folder. */
    stamp: (file: string) => string | undefined,
    siteDir: string,
    private readonly linkBase: LinkBase,
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
   * What names the page at `i` where its scope has a key: the scope's key and the page's place in it, which name
   * everything the page is rendered from as the page's own key does, without its doc's text (see `SearchStage.open`).
   */
  nameOf(i: number): string | undefined {
    const { group, at } = this.groupOf[i] ?? {};
    return group?.key === undefined ? undefined : `${group.key}:${at}`;
  }

  /**
   * Hands over the pages of each scope found in the cache as the scope is read, by their places in the pass's list,
   * with their files as the cache's copies (see `linkedFiles`); answers the places of the pages handed over. A scope
   * whose entry is damaged, or one of whose files is, is not found, nor one a page of which is `wanted` (the search
   * index needs its text, which the scope's entry does not hold): its pages are read one by one, and it is kept again.
   * A scope's links that lead out of it go to `exits` as one list, unless they must be read page by page.
   */
  async read(
    cache: BuildCache,
    routes: (i: number) => string,
    held: HeldInOutput | undefined,
    wanted: (i: number) => boolean,
    found: (i: number, page: ScopePage) => void,
    exits: (scope: ScopeExitsCheck) => void,
  ): Promise<Set<number>> {
    const handed = new Set<number>();
    for (const group of this.groups.values()) {
      if (group.key === undefined) continue;
      const unit = group.indexes.some(wanted) ? undefined : await this.unit(cache, group, routes);
      const { pages } = unit?.meta ?? {};
      const read = pages && (await Promise.all(pages.map((p) => linkedFiles(cache, p.files, p.key, held))));
      const left = unit?.meta.exits.whole ? leftLinks(unit.parts[0]!, pages!.length) : undefined;
      if (!unit || !read || read.some((page) => page === undefined) || left === null) {
        this.toBeKept(group);
        continue;
      }
      group.indexes.forEach((i, at) => {
        const page = pages![at]!;
        // The page's own entry stays for the build that finds the scope changed.
        keepPage(cache, page.key);
        handed.add(i);
        const links = left?.[at] || { ...NO_LINKS, route: page.shown.route, source: '' };
        found(i, { ...page, files: read[at]!, left: links });
      });
      if (!left) exits(this.exitsCheck(cache, group, unit.meta.exits));
    }
    return handed;
  }

  /** Made here, the check holds the scope's key, not (in the closure's context) the pages read. */
  private exitsCheck(cache: BuildCache, group: ScopeGroup, exits: ScopeExits): ScopeExitsCheck {
    return { exits, pages: () => this.leftPages(cache, group) };
  }

  /** The scope's entry, its parts checked (see `decodeEntry`), when it is whole and lists the pages of `group`. */
  private async unit(cache: BuildCache, group: ScopeGroup, routes: (i: number) => string) {
    const unit = await cache.read<UnitMeta>('scope', group.key!);
    const { pages, exits } = unit?.meta ?? {};
    if (!Array.isArray(pages) || pages.length !== group.indexes.length || !exits || unit!.parts.length !== 1)
      return undefined;
    return group.indexes.every((i, at) => pages[at]?.shown?.route === routes(i)) ? unit! : undefined;
  }

  /**
   * The links left of each page of a scope read as one list, by their places in the pass's list: its entry read again.
   * Were it damaged since, the list stands for them at the scope's first page, as its failures are still failures.
   */
  private async leftPages(cache: BuildCache, group: ScopeGroup): Promise<{ order: number; page: CheckedPage }[]> {
    const unit = await cache.read<UnitMeta>('scope', group.key!);
    const left = unit?.parts.length === 1 ? leftLinks(unit.parts[0]!, group.indexes.length) : null;
    if (left) return group.indexes.flatMap((order, at) => (left[at] ? [{ order, page: left[at] }] : []));
    const first = this.jobs[group.indexes[0]!]!;
    const { links, urls } = unit?.meta.exits ?? { links: [], urls: [] };
    const page = { ...NO_LINKS, route: first.plan.route, source: first.doc!.file, links, html: { urls, ids: [] } };
    return [{ order: group.indexes[0]!, page }];
  }

  /** The page at `i` is in, kept in the cache under `key`: its scope's entry is written with its last page. */
  stored(cache: BuildCache, i: number, key: string, meta: PageMeta): void {
    const { group, at } = this.groupOf[i] ?? {};
    if (!group?.pages || group.key === undefined || group.pages[at!]) return;
    const links = group.links!;
    const { target, pending } = links.add(meta.kept);
    // The entry holds what any build may list; each build keeps of it what its index files show.
    group.pages[at!] = { key, files: meta.files, shown: shownOf(meta.kept, true), target, pending };
    if (--group.left! > 0) return;
    const coming = group.pages as ComingPage[];
    group.pages = undefined;
    group.links = undefined;
    const left = coming.map(({ pending }) => links.sift(pending));
    const pages = coming.map(({ pending: _pending, ...page }): UnitPage => page);
    const part = left.map((page) => (hasLinks(page) ? page : 0)) satisfies LeftLinks;
    cache.write('scope', group.key, { pages, exits: exitsOf(left) } satisfies UnitMeta, [JSON.stringify(part)]);
  }

  private toBeKept(group: ScopeGroup): void {
    group.pages = new Array(group.indexes.length);
    group.links = new ScopeLinks(
      group.indexes.map((i) => this.jobs[i]!.plan.route),
      this.linkBase,
    );
    group.left = group.indexes.length;
  }
}

const NO_LINKS: Omit<CheckedPage, 'route' | 'source'> = {
  links: [],
  anchors: [],
  html: { urls: [], ids: [] },
  warnings: [],
};

const hasLinks = (page: CheckedPage) =>
  page.links.length > 0 || page.html.urls.length > 0 || page.warnings.length > 0 || page.rawLinks !== undefined;

/** The part of a scope's entry (see `UnitMeta`); null when it is not a list of `count` pages' links. */
function leftLinks(part: Buffer, count: number): LeftLinks | null {
  try {
    const left = JSON.parse(part.toString('utf8')) as unknown;
    return Array.isArray(left) && left.length === count ? (left as LeftLinks) : null;
  } catch {
    return null;
  }
}
