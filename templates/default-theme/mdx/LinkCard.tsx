import type { ReactNode } from 'react';
import { Icon } from '../Icon.js';

/**
 * `@theme/LinkCard` (`::link-card{title href description}` in Markdown, `<LinkCard>` in MDX): a card that is one
 * link, its `href` already resolved by docgen's link stage (base URL, `.md` paths, the link check).
 */
export default function LinkCard({
  title,
  href,
  description,
}: {
  title: string;
  href: string;
  description?: ReactNode;
}) {
  return (
    <div className="link-card">
      <a href={href}>
        <span className="link-card-title">{title}</span>
        {description && <span className="link-card-description">{description}</span>}
      </a>
      <Icon name="chevron-right" size={20} className="link-card-arrow" />
    </div>
  );
}
