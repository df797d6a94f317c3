/** The admonition types the theme draws, each with its own colour, icon and translated title. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'caution', 'warning', 'danger'] as const;

export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/**
 * Docusaurus 2's other names, which Docusaurus 3 still reads: each looks like the type it names, and is titled with
 * its own name, a fixed word in every language, unless the page titles it (theme-classic's Admonition/Types.tsx).
 */
const ADMONITION_ALIASES: Record<string, AdmonitionType> = { important: 'info', secondary: 'note', success: 'tip' };

/** Every admonition name a page may write: the theme's types, then Docusaurus 2's other three. */
export const ADMONITION_NAMES: readonly string[] = [...ADMONITION_TYPES, ...Object.keys(ADMONITION_ALIASES)];

/**
 * The type an admonition of this name is drawn as, and its title: the page's, else an alias's own name, else
 * undefined (the type's translated default title). Any other name comes back as it is.
 */
export function admonitionLook<Title>(
  name: string,
  title: Title | undefined,
): { type: string; title: Title | string | undefined } {
  if (!Object.hasOwn(ADMONITION_ALIASES, name)) return { type: name, title };
  return { type: ADMONITION_ALIASES[name]!, title: title || name };
}

/** Infima's alert of each type, as Docusaurus 3's theme-classic draws it (its Admonition/Type/*.tsx). */
const INFIMA_ALERTS: Record<string, string> = {
  note: 'secondary',
  tip: 'success',
  info: 'info',
  caution: 'warning',
  warning: 'warning',
  danger: 'danger',
};

/**
 * The classes Docusaurus writes on an admonition, which a migrated site's CSS targets (`.theme-admonition-tip`,
 * `.alert--warning`); a type Docusaurus does not know it draws as `info`.
 */
export function docusaurusAdmonitionClasses(type: string): string {
  return `theme-admonition theme-admonition-${type} alert alert--${INFIMA_ALERTS[type] ?? 'info'}`;
}
