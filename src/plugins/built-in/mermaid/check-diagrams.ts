import type { PluginCheckedDoc, PluginDocWarning } from '../../api.js';

const FENCE = /^( {0,3})(`{3,}|~{3,})\s*mermaid\b[^\n]*\n([\s\S]*?)^ {0,3}\2[`~]*\s*$/gm;

type Mermaid = { parse(text: string): Promise<unknown> };
let mermaid: Promise<Mermaid> | undefined;

/**
 * The diagrams of a doc that mermaid cannot read, each a warning at its line: the browser shows the same error in
 * the diagram's place. Mermaid is loaded by the first doc that has a diagram, once per thread.
 */
export default async function checkDiagrams({ body }: PluginCheckedDoc): Promise<PluginDocWarning[]> {
  if (!/^ {0,3}(`{3,}|~{3,})\s*mermaid/m.test(body)) return [];
  mermaid ??= import('mermaid').then((m) => m.default as unknown as Mermaid);
  const parser = await mermaid;
  const problems: PluginDocWarning[] = [];
  for (const match of body.matchAll(FENCE)) {
    const fenceLine = body.slice(0, match.index).split('\n').length;
    try {
      await parser.parse(match[3]!);
    } catch (error) {
      const err = error as { message?: string; hash?: { loc?: { first_line?: number } } };
      const message = String(err?.message ?? error);
      // Only the parser's verdicts: anything else is mermaid needing a browser, not a mistake in the diagram.
      if (!err?.hash && !/^(Parse|Lexical) error|No diagram type detected/.test(message)) continue;
      const line = fenceLine + (err.hash?.loc?.first_line ?? 1);
      problems.push({ message: `the Mermaid diagram does not parse: ${message.split('\n').pop()}`, line, column: 1 });
    }
  }
  return problems;
}
