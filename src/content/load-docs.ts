import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DocgenError, DocgenErrors } from '../errors.js';
import type { DocSource } from '../shared/model.js';
import { headingText } from '../markdown/title-text.js';
import { encodeRouteSegment, normalizeRoute } from '../shared/urls.js';
import { docSlug } from './doc-route.js';
import { readDocsFolder, type RefusedLink } from './docs-folder.js';
import { lastUpdateOf, readLastUpdates } from './last-update.js';
import { frontMatterTypos, splitFrontMatter, type FrontMatterMemo } from './front-matter.js';
import { parseNumberPrefix, stripPathNumberPrefixes } from './number-prefix.js';
import { detached } from '../util/detached.js';
import { DEFAULT_DOCS_SCOPE } from '../sources/content-source.js';

export interface LoadDocsOptions {
  siteDir: string;
  docsDir: string;
  routeBase: string;
  includeDrafts: boolean;
  /** Read each doc's last change from git (`docs.showLastUpdateTime` / `showLastUpdateAuthor`). */
  lastUpdate?: boolean;
  /** `docs.exclude`: globs (relative to the docs folder) of Markdown files that are not docs, such as a README. */
  exclude?: string[];
  /** The key of the content scope the docs belong to (see `src/sources`); the default docs' without it. */
  scope?: string;
  /** `numberPrefixParser`: false keeps the number prefixes of file and folder names in ids, routes and labels. */
  numberPrefixes?: boolean;
}

export interface LoadedDocs {
  docs: DocSource[];
  /** Ids of drafts left out of this build, so links and navbar items to them are not errors. */
  draftIds: string[];
}

/** Reads every Markdown file of the docs folder; files and folders starting with "_" are partials. */
export async function loadDocs(options: LoadDocsOptions): Promise<LoadedDocs> {
  const [files, updates] = await Promise.all([
    listDocFiles(options).then((listed) => listed.files),
    options.lastUpdate ? readLastUpdates(docsRoot(options)) : undefined,
  ]);
  const errors: DocgenError[] = [];
  const docs: DocSource[] = [];
  await Promise.all(
    files.map(async (docPath) => {
      try {
        const doc = await readDoc(docPath, options);
        const lastUpdate = options.lastUpdate
          ? lastUpdateOf(updates?.get(docPath), doc.frontMatter.last_update)
          : undefined;
        docs.push(lastUpdate ? { ...doc, lastUpdate } : doc);
      } catch (error) {
        if (error instanceof DocgenErrors) errors.push(...error.errors);
        else if (error instanceof DocgenError) errors.push(error);
        else throw error;
      }
    }),
  );
  if (errors.length > 0) throw new DocgenErrors(errors);
  return selectDocs(docs, options.includeDrafts);
}

export function docsRoot(options: Pick<LoadDocsOptions, 'siteDir' | 'docsDir'>): string {
  return path.resolve(options.siteDir, options.docsDir);
}

/**
 * Paths of the docs folder's pages, relative to it, and the symbolic links it does not follow (see
 * `readDocsFolder`), named relative to the site folder.
 */
export async function listDocFiles(
  options: Pick<LoadDocsOptions, 'siteDir' | 'docsDir' | 'exclude'>,
): Promise<{ files: string[]; refused: RefusedLink[] }> {
  const { files, refused } = await readDocsFolder(docsRoot(options), {
    pattern: /\.mdx?$/,
    ignore: ['**/_*', '**/_*/**', '**/node_modules/**', ...(options.exclude ?? [])],
  });
  return {
    files: files.map((file) => file.path).sort(),
    refused: refused.map((link) => ({ ...link, file: path.relative(options.siteDir, link.file) })),
  };
}

/** Whether a path relative to the docs folder is a page, by the same rules as `listDocFiles`. */
export function isDocFile(docPath: string): boolean {
  const segments = docPath.split(/[\\/]/);
  return /\.mdx?$/.test(docPath) && !segments.some((s) => s.startsWith('_') || s === 'node_modules' || s === '..');
}

