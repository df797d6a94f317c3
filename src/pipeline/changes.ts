import path from 'node:path';

/** What changed on disk since the last update, as the watcher saw it. */
export interface ChangeSet {
  config: boolean;
  /** Absolute paths of Markdown files of the docs folder that changed, appeared or went away. */
  docs: Set<string>;
  /** Files or folders appeared or went away in the docs folder: list it again. */
  rescanDocs: boolean;
  /**
   * The docs folder came back after it went away: every file in it is read again, since its new watcher
   * misses what is written while it starts.
   */
  rereadDocs: boolean;
  /** The theme, the pages or the static apps' sources. */
  templates: boolean;
  static: boolean;
  /** Files a plugin declared as its inputs (absolute paths): its routes are made again. */
  plugins: Set<string>;
}

export const noChanges = (): ChangeSet => ({
  config: false,
  docs: new Set(),
  rescanDocs: false,
  rereadDocs: false,
  templates: false,
  static: false,
  plugins: new Set(),
});

/** A cold run: everything is new. */
export const everything = (): ChangeSet => ({ ...noChanges(), config: true });

/** What changed, for the line watch mode prints: up to three files, then how many more. */
export function describeChanges(changes: ChangeSet, siteDir: string): string {
  const parts = [...changes.docs, ...changes.plugins].map((f) => path.relative(siteDir, f));
  if (changes.templates) parts.push('templates');
  if (changes.static) parts.push('static files');
  return parts.length > 3 ? `${parts.slice(0, 3).join(', ')} and ${parts.length - 3} more` : parts.join(', ') || 'docs';
}
