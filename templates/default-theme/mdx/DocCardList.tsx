import type { SidebarEntry } from 'docgen/client';
import { withBaseUrl } from 'docgen/client';
import { useMdxPage } from 'docgen:mdx-page';
import { Icon } from '../Icon.js';

type CardItem = { type?: string; label: string; href?: string; items?: unknown[] };

/**
 * The entries of the sidebar category whose own page is at `href` (a category's index doc, as Docusaurus's
 * `useCurrentSidebarCategory` finds it), else of the category that holds the page, the page itself left out.
 */
function siblingsOf(entries: SidebarEntry[], href: string): SidebarEntry[] | undefined {
  for (const entry of entries) {
    if (entry.type !== 'category') continue;
    if (entry.href === href || entry.items.some((item) => item.type === 'link' && item.href === href))
      return entry.items.filter((item) => !(item.type === 'link' && item.href === href));
    const inner = siblingsOf(entry.items, href);
    if (inner) return inner;
  }
  return undefined;
}

/** `@theme/DocCardList`: a card for each doc and category beside the current doc in its sidebar category. */
export default function DocCardList({ items, className }: { items?: CardItem[]; className?: string }) {
  const { site, route, sidebar } = useMdxPage();
  const here = withBaseUrl(route, site.baseUrl, site.trailingSlash);
  // An `html` sidebar item has no page to make a card of.
  const cards: CardItem[] =
    items ?? ((sidebar && siblingsOf(sidebar.items, here)) || []).filter((entry) => entry.type !== 'html');
  return (
    <section className={['doc-card-list', className].filter(Boolean).join(' ')}>
      {cards.map((card) => {
        const href = card.href ?? (card.items?.[0] as CardItem | undefined)?.href;
        return (
          <article key={`${card.label}${href ?? ''}`} className="doc-card">
            <a href={href}>
              <span className="doc-card-title">
                {card.type === 'category' ? (
                  <Icon name="folder" size={18} className="doc-card-icon" />
                ) : (
                  <Icon name="file" size={18} className="doc-card-icon" />
                )}
                {card.label}
              </span>
              {card.type === 'category' && (
                <span className="doc-card-description">{card.items?.length ?? 0} items</span>
              )}
            </a>
          </article>
        );
      })}
    </section>
  );
}
