/** The component kit's badge variants (`:badge[New]{variant="tip"}`, a sidebar item's `badge`). */
export const BADGE_VARIANTS = ['note', 'tip', 'info', 'success', 'warning', 'danger'] as const;

export type BadgeVariant = (typeof BADGE_VARIANTS)[number];

/** Starlight's names for two of them, so that its sidebars' and pages' badges carry over as written. */
const BADGE_VARIANT_ALIASES: Record<string, BadgeVariant> = { caution: 'warning', default: 'note' };

/** Every variant name a badge accepts: the kit's, then Starlight's other two. */
export const BADGE_VARIANT_NAMES = [
  ...BADGE_VARIANTS,
  ...(Object.keys(BADGE_VARIANT_ALIASES) as ['caution', 'default']),
];

/** The kit's variant for a name of the kit's or Starlight's; undefined for any other name. */
export function badgeVariant(name: string): BadgeVariant | undefined {
  if ((BADGE_VARIANTS as readonly string[]).includes(name)) return name as BadgeVariant;
  return Object.hasOwn(BADGE_VARIANT_ALIASES, name) ? BADGE_VARIANT_ALIASES[name] : undefined;
}

/** A badge beside a sidebar label: its words and its variant. */
export interface SidebarBadge {
  text: string;
  variant: BadgeVariant;
  /**
   * Its words in each language, written as Starlight writes them (`text: {en: New, fr: Nouveau}`), until the sidebar
   * of one locale takes its own as `text` (i18n/translate-sidebars.ts); a page never carries them.
   */
  texts?: Record<string, string>;
}
