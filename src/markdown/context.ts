import path from 'node:path';
import type { VFile } from 'vfile';
import type { ImageSize } from '../assets/image-sizes.js';
import type { RawLink } from '../links/check-links.js';
import type { DocSource, TocItem } from '../shared/model.js';
import type { MagicComment } from './magic-comments.js';

/** What a page's Markdown needs to know about the rest of the site; the same for every page of a build. */
export interface SiteLinkContext {
  /** Doc file path relative to the docs folder (posix) → route, for rewriting `.md` links. */
  routeByDocPath: Record<string, string>;
  /** The docs folder relative to the site's folder (posix), for `.md` links written from the site's folder. */
  docsPath?: string;
  /**
   * The docs and posts of the site's other folders by path from the site's folder (posix) → route: a relative
   * `.md` link out of the folder (a doc linking a blog post, a post linking a doc) resolves there.
   */
  routeBySitePath?: Record<string, string>;
  baseUrl: string;
  /** The scope's locale, when it is not the default: its site paths lead into it (see `pathInPageLocale`). */
  i18n?: { prefix: string };
  trailingSlash?: boolean;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  /** Files of the docs folder besides the docs (posix path in it → path in the output), for colocated assets. */
  assets?: Record<string, string>;
  /**
   * A further locale's folder of translated files (site-relative, posix) and its files besides the docs: a
   * translated doc's relative images are beside it there, as Docusaurus resolves them from the file that writes them.
   */
  translation?: { docsPath: string; assets: Record<string, string> };
  /** Sizes of the images pages may show (the static folder's, the folder's own) by site path without base URL. */
  imageSizes?: Record<string, ImageSize>;
  /** A VitePress tree: heading ids as VitePress slugs them, links to pages by `.html` or extension-less paths. */
  dialect?: 'vitepress';
  /** Magic comments of code blocks (`code.magicComments`); Docusaurus's highlighting ones when unset. */
  magicComments?: MagicComment[];
}

export type LinkKind = 'link' | 'image';

/** A link found in a page, kept with its position so that a broken one names its source line. */
export interface FoundLink {
  kind: LinkKind;
  /** The URL as written by the author. */
  url: string;
  /** The URL written into the HTML, after `.md` links and the base URL are resolved. */
  href?: string;
  /** The route (without base URL) and anchor it points to, when it is internal. */
  target?: { path: string; hash: string };
  /** Set when a relative `.md` link names a file that does not exist. */
  missingDoc?: boolean;
  /** The output path of the docs-folder file the link names (an image next to the doc), copied into the site. */
  asset?: string;
  /** For a relative link to a file that is not next to the doc, where in the docs folder it was looked for. */
  besideDoc?: string;
  /** An image written as a reference (`![alt][label]`), whose file Docusaurus does not check (see `remarkImageReferences`). */
  reference?: true;
  line: number;
  column: number;
}

import type { CodeNames } from './code-names.js';

export interface SearchSection {
  anchor: string;
  heading: string;
  text: string;
  /** Names of the API members the section documents: they weigh like its heading. */
  names?: string[];
  /** The names its code blocks use, each once, and lines of code that show them (see `codeNames`). */
  code?: CodeNames;
}

export interface Diagnostic {
  message: string;
  line: number;
  column: number;
  /** Diagnostics with the same key are reported once for the whole site, where they first occur. */
  once?: string;
}

/** A change to the Markdown source, for serving it beside its page: replace `length` characters at `at` by `text`. */
export interface SourceEdit {
  at: number;
  length: number;
  text: string;
}

/** Everything a page's Markdown yields besides its HTML; filled in by the plugins on `file.data`. */
export interface MarkdownResult {
  toc: TocItem[];
  anchors: string[];
  links: FoundLink[];
  sections: SearchSection[];
  excerpt: string;
  leadingTitle?: string;
  badge?: string;
  warnings: Diagnostic[];
  /** Link rewrites that keep the served Markdown source's links working. */
  sourceEdits: SourceEdit[];
  /** The links an MDX doc writes as raw JSX (`<a href>`, a `src`), which the link check only warns of. */
  rawLinks?: RawLink[];
}

export interface PageMarkdownInput {
  /** Doc file path relative to the docs folder, to resolve relative links. */
  docPath: string;
  /** The doc is its locale's translated file, in `SiteLinkContext.translation`'s folder (`docPath` is relative to it). */
  translated?: true;
  route: string;
  /** The page's address ends in "/" in Docusaurus (see `DocSource.folderUrl`). */
  folderUrl?: true;
  /** The body's first line in the file, so that positions refer to the file and not the body. */
  bodyLine: number;
  tocLevels?: { min?: number; max?: number };
}

declare module 'vfile' {
  interface DataMap {
    input: PageMarkdownInput;
    site: SiteLinkContext;
    result: MarkdownResult;
  }
}

/** Whether `doc` is its locale's translated file, whose relative links are resolved in `site.translation`'s folder. */
export function isTranslatedFile(doc: DocSource, site: SiteLinkContext): boolean {
  const folder = site.translation?.docsPath;
  return folder !== undefined && doc.file.split(path.sep).join('/').startsWith(`${folder}/`);
}

export function emptyResult(): MarkdownResult {
  return { toc: [], anchors: [], links: [], sections: [], excerpt: '', warnings: [], sourceEdits: [] };
}

/** A point of the body (line and column as the parser gives them) as a position in the doc file. */
export function positionInFile(
  point: { line?: number | null; column?: number | null } | undefined,
  bodyLine: number,
): { line: number; column: number } {
  return { line: (point?.line ?? 1) + bodyLine - 1, column: point?.column ?? 1 };
}

/** Where a node of the page's body is in its file: the one place that adds the body's first line (after the front matter). */
export function filePosition(
  file: VFile,
  point: { line?: number | null; column?: number | null } | undefined,
): { line: number; column: number } {
  return positionInFile(point, file.data.input?.bodyLine ?? 1);
}

/** A warning about a node of the page's body, at its position in the file. */
export function warnAt(
  file: VFile,
  point: { line?: number | null; column?: number | null } | undefined,
  message: string,
): void {
  file.data.result!.warnings.push({ message, ...filePosition(file, point) });
}
