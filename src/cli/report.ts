import type { BuildResult } from '../build.js';
import { reportOf, type DocgenError } from '../errors.js';
import { errorHeadline, errorHintLine } from '../shared/error-report.js';

export interface Paint {
  red(text: string): string;
  yellow(text: string): string;
  green(text: string): string;
  dim(text: string): string;
}

/** Colours only on an interactive terminal, and never when NO_COLOR is set to anything (no-color.org). */
export function painterFor(stream: { isTTY?: boolean }): Paint {
  const on = stream.isTTY === true && !process.env.NO_COLOR;
  const paint = (code: number) => (text: string) => (on ? `\u001b[${code}m${text}\u001b[39;22m` : text);
  return { red: paint(31), yellow: paint(33), green: paint(32), dim: paint(2) };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatSummary(result: BuildResult, paint: Paint, rendered = result.pages): string {
  const count = result.warnings.length;
  const warnings = count === 0 ? 'no warnings' : paint.yellow(`${count} warning${count === 1 ? '' : 's'}`);
  // A build that found pages in the build cache says how many it rendered: what an edit cost.
  const cached =
    rendered < result.pages ? ` (${rendered} rendered, ${result.pages - rendered} from the build cache)` : '';
  return `${paint.green('✓')} built ${result.pages} pages in ${result.seconds.toFixed(2)} s, ${warnings}, ${formatBytes(result.bytes)} → ${result.outDir}${cached}`;
}

/**
 * Errors as the terminal shows them, the CLI and watch mode alike: each on a line of its own that starts
 * with where it is, and under it what to do with the error's catalogue name.
 */
export function errorLines(errors: DocgenError[], paint: { mark: string; hint: (text: string) => string }): string[] {
  return errors.flatMap((e) => {
    const report = reportOf(e);
    const hint = errorHintLine(report);
    return [`${paint.mark} ${errorHeadline(report)}`, ...(hint ? [`  ${paint.hint(hint)}`] : [])];
  });
}
