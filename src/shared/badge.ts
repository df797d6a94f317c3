/** The component kit's badge variants (`:badge[New]{variant="tip"}`, a sidebar item's `badge`). */
export const BADGE_VARIANTS = ['note', 'tip', 'info', 'success', 'warning', 'danger'] as const;

export type BadgeVariant = (typeof BADGE_VARIANTS)[number];

/** Starlight's names for two of them, so that its sidebars' badges carry over as written. */
export const BADGE_VARIANT_ALIASES: Record<string, BadgeVariant> = { caution: 'warning', default: 'note' };

/** A badge beside a sidebar label: its words and its variant. */
export interface SidebarBadge {
  text: string;
  variant: BadgeVariant;
}
