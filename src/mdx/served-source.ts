import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { MdxFlowExpression } from 'mdast-util-mdx-expression';
import { bodyOf } from '../content/front-matter-block.js';
import type { SourceEdit } from '../markdown/context.js';
import { walk } from '../markdown/walk.js';
import type { ServedSourcePlan } from '../shared/render-contract.js';

/**
 * What the served `.md` of an MDX doc changes in its source, found by the compiler (where MDX's own syntax tree
 * knows each construct's place) and applied at render time (where routes are known). Places are file lines and
 * columns, 1-based, start inclusive and end exclusive.
 *
 * The served source stays the author's Markdown and JSX: JSX reads as HTML does to a person or a language model,
 * and rewriting components into Markdown would lose what they mean. What only makes sense inside the site goes:
 * `import` lines (they name files that are not served) and `{/* comments *\/}` (hidden on the page too). A partial
 * used as `<Note />` is replaced by its text, which the page shows and an import line would not. Links are
 * rewritten as for Markdown pages.
 */
type Span = [startLine: number, startColumn: number, endLine: number, endColumn: number];

function spanOf(node: {
  position?: { start: { line: number; column: number }; end: { line: number; column: number } };
}): Span | undefined {
  const p = node.position;
  return p && [p.start.line, p.start.column, p.end.line, p.end.column];
}

/** A remark plugin for the MDX compiler: fills `plan` from the file's syntax tree. */
export function remarkServedSource(options: { plan: ServedSourcePlan }) {
  return (tree: Root) => {
    const { plan } = options;
    const partials = new Map<string, string>();
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration') continue;
        const loc = statement.loc;
        if (loc) plan.drop.push([loc.start.line, loc.start.column + 1, loc.end.line, loc.end.column + 1]);
        const source = String(statement.source.value);
        const local = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
        if (local && /\.mdx?$/.test(source)) partials.set(local, source);
      }
    }
    walk(tree, (node) => {
      const span = spanOf(node as never);
      if (!span) return;
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
        plan.links.push({ url: (node as unknown as { url: string }).url, span });
      else if (
        (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') &&
        (node as MdxFlowExpression).data?.estree?.body.length === 0
      )
        plan.drop.push(span);
      else if (node.type === 'mdxJsxFlowElement' && partials.has((node as MdxJsxFlowElement).name ?? ''))
        plan.partials.push({ source: partials.get((node as MdxJsxFlowElement).name!)!, span });
    });
  };
}

/**
 * The plan as edits of the doc's body (what `markdownSource` applies): `servedUrl` answers a link's URL in the
 * served source, or undefined to keep it; partials are read from beside the doc.
 */
export function servedSourceEdits(
  plan: ServedSourcePlan,
  body: string,
  bodyLine: number,
  docFile: string,
  servedUrl: (url: string) => string | undefined,
): SourceEdit[] {
  const lineStarts = [0];
  for (let i = body.indexOf('\n'); i !== -1; i = body.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const offset = (line: number, column: number) => (lineStarts[line - bodyLine] ?? body.length) + column - 1;
  const range = ([l1, c1, l2, c2]: Span) => ({ start: offset(l1, c1), end: offset(l2, c2) });
  const edits: SourceEdit[] = [];
  for (const { url, span } of plan.links) {
    const replacement = servedUrl(url);
    if (replacement === undefined || replacement === url) continue;
    const { start, end } = range(span);
    const at = body.lastIndexOf(url, end - url.length);
    if (at >= start) edits.push({ at, length: url.length, text: replacement });
  }
  for (const span of plan.drop) {
    const { start, end } = range(span);
    // The line goes with it when nothing else is on it.
    const whole = (start === 0 || body[start - 1] === '\n') && body[end] === '\n';
    edits.push({ at: start, length: end - start + (whole ? 1 : 0), text: '' });
  }
  for (const { source, span } of plan.partials) {
    const { start, end } = range(span);
    edits.push({ at: start, length: end - start, text: partialText(path.resolve(path.dirname(docFile), source)) });
  }
  return edits;
}

function partialText(file: string): string {
  try {
    const { body } = bodyOf(readFileSync(file, 'utf8'), file);
    return body.replace(/^import\s[^\n]*\n/gm, '').trim();
  } catch {
    return '';
  }
}
