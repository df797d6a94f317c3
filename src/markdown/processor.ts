import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { Literal } from 'unist';
import type { ComponentType, ReactElement } from 'react';
import rehypeRaw from 'rehype-raw';
import rehypeReact from 'rehype-react';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { JsxRuntime } from '../shared/render-contract.js';
import { DocgenError } from '../errors.js';
import { originalOffset, rewriteAdmonitionSpellings } from './admonition-spellings.js';
import {
  emptyResult,
  filePosition,
  positionInFile,
  warnAt,
  type MarkdownResult,
  type PageMarkdownInput,
  type SiteLinkContext,
} from './context.js';
import { remarkAlerts } from './plugins/alerts.js';
import { keepFenceMeta, rehypeCode } from './plugins/code.js';
import { rehypeCodeAsHtml } from './plugins/code-html.js';
import { remarkDocgenDirectives } from './plugins/directives.js';
import { rehypeHeadings, remarkLeadingTitle } from './plugins/headings.js';
import { rehypeInlineToc } from './plugins/inline-toc.js';
import { rehypeImages } from './plugins/images.js';
import { rehypeLinks, remarkImageReferences } from './plugins/links.js';
import { parseEachWithinBudget, type PageParse, type Parsed } from './parse-budget.js';
import { MAX_NESTING, nestingLimit, remarkNestingGuard } from './plugins/nesting.js';
import { rehypeSearchText } from './plugins/search-text.js';
import { remarkNpm2Yarn } from './plugins/tabs.js';
import { applyRawHtmlPolicy } from './raw-html-policy.js';
import { remarkSourceLinks } from './plugins/source-links.js';
import { admonitionsFor, NO_MARKDOWN_PLUGINS, type LoadedMarkdownPlugins } from './site-plugins.js';
import { remarkSyntax, syntaxNeeded } from './syntax.js';
import { someNode, walkType } from './walk.js';

/** Theme components for Markdown elements, keyed by tag name (`h2`, `admonition`, `code-block`…). */
export type MarkdownComponents = Record<string, ComponentType<any>>;

/**
 * Raw HTML is rare in docs, and parsing it means a full parse5 pass, so only pages that have it pay; a fence's meta
 * string is first kept where that pass leaves it.
 */
function rehypeRawWhenNeeded() {
  const raw = rehypeRaw();
  const checkNesting = nestingLimit();
  return (tree: HastRoot, file: VFile) => {
    if (!someNode(tree, (node) => node.type === 'raw')) return tree;
    keepFenceMeta(tree);
    let parsed: HastRoot;
    try {
      parsed = raw(tree, file) as HastRoot;
    } catch (error) {
      // Thousands of unclosed tags nest so deeply that turning them into a tree exhausts the stack.
      if (!(error instanceof RangeError)) throw error;
      throw new DocgenError(
        `raw HTML nested more than ${MAX_NESTING} levels deep: close the elements it opens`,
        rawWithMostTags(tree, file),
      );
    }
    // Raw HTML can nest deeper than the Markdown around it: checked before anything walks the new tree.
    checkNesting(parsed, file);
    unwrapInvalidTags(parsed, file);
    applyRawHtmlPolicy(parsed, file);
    return parsed;
  };
}

/** Tag names React can render; the HTML parser also accepts names such as "nodeid," that React refuses. */
const RENDERABLE_TAG = /^[a-zA-Z][a-zA-Z:_.\-\d]*$/;

/**
 * Text such as "<nodeid, …>" in prose reads as an HTML tag. A browser would show what it contains, so the
 * element is replaced by its contents, and the author is warned where the stray "<" is.
 */
function unwrapInvalidTags(tree: HastRoot, file: VFile): void {
  walkType<Element>(tree, 'element', (node, index, parent) => {
    if (RENDERABLE_TAG.test(node.tagName)) return;
    warnAt(
      file,
      node.position?.start,
      `"<${node.tagName}" reads as an HTML tag that cannot be rendered: write "&lt;" or put it in \`code\` for a literal "<"`,
    );
    parent.children.splice(index, 1, ...node.children);
    return index;
  });
}

/** The raw HTML block that opens the most tags: the likely culprit when raw HTML nests too deeply. */
function rawWithMostTags(tree: HastRoot, file: VFile): { file: string; line: number; column: number } {
  let most: { tags: number; line: number; column: number } = { tags: -1, line: 1, column: 1 };
  walkType<Literal & { type: 'raw'; value: string }>(tree, 'raw', (node) => {
    const tags = node.value.split('<').length - 1;
    if (tags > most.tags)
      most = { tags, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
  });
  return { file: file.path, ...filePosition(file, most) };
}

/** One processor for pages that use the syntax extensions in `syntax` (a set from `syntaxNeeded`). */
function processorFor(
  components: MarkdownComponents,
  { Fragment, jsx, jsxs }: JsxRuntime,
  syntax: number,
  site: LoadedMarkdownPlugins,
  admonitions: readonly string[],
) {
  return unified()
    .use(remarkParse)
    .use(remarkNestingGuard)
    .use(remarkSyntax, syntax)
    .use(nestingLimit)
    .use(site.remarkBefore)
    .use(remarkDocgenDirectives, admonitions)
    .use(remarkAlerts)
    .use(remarkLeadingTitle)
    .use(remarkSourceLinks)
    .use(remarkImageReferences)
    .use(site.remark)
    .use(remarkNpm2Yarn, site.npm2yarn)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawWhenNeeded)
    .use(nestingLimit)
    .use(site.rehypeBefore)
    .use(site.rehype)
    .use(rehypeHeadings)
    .use(rehypeInlineToc)
    .use(rehypeCode)
    .use(rehypeLinks)
    .use(rehypeImages)
    .use(rehypeSearchText)
    .use(rehypeCodeAsHtml)
    .use(rehypeReact, { Fragment, jsx, jsxs, components, passNode: false })
    .freeze();
}

