import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { DocgenError, DocgenErrors } from '../errors.js';
import type { DocSource } from '../model.js';
import { normalizeRoute } from '../routes/urls.js';
import { splitFrontMatter } from './front-matter.js';

export interface LoadDocsOptions {
  siteDir: string;
  docsDir: string;
  routeBase: string;
  includeDrafts: boolean;
}

export interface LoadedDocs {
  docs: DocSource[];
  /** Ids of drafts left out of this build, so links and navbar items to them are not errors. */
  draftIds: string[];
}

/** Reads every Markdown file of the docs folder; files and folders starting with "_" are partials. */
export async function loadDocs(options: LoadDocsOptions): Promise<LoadedDocs> {
  const files = await listDocFiles(options);
  const errors: DocgenError[] = [];
  const docs: DocSource[] = [];
  await Promise.all(
    files.map(async (docPath) => {
      try {
        docs.push(await readDoc(docPath, options));
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

/** Paths of the docs folder's pages, relative to it. */
export async function listDocFiles(options: Pick<LoadDocsOptions, 'siteDir' | 'docsDir'>): Promise<string[]> {
  return (await fg('**/*.{md,mdx}', { cwd: docsRoot(options), ignore: ['**/_*', '**/_*/**', '**/node_modules/**'] })).sort();
}

/** Whether a path relative to the docs folder is a page, by the same rules as `listDocFiles`. */
export function isDocFile(docPath: string): boolean {
  const segments = docPath.split(/[\\/]/);
  return /\.mdx?$/.test(docPath) && !segments.some((s) => s.startsWith('_') || s === 'node_modules' || s === '..');
}

export async function readDoc(docPath: string, options: Omit<LoadDocsOptions, 'includeDrafts'>): Promise<DocSource> {
  const absolute = path.join(docsRoot(options), docPath);
  return toDocSource(await readFile(absolute, 'utf8'), docPath, path.relative(options.siteDir, absolute), options.routeBase);
}

/** Sorts the docs and leaves drafts out unless they are wanted. */
export function selectDocs(all: DocSource[], includeDrafts: boolean): LoadedDocs {
  const docs = [...all].sort((a, b) => a.docPath.localeCompare(b.docPath));
  const draftIds = docs.filter((d) => d.draft).map((d) => d.id);
  return { docs: includeDrafts ? docs : docs.filter((d) => !d.draft), draftIds: includeDrafts ? [] : draftIds };
}

/** Number prefixes order files on disk ("01-intro.md") and are not part of ids or URLs, as in Docusaurus. */
function stripNumberPrefix(segment: string): string {
  return segment.replace(/^\d+[-_.]\s*(?=.)/, '');
}

export function toDocSource(source: string, docPath: string, file: string, routeBase: string): DocSource {
  const { frontMatter, body, bodyLine } = splitFrontMatter(source, file);
  const parsed = path.posix.parse(docPath.split(path.sep).join('/'));
  const dirs = parsed.dir === '' ? [] : parsed.dir.split('/').map(stripNumberPrefix);
  const baseName = stripNumberPrefix(parsed.name);
  const isIndex = /^(index|readme)$/i.test(baseName) && frontMatter.id === undefined;
  const localId = frontMatter.id ?? baseName;
  const id = [...dirs, localId].join('/');
  const routeSegments = isIndex ? dirs : [...dirs, localId];
  const route = routeFor(routeBase, routeSegments, frontMatter.slug);
  const title = frontMatter.title ?? firstHeading(body) ?? localId;
  return {
    id,
    file,
    docPath: parsed.dir ? `${parsed.dir}/${parsed.base}` : parsed.base,
    route,
    title,
    sidebarLabel: frontMatter.sidebar_label ?? title,
    sidebarPosition: frontMatter.sidebar_position,
    frontMatter,
    body,
    bodyLine,
    draft: frontMatter.draft === true,
  };
}

function routeFor(routeBase: string, segments: string[], slug: string | undefined): string {
  const base = routeBase ? `/${routeBase}` : '';
  if (slug !== undefined) {
    const relative = slug.startsWith('/') ? slug : `/${[...segments.slice(0, -1), slug].join('/')}`;
    return normalizeRoute(base + relative);
  }
  return normalizeRoute(`${base}/${segments.join('/')}`);
}

// Other stages took route normalisation from here before the URL helpers (src/routes/urls.ts) owned it.
export { normalizeRoute };

/** The first "# Title" outside code fences: docs may set their title there instead of in front matter. */
function firstHeading(body: string): string | undefined {
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^\s{0,3}(```|~~~)/.test(line)) inFence = !inFence;
    else if (!inFence) {
      const match = /^#\s+(.+?)\s*#*\s*$/.exec(line);
      if (match) return match[1]!.replace(/\s*\{#[^}]+\}$/, '');
    }
  }
  return undefined;
}
