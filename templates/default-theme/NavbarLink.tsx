import type { NavLink } from 'docgen/client';
import { rememberPreferredVersion } from 'docgen/client';
import { Icon } from './Icon.js';

function isActive(link: NavLink, currentHref: string): boolean {
  if (link.external) return false;
  if (link.active) return true;
  if (link.activeBasePath)
    return currentHref === link.activeBasePath || currentHref.startsWith(`${link.activeBasePath}/`);
  return currentHref === link.href;
}

/**
 * aria-current is "page" on the link to this very page, and "true" on a section link (Documentation)
 * that is active because the page lies inside its section.
 */
export function NavbarLink({
  link,
  currentHref,
  className = 'navbar-link',
}: {
  link: NavLink;
  currentHref: string;
  className?: string;
}) {
  const active = isActive(link, currentHref);
  const props = {
    className: [className, link.className, active && 'active'].filter(Boolean).join(' '),
    href: link.href,
    'aria-current': active ? (link.href === currentHref ? ('page' as const) : ('true' as const)) : undefined,
    'aria-label': link.ariaLabel,
    ...(link.lang ? { lang: link.lang, hrefLang: link.lang } : {}),
    ...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    onClick: link.preferVersion && (() => rememberPreferredVersion(link.preferVersion!)),
  };
  // Docusaurus's `html` link shows the site's HTML; a link without a label is an icon the site's CSS draws.
  if (link.html !== undefined) return <a {...props} dangerouslySetInnerHTML={{ __html: link.html }} />;
  return (
    <a {...props}>
      {link.label}
      {link.external && link.label && <Icon name="external" size={13} className="external-icon" />}
    </a>
  );
}
