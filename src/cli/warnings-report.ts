import type { BuildWarning } from '../build.js';
import { formatWarning } from '../links/warnings.js';
import type { Paint } from './report.js';

// Apart from report.ts, which every command loads at start: formatting warnings loads the link check's code.
const GROUPS: Record<BuildWarning['kind'], string> = {
  'broken-link': 'Broken links',
  'duplicate-route': 'Duplicate routes',
  markdown: 'Markdown',
  symlink: 'Symbolic links not followed',
  'translation-id': 'Sidebar items sharing a translation id',
  'translation-file': 'Translation files not read',
  'sidebars-file': 'Versioned sidebars of early Docusaurus 2',
};

/** Warnings grouped by kind, each group with a count and one line per warning that starts with its source. */
export function formatWarnings(warnings: BuildWarning[], paint: Paint): string[] {
  const lines: string[] = [];
  for (const kind of Object.keys(GROUPS) as BuildWarning['kind'][]) {
    const group = warnings.filter((w) => w.kind === kind);
    if (group.length === 0) continue;
    lines.push(paint.yellow(`${GROUPS[kind]} (${group.length}):`));
    for (const w of group) lines.push(`  ${formatWarning(w)}`);
  }
  return lines;
}
