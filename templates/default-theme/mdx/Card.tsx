import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon.js';

const ICONS = new Set<string>(['alert', 'check', 'file', 'flame', 'folder', 'info', 'lightbulb', 'search']);

/**
 * `@theme/Card` (`:::card{title="…" icon="…"}` in Markdown, `<Card title icon>` in MDX): a titled box of Markdown.
 * `icon` is one of the theme's icons by name; any other text (an emoji) is shown as written.
 */
export default function Card({ title, icon, children }: { title: string; icon?: string; children?: ReactNode }) {
  return (
    <div className="card">
      <p className="card-title">
        {icon &&
          (ICONS.has(icon) ? (
            <Icon name={icon as IconName} size={22} className="card-icon" />
          ) : (
            <span className="card-icon" aria-hidden="true">
              {icon}
            </span>
          ))}
        {title}
      </p>
      <div className="card-body">{children}</div>
    </div>
  );
}
