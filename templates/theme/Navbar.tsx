import { useState } from 'react';
import type { NavLink, ResolvedNavbarItem } from 'docgen/client';
import { translate, useRoute, useSite, withBaseUrl } from 'docgen/client';
import { ColorModeToggle } from './ColorModeToggle.js';
import { SearchButton } from './SearchButton.js';

function isActive(link: NavLink, currentHref: string): boolean {
  if (link.external) return false;
  if (link.activeBasePath) return currentHref === link.activeBasePath || currentHref.startsWith(`${link.activeBasePath}/`);
  return currentHref === link.href;
}

function NavbarLink({ link, currentHref, className = 'navbar-link' }: { link: NavLink; currentHref: string; className?: string }) {
  const active = isActive(link, currentHref);
  return (
    <a
      className={`${className}${active ? ' active' : ''}`}
      href={link.href}
      aria-current={!link.activeBasePath && active ? 'page' : undefined}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
      {link.external && <span className="external-icon" aria-hidden="true">↗</span>}
    </a>
  );
}

function Dropdown({ item, currentHref }: { item: Extract<ResolvedNavbarItem, { kind: 'dropdown' }>; currentHref: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div
      className={`navbar-dropdown${open ? ' open' : ''}`}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <button type="button" className="navbar-link navbar-dropdown-toggle" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen(!open)} onMouseEnter={() => setOpen(true)}>
        {item.label}
      </button>
      <ul className="navbar-dropdown-menu">
        {item.items.map((link) => (
          <li key={link.href}>
            <NavbarLink link={link} currentHref={currentHref} className="navbar-dropdown-link" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function NavbarItem({ item, currentHref }: { item: ResolvedNavbarItem; currentHref: string }) {
  switch (item.kind) {
    case 'link':
      return <NavbarLink link={item} currentHref={currentHref} />;
    case 'dropdown':
      return <Dropdown item={item} currentHref={currentHref} />;
    case 'search':
      return <SearchButton />;
    case 'colorMode':
      return <ColorModeToggle />;
  }
}

export function Navbar() {
  const site = useSite();
  const { page } = useRoute();
  const currentHref = withBaseUrl(page.route, site.baseUrl, site.trailingSlash);
  const { navbar } = site;
  const side = (position: 'left' | 'right') =>
    navbar.items
      .map((item, i) => ({ item, i }))
      .filter(({ item }) => item.position === position)
      .map(({ item, i }) => <NavbarItem key={i} item={item} currentHref={currentHref} />);
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label={translate({ id: 'theme.navbar.label', message: 'Main' })}>
        <a className="navbar-brand" href={site.baseUrl}>
          {navbar.logo && <img className="navbar-logo" src={navbar.logo.src} alt={navbar.logo.alt} width={28} height={28} />}
          {navbar.title && <span className="navbar-title">{navbar.title}</span>}
        </a>
        <div className="navbar-items navbar-items-left">{side('left')}</div>
        <div className="navbar-items navbar-items-right">{side('right')}</div>
      </nav>
    </header>
  );
}
