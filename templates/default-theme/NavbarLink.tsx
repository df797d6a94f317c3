import type { NavLink } from 'docgen/client';
import { Icon } from './Icon.js';

function isActive(link: NavLink, currentHref: string): boolean {
  if (link.external) return false;
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
  return (
    <a
      className={`${className}${active ? ' active' : ''}`}
      href={link.href}
      aria-current={active ? (link.href === currentHref ? 'page' : 'true') : undefined}
      {...(link.lang ? { lang: link.lang, hrefLang: link.lang } : {})}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
      {link.external && <Icon name="external" size={13} className="external-icon" />}
    </a>
  );
}
