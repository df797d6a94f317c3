import type { DocSource, Sidebar } from '../shared/model.js';
import type { OutputFile } from '../output/write-site.js';
import type { RoutePlan } from '../routes/build-routes.js';
import type { DocPlacement } from '../sidebar/place-docs.js';

/**
 * Where a route's content comes from: its source, and the source's version and locale. A docs instance
 * yields one scope per (version, locale); a source without versions (the pages folder) has none.
 */
export interface ContentScope {
  /** The source's id: `docs` for the config's `docs`, `docs:<id>` for a further docs instance, `pages`. */
  source: string;
  /** A docs version's name; `current` is the docs folder itself. */
  version?: string;
  locale: string;
}

/** A scope as one string, the key of its data in the plan and in the data every render thread holds. */
export function scopeKey(scope: ContentScope): string {
  return [scope.source, scope.version ?? '', scope.locale].join('/');
}

/** The source of the scope of a key: its first part (a source's id has no `/`). */
export function sourceOfScope(key: string): string {
  return key.slice(0, key.indexOf('/'));
}

/** The scope of a site's only docs when nothing says otherwise: the config's `docs`, current version, in English. */
export const DEFAULT_DOCS_SCOPE = scopeKey({ source: 'docs', version: 'current', locale: 'en' });

/**
 * A content source: a docs instance, the pages folder; later a blog or a plugin's data. It reads its
 * files into plain data (the pipeline keeps what it read until a file of its folders changes) and
 * plans them: the routes it claims, and what each route renders from. Sources register in
 * `src/sources/registry.ts`; the site plan (`src/site/plan-site.ts`) merges their routes into one table.
 */
export interface ContentSource<Content> {
  readonly id: string;
  /** The folders its files are in: watch mode watches them, and a file changed in one is this source's. */
  readonly folders: string[];
  /** Whether a file (absolute path) is one of its inputs. */
  owns(file: string): boolean;
  /**
   * Reads its files again: `scan: 'all'` every one, `'new'` the given ones and those that appeared or went,
   * `'none'` only the given ones. Answers the files it looked at.
   */
  read(files: string[], scan: 'none' | 'new' | 'all'): Promise<Set<string>>;
  /** What it read, as plain data, one per scope: the input of its plan. */
  contents(): Content[];
}

/**
 * What one scope of a source adds to the site. Its `key` names everything it was planned from: an
 * unchanged key keeps the plan (and its pages' render keys), so a source that did not change is neither
 * planned nor rendered again.
 */
export interface ScopePlan {
  scope: ContentScope;
  key: string;
  /** The routes it claims; the route table keeps the first claimant of each and reports the others. */
  candidates: RoutePlan[];
  /** The docs its routes render (written and generated), each with `scope` set to this scope's key. */
  docs: DocSource[];
  /** Its sidebars, with ids unique in the site (see `ScopeRenderData`), and each as a file the browser fetches. */
  sidebars: Sidebar[];
  sidebarFiles: OutputFile[];
  /** Each doc's place in the sidebars and what its page shows below the content, by doc id. */
  placements: Map<string, DocPlacement>;
}
