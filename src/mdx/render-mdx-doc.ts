import GithubSlugger from 'github-slugger';
import type { Element } from 'hast';
import { VFile } from 'vfile';
import { DocgenError } from '../errors.js';
import { emptyResult, isTranslatedFile, type PageMarkdownInput } from '../markdown/context.js';
import { sizeImagesInHtml } from '../markdown/plugins/images.js';
import { REFERENCE_PROPERTY, rehypeLinks } from '../markdown/plugins/links.js';
import { rehypeSearchText } from '../markdown/plugins/search-text.js';
import { walkType } from '../markdown/walk.js';
import type { DocSource, TocItem } from '../shared/model.js';
import { localeOf, type RenderContext, type RenderedMarkdown } from '../render/render-page.js';
import type { ComponentType } from 'react';
import type { ComponentMap, ServerBundle } from '../shared/render-contract.js';
import { rawLinksOf } from '../links/check-links.js';
import { markdownLinkOwner, rebaseUrl } from './source-links.js';
import { decodeReactText, renderedHtmlTree } from './rendered-html-tree.js';
import { servedSourceEdits } from './served-source.js';
import { servedUrl } from '../markdown/plugins/source-links.js';
import path from 'node:path';

const componentsOf = new WeakMap<ServerBundle, Record<string, unknown>>();

/** The components MDX renders with (the theme's Markdown components, then the site's MDXComponents), made once. */
export function mdxComponentsOf(bundle: ServerBundle): Record<string, unknown> {
  let components = componentsOf.get(bundle);
  if (!components)
    componentsOf.set(
      bundle,
      (components = bundle.mdxComponents!(bundle.markdownComponents, bundle.MDXComponents ?? {})),
    );
  return components;
}

/**
 * An MDX doc (or a generated index), rendered by its compiled module in the server bundle. Headings and links report here as they
 * render, in document order, partials and tab panels included: the table of contents, anchors and the link
 * check see what the reader sees. Search text is read from the finished HTML for the same reason.
 */
export function renderMdxDoc(doc: DocSource, ctx: RenderContext): RenderedMarkdown {
  const bundle = ctx.bundle;
  const scopes = ctx.shared.scopes;
  const { linkContext, sidebars, placements, locale, descriptions } = scopes[doc.scope]!;
  const { site, docs } = localeOf(locale, ctx.shared);
  const fm = doc.frontMatter;
  const min = fm.toc_min_heading_level ?? linkContext.toc.minHeadingLevel;
  const max = fm.toc_max_heading_level ?? linkContext.toc.maxHeadingLevel;
  const input: PageMarkdownInput = {
    docPath: doc.docPath,
    ...(isTranslatedFile(doc, linkContext) && { translated: true as const }),
    route: doc.route,
    ...(doc.folderUrl && { folderUrl: true as const }),
    bodyLine: doc.bodyLine,
    tocLevels: { min, max },
  };
  const file = new VFile({ path: doc.file, data: { input, site: linkContext, result: emptyResult() } });
  const result = file.data.result!;
  const slugger = new GithubSlugger();
  const used = new Set<string>();
  /** Per URL as written, where to look for its next use. */
  const searchFrom = new Map<string, number>();
  const headings: TocItem[] = [];
  const checkLink = rehypeLinks();
  /** A partial's Markdown file link is resolved as written in its own folder, and found links still report here. */
  const ownerFile = (owner: NonNullable<ReturnType<typeof markdownLinkOwner>>) =>
    new VFile({
      path: doc.file,
      data: { input: { ...input, docPath: owner.docPath }, site: owner.scope.linkContext, result },
    });
  const checked = new Set<string>();

  const components = mdxComponentsOf(bundle);
  const sidebarId = placements[doc.id]?.sidebarId;
  let html: string;
  try {
    html = bundle.renderMdx!(
      contentOf(doc, bundle),
      {
        site,
        route: doc.route,
        docId: doc.id,
        sidebar: sidebarId ? sidebars.find((s) => s.id === sidebarId) : undefined,
        ...(descriptions && { descriptions }),
        docs,
        heading(level, text, customId) {
          let id = customId ?? slugger.slug(text);
          if (customId) {
            let n = 1;
            while (used.has(id)) id = `${customId}-${n++}`;
          }
          used.add(id);
          result.anchors.push(id);
          headings.push({ id, text, level });
          if (level >= min && level <= max) result.toc.push({ id, text, level });
          return id;
        },
        link(kind, written, from, reference, writtenAt) {
          const owner = from && from !== doc.file ? markdownLinkOwner(written, from, scopes, locale) : undefined;
          const url = owner ? written : rebaseUrl(written, from, doc.file);
          const node: Element = {
            type: 'element',
            tagName: kind === 'link' ? 'a' : 'img',
            properties: {
              [kind === 'link' ? 'href' : 'src']: url,
              alt: 'x',
              ...(reference && { [REFERENCE_PROPERTY]: true }),
            },
            children: [],
          };
          let at: { line: number; column: number };
          // The place is in the file as compiled; the report counts lines from the doc's body, as Markdown's do.
          if (writtenAt && (from ?? doc.file) === doc.file) at = placeOf(writtenAt, doc.bodyLine);
          else {
            const found = positionIn(doc.body, written, searchFrom.get(written) ?? 0);
            searchFrom.set(written, found.offset + 1);
            at = found;
          }
          node.position = { start: at, end: at };
          checkLink({ type: 'root', children: [node] }, owner ? ownerFile(owner) : file);
          const rel = node.properties.rel;
          return {
            url: String(node.properties[kind === 'link' ? 'href' : 'src']),
            ...(Array.isArray(rel) ? { rel: rel.join(' ') } : {}),
          };
        },
        checkedLink: (href) => checked.add(href),
      },
      components as never,
    );
  } catch (error) {
    throw renderError(error, doc.file);
  }
  const rawLinks = rawLinksOf(html, checked);
  if (rawLinks.length > 0) result.rawLinks = rawLinks;
  html = html.replace(
    /<div data-docgen-toc-inline="(\d*)-(\d*)"( class="[^"]*")?><\/div>/g,
    (_, from: string, to: string, cls = '') =>
      tocList(
        headings.filter((h) => h.level >= (Number(from) || min) && h.level <= (Number(to) || max)),
        cls,
      ),
  );
  const title = /^\s*<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (title) {
    result.leadingTitle = decodeReactText(title[1]!.replace(/<[^>]+>/g, '')).trim();
    result.toc = result.toc.filter((item) => item.level !== 1);
    html = html.slice(title[0].length);
  }
  const tree = renderedHtmlTree(html);
  // The search text leaves code out, as for Markdown pages: it knows code blocks by their element name.
  walkType<Element>(tree, 'element', (node) => {
    const classes = node.properties.className;
    if (Array.isArray(classes) && classes.includes('code-block')) node.tagName = 'code-block';
  });
  rehypeSearchText()(tree, file);
  const plan = bundle.mdxDocs[doc.file]?.__docgenSource;
  if (plan) {
    const docFile = path.resolve(ctx.shared.siteDir, doc.file);
    result.sourceEdits.push(
      ...servedSourceEdits(plan, doc.body, doc.bodyLine, docFile, (url) => servedUrl(url, input, linkContext)),
    );
  }
  return { ...result, html: sizeImagesInHtml(html, linkContext) };
}