export async function readDoc(
  docPath: string,
  options: Omit<LoadDocsOptions, 'includeDrafts'> & { frontMatter?: FrontMatterMemo },
): Promise<DocSource> {
  const absolute = path.join(docsRoot(options), docPath);
  return toDocSource(
    // Read straight into a string: an async read makes a Buffer of each file first, and those outlived the
    // young collections while all the docs were read (a 10,000-page site: 63 MB, held until a full one).
    readFileSync(absolute, 'utf8'),
    docPath,
    path.relative(options.siteDir, absolute),
    options.routeBase,
    options.frontMatter,
    options.scope,
    options.numberPrefixes,
  );
}

/** Sorts the docs and leaves drafts out unless they are wanted. */
export function selectDocs(all: DocSource[], includeDrafts: boolean): LoadedDocs {
  const docs = [...all].sort((a, b) => a.docPath.localeCompare(b.docPath));
  const draftIds = docs.filter((d) => d.draft).map((d) => d.id);
  return { docs: includeDrafts ? docs : docs.filter((d) => !d.draft), draftIds: includeDrafts ? [] : draftIds };
}

export function toDocSource(
  source: string,
  docPath: string,
  file: string,
  routeBase: string,
  memo?: FrontMatterMemo,
  scope = DEFAULT_DOCS_SCOPE,
  numberPrefixes = true,
): DocSource {
  const { frontMatter, body, bodyLine } = splitFrontMatter(source, file, memo);
  const parsed = path.posix.parse(docPath.split(path.sep).join('/'));
  // As Docusaurus: the front matter can only switch the instance's parser off for its doc, never on.
  const parsePrefixes = numberPrefixes && frontMatter.parse_number_prefixes !== false;
  const { name: baseName, numberPrefix } = parsePrefixes
    ? parseNumberPrefix(parsed.name)
    : { name: parsed.name, numberPrefix: undefined };
  const routeDir = parsePrefixes ? stripPathNumberPrefixes(parsed.dir) : parsed.dir;
  const localId = frontMatter.id ?? baseName;
  const id = routeDir === '' ? localId : `${routeDir}/${localId}`;
  const slug = docSlug({
    baseId: localId,
    fileName: parsed.name,
    dirName: parsed.dir,
    routeDirName: routeDir,
    slug: frontMatter.slug,
  });
  for (const segment of [...(routeDir === '' ? [] : routeDir.split('/')), localId]) refuseUnroutable(segment, file);
  const route = normalizeRoute(`/${routeBase}/${slug.split('/').map(encodeRouteSegment).join('/')}`);
  const title = frontMatter.title ?? firstHeading(body) ?? localId;
  return {
    id,
    scope,
    file,
    docPath: parsed.dir ? `${parsed.dir}/${parsed.base}` : parsed.base,
    route,
    ...(slug.endsWith('/') && { folderUrl: true as const }),
    title,
    sidebarLabel: frontMatter.sidebar_label ?? title,
    sidebarPosition: frontMatter.sidebar_position ?? numberPrefix,
    frontMatter,
    body,
    bodyLine,
    draft: frontMatter.draft === true,
    ...withWarnings(frontMatterTypos(source, frontMatter)),
  };
}

/** The key only when there is something to say: most docs have nothing, and carry nothing. */
function withWarnings(warnings: DocSource['warnings'] & object): { warnings?: DocSource['warnings'] } {
  return warnings.length > 0 ? { warnings } : {};
}

/**
 * A `%` or `\` in a name cannot make a route that every server and host reads back as the same
 * file (one decodes `%41` to `A`, the other does not; `\` is a separator on Windows).
 */
function refuseUnroutable(segment: string, file: string): void {
  const bad = /[%\\]/.exec(segment)?.[0];
  if (bad)
    throw new DocgenError(
      `the name "${segment}" contains "${bad}", which cannot be part of a URL that leads back to this page`,
      { file },
      `rename the file or folder without "${bad}", or set slug: in the front matter`,
    );
}

// Other stages took route normalisation from here before the URL helpers (src/shared/urls.ts) owned it.
export { normalizeRoute };

/** The first "# Title" outside code fences: docs may set their title there instead of in front matter. */
function firstHeading(body: string): string | undefined {
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^\s{0,3}(```|~~~)/.test(line)) inFence = !inFence;
    else if (!inFence) {
      const match = /^#\s+(.+?)\s*#*\s*$/.exec(line);
      // The title outlives the body, which a build lets go of once the page is out: cut loose from the file's text.
      if (match) return detached(headingText(match[1]!.replace(/\s*\{#[^}]+\}$/, '')));
    }
  }
  return undefined;
}
