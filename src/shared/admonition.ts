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

/** `markdown.admonitions`, as Docusaurus's docs, blog and pages plugins take `admonitions`. */
export type AdmonitionsOption = boolean | { keywords: string[]; extendDefaults: boolean };

/**
 * The names that open an admonition, as Docusaurus 3's mdx-loader reads its `admonitions` option: the site's keywords
 * after the defaults (or in their place with `extendDefaults: false`); the defaults with `true`, none with `false`, where `:::note` is an
 * unknown directive.
 */
export function admonitionNames(option: AdmonitionsOption): readonly string[] {
  if (typeof option === 'boolean') return option ? ADMONITION_NAMES : [];
  return option.extendDefaults ? [...new Set([...ADMONITION_NAMES, ...option.keywords])] : option.keywords;
}

/**
 * The type an admonition of this name is drawn as, and its title: the page's, else an alias's own name, else
 * undefined (the type's translated default title). Any other name (a site's own keyword) comes back as it is: the
 * theme draws it as `info`, as Docusaurus's does.
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
