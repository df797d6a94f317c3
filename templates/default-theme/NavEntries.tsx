import type { NavEntry, NavHtml } from 'docgen/client';
import { NavbarLink } from './NavbarLink.js';

/** The site's HTML as written: a navbar item, or an entry of a dropdown, the mobile menu or a footer column. */
export function HtmlItem({ item, as: Tag, className }: { item: NavHtml; as: 'div' | 'li'; className: string }) {
  return (
    <Tag
      className={item.className ? `${className} ${item.className}` : className}
      dangerouslySetInnerHTML={{ __html: item.html }}
    />
  );
}

/** A dropdown's, menu's or footer column's entries, each in its `<li>`. */
export function EntryList({
  entries,
  currentHref,
  linkClassName,
}: {
  entries: NavEntry[];
  currentHref: string;
  linkClassName: string;
}) {
  return entries.map((entry, i) =>
    'kind' in entry ? (
      <HtmlItem key={i} item={entry} as="li" className="navbar-html" />
    ) : (
      <li key={i}>
        <NavbarLink link={entry} currentHref={currentHref} className={linkClassName} />
      </li>
    ),
  );
}
