import { firstSidebarHref, type SidebarEntry } from 'docgen/client';
import { useCurrentSidebarSiblings } from '@docusaurus/theme-common';
import DocCard from '@theme/DocCard';

function CurrentCategoryCards({ className }: { className?: string }) {
  return <DocCardList items={useCurrentSidebarSiblings()} className={className} />;
}

/**
 * `@theme/DocCardList`: a card for each of `items`, by default those of the current doc's sidebar category (the doc
 * among them, as in Docusaurus). Items that lead nowhere (raw HTML, a category without a page) have none.
 */
export default function DocCardList({ items, className }: { items?: SidebarEntry[]; className?: string }) {
  if (!items) return <CurrentCategoryCards className={className} />;
  return (
    <section className={['doc-card-list', className].filter(Boolean).join(' ')}>
      {items
        .filter((item) => firstSidebarHref(item) !== undefined)
        .map((item, index) => (
          <article key={index} className="doc-card-item">
            <DocCard item={item} />
          </article>
        ))}
    </section>
  );
}
