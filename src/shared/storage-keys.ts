/**
 * Names shared by the pre-paint script the server writes into each page's head and the browser runtime,
 * so that the two always read and write the same entries.
 */
export const THEME_KEY = 'theme';
export const ANNOUNCEMENT_KEY = 'docgen.announcement.dismissed';
/** Set on <html> before the first paint when the current announcement was dismissed; CSS hides the bar. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

/** Docusaurus calls the docs instance without an id "default": docgen's `docs`. */
export const DEFAULT_PLUGIN_ID = 'default';

/** The key Docusaurus uses too, so a reader's choice survives a move between the two. */
export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}
