import type { BuildResult, BuildWarning } from '../build.js';
import { warningToError } from '../build.js';

const useColor = () => process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number, text: string) => (useColor() ? `\u001b[${code}m${text}\u001b[0m` : text);
export const yellow = (t: string) => paint(33, t);
export const red = (t: string) => paint(31, t);
export const green = (t: string) => paint(32, t);
export const dim = (t: string) => paint(2, t);

const GROUPS: Record<BuildWarning['kind'], string> = {
  'broken-link': 'Broken links',
  'duplicate-route': 'Duplicate routes',
  markdown: 'Markdown',
};

export function formatWarnings(warnings: BuildWarning[]): string[] {
  const lines: string[] = [];
  for (const kind of Object.keys(GROUPS) as BuildWarning['kind'][]) {
    const group = warnings.filter((w) => w.kind === kind);
    if (group.length === 0) continue;
    lines.push(yellow(`${GROUPS[kind]} (${group.length}):`));
    for (const w of group) lines.push(`  ${warningToError(w).message}`);
  }
  return lines;
}

export function formatSummary(result: BuildResult): string {
  const kb = (result.bytes / 1024).toFixed(0);
  const warnings = result.warnings.length === 0 ? 'no warnings' : yellow(`${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'}`);
  return `${green('✓')} built ${result.pages} pages in ${result.seconds.toFixed(2)} s, ${warnings}, ${kb} KB → ${result.outDir}`;
}
