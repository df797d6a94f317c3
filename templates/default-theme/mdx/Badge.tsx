import type { ReactNode } from 'react';
import { badgeVariant } from 'docgen/client';

/**
 * `@theme/Badge`: a short label in the flow of text (`:badge[New]{variant="tip"}` in Markdown, `<Badge text variant>`
 * in MDX, and VitePress's `<Badge type="info" text="…" />`). The API type badge (`::badge{type="hook"}`) is another
 * element (markdown.tsx's `badge`). Starlight's `caution` and `default` are drawn as `warning` and `note`.
 */
export default function Badge({
  text,
  variant,
  type,
  children,
}: {
  text?: string;
  variant?: string;
  /** VitePress's name for the variant. */
  type?: string;
  children?: ReactNode;
}) {
  const written = variant ?? type ?? 'note';
  return <span className={`text-badge text-badge-${badgeVariant(written) ?? written}`}>{text ?? children}</span>;
}
