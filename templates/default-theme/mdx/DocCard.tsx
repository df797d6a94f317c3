import type { SidebarCategory, SidebarEntry, SidebarLink } from 'docgen/client';
import { firstSidebarHref, translatePlural } from 'docgen/client';
import { useMdxPage } from 'docgen:mdx-page';

/** A URL with a scheme or a host leaves the site (Docusaurus's `isInternalUrl`). */
const EXTERNAL = /^(?:\w*:|\/\/)/;

function CardLayout({
  href,
  icon,
  title,
  description,
  className,
}: {
  href: string;
  icon: string;
  title: string;
  description?: string;
  className?: string;
}) {
  return (
    <a href={href} className={['doc-card', className].filter(Boolean).join(' ')}>
      {/* The emoji is the card's picture, as Docusaurus's; the heading's name is its label alone. */}
      <h2 className="doc-card-title" title={title}>
        <span className="doc-card-icon" aria-hidden="true">
          {icon}
        </span>{' '}
        {title}
      </h2>
      {description && (
        <p className="doc-card-description" title={description}>
          {description}
        </p>
      )}
    </a>
  );
}

function CategoryCard({ item, href }: { item: SidebarCategory; href: string }) {
  const { site } = useMdxPage();
  const count = translatePlural(
    { id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' },
    item.items.length,
    site.lang,
  );
  return (
    <CardLayout
      href={href}
      icon="🗃️"
      title={item.label}
      description={item.description ?? count}
      className={item.className}
    />
  );
}

function LinkCard({ item }: { item: SidebarLink }) {
  const { descriptions } = useMdxPage();
  const description = item.description ?? (item.docId ? descriptions?.[item.docId] : undefined);
  return (
    <CardLayout
      href={item.href}
      icon={EXTERNAL.test(item.href) ? '🔗' : '📄️'}
      title={item.label}
      description={description}
      className={item.className}
    />
  );
}

/**
 * `@theme/DocCard`: one sidebar item as a card, its label under an emoji (📄️ a doc, 🔗 a link off the site, 🗃️ a
 * category) above what it is about: a doc's description (or first line), a category's, else its number of items.
 */
export default function DocCard({ item }: { item: SidebarEntry }) {
  if (item.type === 'link') return <LinkCard item={item} />;
  const href = item.type === 'category' ? firstSidebarHref(item) : undefined;
  return item.type === 'category' && href ? <CategoryCard item={item} href={href} /> : null;
}
