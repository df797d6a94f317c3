import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { splitFrontMatter } from '../content/front-matter.js';
import { emptyResult } from '../markdown/context.js';
import { rehypeCode } from '../markdown/plugins/code.js';
import { remarkDocgenDirectives } from '../markdown/plugins/directives.js';
import { ALL_SYNTAX, remarkSyntax } from '../markdown/syntax.js';
import { MDX_RUNTIME, remarkMdxScope, type MdxImport, type MdxProblem } from './scope.js';

export interface CompiledMdx {
  /** The module as JavaScript (JSX compiled away), for esbuild to bundle. */
  code: string;
  /** Every `import` of the file, with its position, for the caller to resolve. */
  imports: MdxImport[];
  /** Mistakes found while compiling, each with its position in the file. */
  problems: MdxProblem[];
}

/** A heading's `{#custom-id}` is an expression to MDX: escaped, it stays text, as Docusaurus's MDX 1 compatibility does. */
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\{#([^}\s]+)\}(\s*)$/gm;

/**
 * The file with its front matter blanked out line for line, so that MDX's positions are the file's, and the
 * values Docusaurus puts in every MDX module's scope (`frontMatter`, `toc`) declared at its end.
 */
export function mdxSource(source: string, file: string): string {
  const { frontMatter, body, bodyLine } = splitFrontMatter(source, file);
  const escaped = body.replace(HEADING_ID, (_, heading: string, id: string, rest: string) => `${heading}\\{#${id}\\}${rest}`);
  const scope = [
    /^export\s+(const|let|var|function)\s+frontMatter\b/m.test(body) ? '' : `export const frontMatter = ${JSON.stringify(frontMatter)};`,
    /^export\s+(const|let|var|function)\s+toc\b/m.test(body) ? '' : 'export const toc = [];',
  ].filter(Boolean);
  return `${'\n'.repeat(bodyLine - 1)}${escaped}\n\n${scope.join('\n')}\n`;
}

/**
 * Compiles one MDX file (a doc or a partial) with @mdx-js/mdx, the unified project's own compiler: it parses
 * with remark-parse and the MDX syntax, evaluates nothing, and emits an ES module whose `import`s, `export`s,
 * `{expressions}` and JSX props are plain JavaScript — so esbuild bundles it like any other module. Docgen's
 * Markdown plugins run inside it (GFM, admonitions, highlighted code with its meta).
 */
export async function compileMdx(source: string, file: string, label: string): Promise<CompiledMdx> {
  const vfile = new VFile({ value: mdxSource(source, file), path: file, data: { result: emptyResult() } });
  const imports: MdxImport[] = [];
  const problems: MdxProblem[] = [];
  try {
    const compiled = await compile(vfile, {
      format: 'mdx',
      jsxImportSource: 'react',
      // Partials render with the page's components too, as under Docusaurus's MDXProvider.
      providerImportSource: MDX_RUNTIME,
      remarkPlugins: [[remarkSyntax, ALL_SYNTAX], remarkDocgenDirectives, [remarkMdxScope, { label, imports, problems }]],
      rehypePlugins: [rehypeCode],
    });
    return { code: String(compiled.value), imports, problems };
  } catch (error) {
    const message = error as { reason?: string; message?: string; line?: number; column?: number; place?: unknown };
    if (typeof message.reason !== 'string') throw error;
    problems.push({ message: mdxSyntaxMessage(message.reason), line: message.line ?? 1, column: message.column ?? 1 });
    return { code: '', imports, problems };
  }
}

/** MDX's parse errors, with the hint a docs author needs most often. */
function mdxSyntaxMessage(reason: string): string {
  if (/Unexpected character `!` \(U\+0021\) before name/.test(reason)) return `${reason.replace(/\.$/, '')}: HTML comments are not MDX; write {/* a comment */}`;
  if (/Could not parse expression with acorn/.test(reason)) return `an expression in { } does not parse: ${reason}; write \\{ for a literal brace`;
  return reason;
}

