import type { Root as HastRoot } from 'hast';
import type { ComponentType, ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeRaw from 'rehype-raw';
import rehypeReact from 'rehype-react';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit, EXIT } from 'unist-util-visit';
import { VFile } from 'vfile';
import { emptyResult, type MarkdownResult, type PageMarkdownInput, type SiteLinkContext } from './context.js';
import { rehypeCode } from './plugins/code.js';
import { remarkDocgenDirectives } from './plugins/directives.js';
import { rehypeHeadings } from './plugins/headings.js';
import { rehypeLinks } from './plugins/links.js';
import { rehypeSearchText } from './plugins/search-text.js';
import { remarkSourceLinks } from './plugins/source-links.js';

/** Theme components for Markdown elements, keyed by tag name (`h2`, `admonition`, `code-block`…). */
export type MarkdownComponents = Record<string, ComponentType<any>>;

/**
 * Raw HTML is rare in docs, and parsing it means a full parse5 pass, so only pages that have it pay.
 * That pass rebuilds every node and drops `data`, so a fence's meta string is first kept as an attribute.
 */
function rehypeRawWhenNeeded() {
  const raw = rehypeRaw();
  return (tree: HastRoot, file: VFile) => {
    let hasRaw = false;
    visit(tree, 'raw', () => {
      hasRaw = true;
      return EXIT;
    });
    if (!hasRaw) return tree;
    visit(tree, 'element', (node) => {
      const meta = (node.data as { meta?: string } | undefined)?.meta;
      if (node.tagName === 'code' && meta) node.properties.dataMeta = meta;
    });
    return raw(tree, file) as HastRoot;
  };
}

/** Built once per thread: the processor is frozen and reused for every page. */
export function createMarkdownProcessor(components: MarkdownComponents) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkDocgenDirectives)
    .use(remarkSourceLinks)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawWhenNeeded)
    .use(rehypeHeadings)
    .use(rehypeCode)
    .use(rehypeLinks)
    .use(rehypeSearchText)
    .use(rehypeReact, { Fragment, jsx, jsxs, components, passNode: false })
    .freeze();
}

export type MarkdownProcessor = ReturnType<typeof createMarkdownProcessor>;

export interface ProcessedMarkdown extends MarkdownResult {
  element: ReactElement;
}

export function processMarkdown(
  processor: MarkdownProcessor,
  body: string,
  file: string,
  input: PageMarkdownInput,
  site: SiteLinkContext,
): ProcessedMarkdown {
  const vfile = new VFile({ value: body, path: file, data: { input, site, result: emptyResult() } });
  const mdast = processor.parse(vfile);
  const hast = processor.runSync(mdast, vfile);
  const element = processor.stringify(hast, vfile) as ReactElement;
  return { ...vfile.data.result!, element };
}
