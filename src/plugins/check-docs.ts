import { DocgenError } from '../errors.js';
import type { Diagnostic } from '../markdown/context.js';
import type { LoadedDocCheck } from '../markdown/site-plugins.js';
import type { DocSource } from '../shared/model.js';

/** What the plugins' doc checks answered for one doc: warnings at its lines, or what a check threw. */
export type DocChecked = { warnings: Diagnostic[] } | { error: unknown };

/** One plugin's `checkDoc` on one doc: its warnings at the doc file's lines (the check counts from the body's first). */
export async function runDocCheck({ plugin, check }: LoadedDocCheck, doc: DocSource): Promise<Diagnostic[]> {
  const fail = (message: string, hint: string) =>
    new DocgenError(
      `the doc check "${plugin.name}" (${plugin.key}) ${message}`,
      { file: doc.file },
      hint,
      'plugin-failed',
    );
  let answer: unknown;
  try {
    answer = await check({ body: doc.body, file: doc.file });
  } catch (error) {
    throw fail(
      `failed: ${(error as Error)?.message ?? String(error)}`,
      'the check threw on this doc: fix the doc, or the check',
    );
  }
  const warnings = answer as { message?: unknown; line?: unknown; column?: unknown }[];
  if (!Array.isArray(warnings) || warnings.some((w) => typeof w?.message !== 'string' || !Number.isInteger(w.line)))
    throw fail(
      'answered something that is not a list of warnings',
      'a check answers [{ message, line, column? }], with line counted from the first line of the body (1)',
    );
  return warnings.map((w) => ({
    message: w.message as string,
    line: (w.line as number) + doc.bodyLine - 1,
    column: typeof w.column === 'number' ? w.column : 1,
  }));
}
