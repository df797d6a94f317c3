import { compile } from '@mdx-js/mdx';
import rehypeRaw from 'rehype-raw';
import type { Pluggable } from 'unified';
import { VFile } from 'vfile';
import { splitFrontMatter } from '../content/front-matter.js';
import { DocgenError } from '../errors.js';
import { emptyResult } from '../markdown/context.js';
import { MAX_NESTING, nestingLimit, tooDeep } from '../markdown/plugins/nesting.js';
import { keepFenceMeta, rehypeCode } from '../markdown/plugins/code.js';
import { admonitionsFor, loadMarkdownPlugins, type SiteMarkdownPlugins } from '../markdown/site-plugins.js';
import { remarkDocgenDirectives } from '../markdown/plugins/directives.js';
import { remarkNpm2Yarn } from '../markdown/plugins/tabs.js';
import { rehypeImages } from '../markdown/plugins/images.js';
import { remarkImageReferences } from '../markdown/plugins/links.js';
import { rewriteAdmonitionSpellings } from '../markdown/admonition-spellings.js';
import { ADMONITION_NAMES } from '../shared/admonition.js';
import { remarkSyntax, syntaxNeeded } from '../markdown/syntax.js';
import { rehypeMarkSourceFile } from './source-links.js';
import { rehypeCodeAsHtmlJsx } from './code-as-html.js';
import type { ServedSourcePlan } from '../shared/render-contract.js';
import { remarkServedSource } from './served-source.js';
import { MDX_RUNTIME, remarkMdxScope, type BrowserOnlyIsland, type MdxImport, type MdxProblem } from './scope.js';

export interface CompiledMdx {
  /** The module as JavaScript (JSX compiled away), for esbuild to bundle. */
  code: string;
  /** Every `import` of the file, with its position, for the caller to resolve. */
  imports: MdxImport[];
  /** Mistakes found while compiling, each with its position in the file. */
  problems: MdxProblem[];
  /** The `<BrowserOnly>` children of the file, as island modules. */
  browserOnly: BrowserOnlyIsland[];
}

