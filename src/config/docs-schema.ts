import { z } from 'zod';
import { sidebarItemsSchema } from '../sidebar/item-schema.js';
import type { TextPosition } from '../sidebar/locate-items.js';
import type { CategoryMetadata } from '../sidebar/sidebar-sources.js';
import {
  absoluteUrl,
  admonitionsSchema,
  instanceIdSchema,
  uniqueInstanceIds,
  withIdDefaults,
} from './common-schemas.js';
import type { DocsVersion } from '../sources/docs/versions.js';

/** Docusaurus's name of the docs instance that has no `id`. */
export const DEFAULT_DOCS_ID = 'default';

// Docusaurus writes "docs", "/docs" or "/" (docs at the site's root); kept without the outer slashes.
const routeBasePath = z
  .string()
  .regex(
    /^\/?([a-z0-9_.-]+(\/[a-z0-9_.-]+)*)?\/?$/i,
    'expected a path such as "docs", "guides/v2" or "/" (docs at the site root)',
  )
  .transform((p) => p.replace(/^\/+|\/+$/g, ''));

const docsFields = {
  path: z.string().default('docs'),
  routeBasePath: routeBasePath.default('docs'),
  mainDocId: z.string().optional(),
  /** As Docusaurus's `exclude`: globs of Markdown files in the docs folder that are not docs (added to `_` files). */
  exclude: z.array(z.string().min(1)).default([]),
  sidebars: z.record(z.string(), sidebarItemsSchema).optional(),
  /** A Docusaurus sidebars file (`sidebars.js`, `.ts`, `.json`…), read instead of `sidebars`. */
  sidebarPath: z.string().optional(),
  sidebar: z
    .strictObject({
      hideable: z.boolean().default(false),
      autoCollapseCategories: z.boolean().default(false),
      collapsedByDefault: z.boolean().default(true),
      /** As Docusaurus's `sidebarCollapsible`: false shows every category open, without a toggle, unless it says otherwise. */
      collapsible: z.boolean().default(true),
    })
    .prefault({}),
  /** Options of each version by name (`current` is the docs folder), as Docusaurus's `versions`. */
  versions: z
    .record(
      z.string(),
      z.strictObject({
        label: z.string().min(1).optional(),
        /** Its route segment under `routeBasePath` (`next`, `1.0`…); the last version has none. */
        path: z.string().optional(),
        banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
        badge: z.boolean().optional(),
        noIndex: z.boolean().optional(),
        className: z.string().optional(),
      }),
    )
    .default({}),
  /** The version at the route base itself: the newest of versions.json, else the current docs. */
  lastVersion: z.string().min(1).optional(),
  includeCurrentVersion: z.boolean().default(true),
  onlyIncludeVersions: z.array(z.string().min(1)).min(1).optional(),
  /**
   * As Docusaurus's `numberPrefixParser`: number prefixes of file and folder names ("01-intro.md") order the sidebar
   * and are left out of ids, routes and labels; false keeps the names whole.
   */
  numberPrefixParser: z.boolean().default(true),
  /**
   * As Docusaurus's `breadcrumbs`: false leaves each doc's trail of sidebar categories out of its page (the schema.org
   * BreadcrumbList search engines read).
   */
  breadcrumbs: z.boolean().default(true),
  /** As Docusaurus's `tagsBasePath`: where the tags index and tag pages are, under each version's docs route. */
  tagsBasePath: z
    .string()
    .regex(/^[^/?#\s][^?#\s]*$/, 'expected a path under the docs route, such as "tags" or "topics"')
    .default('tags'),
  /** Build the docs folder only, whatever versions.json lists. */
  disableVersioning: z.boolean().default(false),
  editUrl: absoluteUrl.optional(),
  /** Show each doc's last change (date, author) from one `git log` of the docs, as Docusaurus does. */
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  /** This instance's own admonitions, in place of `markdown.admonitions`, as Docusaurus's plugins take them. */
  admonitions: admonitionsSchema.optional(),
};

/** One docs instance's options: the default instance is the config's `docs`. */
export const docsInstanceSchema = z.strictObject(docsFields);

const instanceId = instanceIdSchema(DEFAULT_DOCS_ID, 'docs', 'community');

/**
 * More docs instances, as Docusaurus's `plugin-content-docs` with an `id`: each has every key of `docs`.
 * Its folder and route default to its id, where Docusaurus's default ("docs") would clash with the first.
 */
export const docsInstancesSchema = z
  .array(
    z
      .strictObject({
        ...docsFields,
        id: instanceId,
        path: z.string().optional(),
        routeBasePath: routeBasePath.optional(),
      })
      .transform(withIdDefaults),
  )
  .default([])
  .superRefine(uniqueInstanceIds('docs instance'));

/**
 * What `loadConfig` adds to a docs instance from the files it names (sidebars file, `_category_` files, and the
 * versions of versions.json with their folders and sidebars).
 */
export interface DocsFilesRead {
  versionsRead?: DocsVersion[];
  categories?: Record<string, CategoryMetadata>;
  sidebarsFile?: string;
  sidebarPositions?: Record<string, TextPosition>;
  sidebarsInputs?: string[];
}
