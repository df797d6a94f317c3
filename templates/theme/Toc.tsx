import type { TocItem } from 'docgen/client';
import { translate } from 'docgen/client';

export function Toc({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  const minLevel = Math.min(...items.map((i) => i.level));
  return (
    <nav className="toc" aria-label={translate({ id: 'theme.TOC.label', message: 'On this page' })}>
      <p className="toc-title">{translate({ id: 'theme.TOC.title', message: 'On this page' })}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={`toc-level-${item.level - minLevel}`}>
            <a href={`#${item.id}`} className="toc-link">
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