/** What renders the doc: its compiled module, or for a generated index the theme's component given its description. */
function contentOf(doc: DocSource, bundle: ServerBundle): ComponentType<{ components: ComponentMap }> {
  const compiled = bundle.mdxDocs[doc.file];
  if (compiled) return compiled.default;
  const Index = bundle.DocCategoryGeneratedIndex!;
  const description = doc.frontMatter.description;
  return () => bundle.jsxRuntime.jsx(Index, description ? { description } : {});
}

/**
 * Where a URL is written in the body: the link check's report names that line. Links render in source order,
 * so a URL written twice is looked for after its previous place (`from`), and each use points at its own line.
 */
function positionIn(body: string, url: string, from: number): { line: number; column: number; offset: number } {
  const at = findWritten(body, url, from) ?? (from > 0 ? findWritten(body, url, 0) : undefined);
  if (at === undefined) return { line: 1, column: 1, offset: body.length };
  const before = body.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - before.lastIndexOf('\n'), offset: at };
}

/** A place the compiled module names (`line:column` in the file), from the body's first line. */
function placeOf(at: string, bodyLine: number): { line: number; column: number } {
  const [line, column] = at.split(':').map(Number);
  return { line: line! - bodyLine + 1, column: column! };
}

function findWritten(body: string, url: string, from: number): number | undefined {
  for (const written of [`](${url}`, `"${url}"`, `'${url}'`, url]) {
    const at = body.indexOf(written, from);
    if (at !== -1) return written.startsWith('](') ? at + 2 : written !== url ? at + 1 : at;
  }
  return undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** TOCInline's list: nested as the headings are. */
function tocList(items: TocItem[], cls: string): string {
  const root = { children: [] as { item: TocItem; children: unknown[] }[] };
  const stack: { level: number; node: { children: { item: TocItem; children: unknown[] }[] } }[] = [
    { level: 0, node: root },
  ];
  for (const item of items) {
    while (stack.length > 1 && stack[stack.length - 1]!.level >= item.level) stack.pop();
    const node = { item, children: [] as { item: TocItem; children: unknown[] }[] };
    stack[stack.length - 1]!.node.children.push(node);
    stack.push({ level: item.level, node });
  }
  type TocNode = { item: TocItem; children: TocNode[] };
  const list = (nodes: TocNode[]): string =>
    nodes.length === 0
      ? ''
      : `<ul>${nodes.map((n) => `<li><a href="#${escapeHtml(n.item.id)}">${escapeHtml(n.item.text)}</a>${list(n.children)}</li>`).join('')}</ul>`;
  return `<div${cls}>${list(root.children as TocNode[])}</div>`;
}

/** A throw while rendering: at its place in the MDX file when the runtime knows it, else at the doc. */
export function renderError(error: unknown, file: string): DocgenError {
  const err = error as { name?: string; message?: string; at?: string };
  if (err?.name === 'MdxRenderError' && typeof err.at === 'string') {
    const match = /^(.*):(\d+):(\d+)$/.exec(err.at)!;
    return new DocgenError(
      err.message!,
      { file: match[1]!, line: Number(match[2]), column: Number(match[3]) },
      undefined,
      'render-failed',
    );
  }
  return new DocgenError(`rendering failed: ${err?.message ?? String(error)}`, { file });
}