/**
 * Built once per thread and reused for every page, with the site's React (`runtime`, from the theme's bundle: the
 * engine imports no React of its own): answers the frozen processor for a page's source, one per
 * set of syntax extensions the source may use (a site has a handful) and list of admonition names (one per source
 * that sets its own), so no page parses syntax it cannot hold. It tells a page's admonition names, which the source's
 * spellings are read with before parsing.
 */
export function createMarkdownProcessor(
  components: MarkdownComponents,
  runtime: JsxRuntime,
  sitePlugins: LoadedMarkdownPlugins = NO_MARKDOWN_PLUGINS,
) {
  const byNames = new Map<readonly string[], Map<number, ReturnType<typeof processorFor>>>();
  const forSource = (source: string, admonitions: readonly string[]) => {
    const syntax = syntaxNeeded(source);
    let bySyntax = byNames.get(admonitions);
    if (!bySyntax) byNames.set(admonitions, (bySyntax = new Map()));
    let processor = bySyntax.get(syntax);
    if (!processor)
      bySyntax.set(syntax, (processor = processorFor(components, runtime, syntax, sitePlugins, admonitions)));
    return processor;
  };
  const admonitions = (file: string, source?: string) => admonitionsFor(sitePlugins, file, source);
  return Object.assign(forSource, { admonitions });
}

export type MarkdownProcessor = ReturnType<typeof createMarkdownProcessor>;

export interface ProcessedMarkdown extends MarkdownResult {
  element: ReactElement;
}

/** A page's tree after the transforms (see `MarkdownParse.transform`), or what they threw. */
export type Transformed = { hast: HastRoot } | { error: unknown };

/** A page's Markdown made ready to parse: the parse, which can run away on some inputs, runs under a budget. */
export interface MarkdownParse extends PageParse<MdastRoot> {
  /**
   * The transforms, run on what `parse` answered: a site's plugin that works asynchronously (react-native-website's
   * code-block titles await an import on every doc) is awaited, and the doc stays a Markdown doc.
   */
  transform(parsed: Parsed<MdastRoot>): Promise<Transformed>;
  /** The React elements, from a transformed tree, or from a parsed one whose transforms then run synchronously. */
  finish(tree: Parsed<MdastRoot> | Transformed): ProcessedMarkdown;
}

/**
 * A page's Markdown in steps: `parse` (to run under the parse budget, see `parseEachWithinBudget`), `transform`
 * with what it answered (or threw), then `finish`: the React elements.
 */
export function startMarkdown(
  processorForSource: MarkdownProcessor,
  body: string,
  file: string,
  input: PageMarkdownInput,
  site: SiteLinkContext,
  /** The content source of the page (see `admonitionsFor`). */
  contentSource?: string,
): MarkdownParse {
  const admonitions = processorForSource.admonitions(file, contentSource);
  const source = rewriteAdmonitionSpellings(body, admonitions);
  const vfile = new VFile({ value: source.text, path: file, data: { input, site, result: emptyResult() } });
  const processor = processorForSource(source.text, admonitions);
  return {
    parse: () => processor.parse(vfile),
    page: { file, line: input.bodyLine, column: 1 },
    async transform(parsed) {
      if ('error' in parsed) return parsed;
      try {
        return { hast: await processor.run(parsed.tree, vfile) };
      } catch (error) {
        return { error };
      }
    },
    finish(tree) {
      try {
        if ('error' in tree) throw tree.error;
        const hast = 'hast' in tree ? tree.hast : processor.runSync(tree.tree, vfile);
        const element = processor.stringify(hast, vfile) as ReactElement;
        const result = vfile.data.result!;
        // Edits apply to the source as the author wrote it, not as rewritten for the parser.
        for (const edit of result.sourceEdits) edit.at = originalOffset(source, edit.at);
        return { ...result, element };
      } catch (error) {
        throw isUnifiedMessage(error) ? messageToError(error, file, input.bodyLine) : error;
      }
    },
  };
}

export function processMarkdown(
  processorForSource: MarkdownProcessor,
  body: string,
  file: string,
  input: PageMarkdownInput,
  site: SiteLinkContext,
): ProcessedMarkdown {
  const markdown = startMarkdown(processorForSource, body, file, input, site);
  return markdown.finish(parseEachWithinBudget([markdown])[0]!);
}

interface UnifiedMessage {
  reason: string;
  line?: number;
  column?: number;
  cause?: unknown;
}

/** unified's messages (vfile-message) are errors with a reason, a rule id and a position in the body. */
function isUnifiedMessage(error: unknown): error is UnifiedMessage {
  return error instanceof Error && typeof (error as Partial<UnifiedMessage>).reason === 'string' && 'ruleId' in error;
}

/**
 * A plugin that gives up on the page's content (for example a raw HTML `style` attribute that is not CSS)
 * throws a message with the position in the body: it becomes an error naming the file's line and column.
 */
function messageToError(message: UnifiedMessage, file: string, bodyLine: number): DocgenError {
  // Causes from CSS and similar parsers start with their own position in an unnamed source ("undefined:1:6: ").
  const cause =
    message.cause instanceof Error
      ? `: ${message.cause.message.split('\n')[0]!.replace(/^(?:undefined)?:\d+:\d+:\s*/, '')}`
      : '';
  return new DocgenError(
    `${message.reason}${cause}`,
    { file, ...positionInFile(message, bodyLine) },
    undefined,
    'markdown-syntax',
  );
}