/** A heading's `{#custom-id}` is an expression to MDX: escaped, it stays text, as Docusaurus's MDX 1 compatibility does. */
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\{#([^}\s]+)\}(\s*)$/gm;

/**
 * The file with its front matter blanked out line for line, so that MDX's positions are the file's, and the
 * values Docusaurus puts in every MDX module's scope (`frontMatter`, `toc`) declared at its end.
 */
export function mdxSource(
  source: string,
  file: string,
  format: 'md' | 'mdx' = 'mdx',
  admonitions: readonly string[] = ADMONITION_NAMES,
): string {
  return preparedMdx(source, file, format, admonitions).value;
}

/** `mdxSource`'s text, and the front matter it read. */
function preparedMdx(
  source: string,
  file: string,
  format: 'md' | 'mdx',
  admonitions: readonly string[],
): { value: string; frontMatter: object } {
  const { frontMatter, body, bodyLine } = splitFrontMatter(source, file);
  // CommonMark has HTML comments of its own.
  const asMdx = format === 'mdx' ? htmlCommentsAsMdx : (text: string) => text;
  // Admonitions spelt `:::tip Title` or `::: tip` are read as in Markdown docs. Only their opening lines change, so
  // lines keep their numbers; a column later on such a line is off by one.
  const escaped = asMdx(
    rewriteAdmonitionSpellings(unwrapMdxCodeBlocks(body), admonitions).text.replace(
      HEADING_ID,
      (_, heading: string, id: string, rest: string) => `${heading}\\{#${id}\\}${rest}`,
    ),
  );
  // A CommonMark partial has no ESM to declare them in (and nothing of it reads them).
  const scope = (
    format === 'md'
      ? []
      : [
          /^export\s+(const|let|var|function)\s+frontMatter\b/m.test(body)
            ? ''
            : `export const frontMatter = ${JSON.stringify(frontMatter)};`,
          /^export\s+(const|let|var|function)\s+toc\b/m.test(body) ? '' : 'export const toc = [];',
        ]
  ).filter(Boolean);
  return { value: `${'\n'.repeat(bodyLine - 1)}${escaped}\n\n${scope.join('\n')}\n`, frontMatter };
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
/** Docusaurus's two patterns: three backticks, then four (so that a four-backtick block may hold three-backtick ones). */
const MDX_CODE_BLOCKS = [3, 4].map(
  (n) => new RegExp(`(^|\\r?\\n)\`{${n}}\\x20*mdx-code-block\\r?\\n(.*?)\\r?\\n\`{${n}}(?=\\r?\\n|$)`, 'gs'),
);

/**
 * Docusaurus's ` ```mdx-code-block ` fences hold MDX that editors should show as code (an `export function` in a
 * `.md` file): their content is the page's MDX. Unwrapped as Docusaurus does (three-backtick blocks first, wherever
 * they are, then four-backtick ones); the fence lines become empty lines, so that positions hold.
 */
export function unwrapMdxCodeBlocks(body: string): string {
  if (!body.includes('mdx-code-block')) return body;
  return MDX_CODE_BLOCKS.reduce(
    (text, pattern) => text.replace(pattern, (_, begin: string, children: string) => `${begin}\n${children}\n`),
    body,
  );
}

/**
 * `<!-- comments -->` are not MDX, but Docusaurus sites write them (lint directives, `<!-- truncate -->`) and
 * Docusaurus accepts them: outside code they become `{/* comments *\/}`, of the same length so that positions hold.
 */
export function htmlCommentsAsMdx(body: string): string {
  if (!body.includes('<!--')) return body;
  let fence: string | undefined;
  let inComment = false;
  return body
    .split('\n')
    .map((line) => {
      const open = FENCE.exec(line);
      if (fence) {
        if (open && open[1]!.startsWith(fence)) fence = undefined;
        return line;
      }
      if (open && !inComment) {
        fence = open[1];
        return line;
      }
      let out = '';
      let rest = line;
      while (rest.length > 0) {
        if (inComment) {
          const end = rest.indexOf('-->');
          if (end === -1) return out + rest.replace(/\*\//g, '* ');
          out += `${rest.slice(0, end).replace(/\*\//g, '* ')}*/}`;
          rest = rest.slice(end + 3);
          inComment = false;
          continue;
        }
        const start = rest.indexOf('<!--');
        // Inside inline code (an odd number of backticks before it) it is text.
        if (start === -1 || (out + rest.slice(0, start)).split('`').length % 2 === 0) return out + rest;
        out += `${rest.slice(0, start)}{/* `;
        rest = rest.slice(start + 4);
        inComment = true;
      }
      return out;
    })
    .join('\n');
}

/**
 * Compiles one MDX file (a doc or a partial) with @mdx-js/mdx, the unified project's own compiler: it parses
 * with remark-parse and the MDX syntax, evaluates nothing, and emits an ES module whose `import`s, `export`s,
 * `{expressions}` and JSX props are plain JavaScript — so esbuild bundles it like any other module. Docgen's
 * Markdown plugins run inside it (GFM, admonitions, highlighted code with its meta).
 */
export interface MdxCompileOptions {
  /** The site has its own MDXComponents: names neither imported nor defined come from it. */
  siteComponents?: boolean;
  /** `md`: a CommonMark partial, as Docusaurus's `md` format reads it. */
  format?: 'md' | 'mdx';
  /** The site's own remark and rehype plugins. */
  plugins?: SiteMarkdownPlugins;
}

/** The MDX nodes a CommonMark file may get from the site's plugins (npm2yarn's `<Tabs>` and its import): kept as they are. */
const MDX_NODE_TYPES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];

export async function compileMdx(
  source: string,
  file: string,
  label: string,
  options: MdxCompileOptions = {},
): Promise<CompiledMdx> {
  const format = options.format ?? 'mdx';
  const site = await loadMarkdownPlugins(options.plugins);
  const admonitions = admonitionsFor(site, file);
  const { value, frontMatter } = preparedMdx(source, file, format, admonitions);
  const vfile = new VFile({ value, path: file, data: { result: emptyResult() } });
  const imports: MdxImport[] = [];
  const problems: MdxProblem[] = [];
  const browserOnly: BrowserOnlyIsland[] = [];
  const plan: ServedSourcePlan = { links: [], drop: [], partials: [] };
  try {
    const compiled = await compile(vfile, {
      format,
      jsxImportSource: 'react',
      // Partials render with the page's components too, as under Docusaurus's MDXProvider.
      providerImportSource: MDX_RUNTIME,
      remarkPlugins: [
        // As for Markdown: each extension slows the parser on every page, so a file gets only those it may use.
        [remarkSyntax, syntaxNeeded(value)],
        // Before anything walks the tree: MDX's own passes and React recurse per level, and run out of stack
        // (a thousand nested <div>s failed while rendering, blamed on the theme; five thousand named no file).
        remarkNestingLimit,
        ...site.remarkBefore,
        [remarkDocgenDirectives, admonitions],
        [remarkServedSource, { plan }],
        remarkImageReferences,
        ...site.remark,
        [remarkNpm2Yarn, site.npm2yarn],
        // After the site's plugins: the imports and components they add are checked and resolved as the author's.
        [remarkMdxScope, { label, imports, problems, browserOnly, siteComponents: options.siteComponents }],
      ],
      // CommonMark keeps the HTML written in it, as Docusaurus's `md` format does (with rehype-raw too).
      rehypePlugins: [
        ...(format === 'md' ? [rehypeKeepFenceMeta, [rehypeRaw, { passThrough: MDX_NODE_TYPES }] as Pluggable] : []),
        ...site.rehypeBefore,
        ...site.rehype,
        rehypeCode,
        rehypeImages,
        [rehypeMarkSourceFile, { label }],
        rehypeCodeAsHtmlJsx,
      ],
    });
    // The served `.md` of a doc is made at render time, where routes are known: the plan travels with the module.
    return {
      code: [
        String(compiled.value),
        `export const __docgenSource = ${JSON.stringify(plan)};`,
        // A CommonMark page's title and description are its front matter's too, and the module carries them: read
        // from the file at render time instead, an edit of them changed no input of the page's, and no build saw it.
        ...(format === 'md' ? [`export const frontMatter = ${JSON.stringify(frontMatter)};`] : []),
        '',
      ].join('\n'),
      imports,
      problems,
      browserOnly,
    };
  } catch (error) {
    // Deeper still than the limit, MDX's own first pass over the tree runs out of stack before the check runs.
    const known = error instanceof RangeError ? tooDeep(deepestTagAt(value), vfile) : error;
    if (known instanceof DocgenError) {
      const { line = 1, column = 1 } = known.location ?? {};
      problems.push({ message: known.reason, line, column });
      return { code: '', imports, problems, browserOnly };
    }
    const message = error as { reason?: string; message?: string; line?: number; column?: number; place?: unknown };
    if (typeof message.reason !== 'string') throw error;
    problems.push({ message: mdxSyntaxMessage(message.reason), ...mdxErrorAt(message as { reason: string }) });
    return { code: '', imports, problems, browserOnly };
  }
}

/**
 * Where MDX puts its error: its own position, or for an element never closed, which it reports at no position, the
 * element's, written in its reason ("Expected a closing tag for `<div>` (3:1-3:6) before the end of `paragraph`").
 */
function mdxErrorAt(error: { reason: string; line?: number; column?: number }): { line: number; column: number } {
  if (error.line !== undefined) return { line: error.line, column: error.column ?? 1 };
  const written = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(error.reason);
  return written ? { line: Number(written[1]), column: Number(written[2]) } : { line: 1, column: 1 };
}

function rehypeKeepFenceMeta() {
  return keepFenceMeta;
}

function remarkNestingLimit() {
  return nestingLimit();
}

/** Where JSX or HTML tags, counted in the text, first nest deeper than the limit; the file's start if nowhere. */
function deepestTagAt(value: string): { line: number; column: number } {
  let depth = 0;
  for (const tag of value.matchAll(/<(\/?)[A-Za-z][\w.:-]*[^<>]*?(\/?)>/g)) {
    if (tag[1]) depth--;
    else if (!tag[2] && ++depth > MAX_NESTING) {
      const before = value.slice(0, tag.index);
      return { line: before.split('\n').length, column: tag.index - before.lastIndexOf('\n') };
    }
  }
  return { line: 1, column: 1 };
}

/** MDX's parse errors, with the hint a docs author needs most often. */
function mdxSyntaxMessage(reason: string): string {
  if (/Unexpected character `!` \(U\+0021\) before name/.test(reason))
    return `${reason.replace(/\.$/, '')}: HTML comments are not MDX; write {/* a comment */}`;
  if (/Could not parse expression with acorn/.test(reason))
    return `an expression in { } does not parse: ${reason}; write \\{ for a literal brace`;
  return reason;
}
