import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResolvedNavbarItem } from 'docgen/client';
import {
  localeUrl,
  pageNavbarItems,
  translate,
  usePreferredDocsVersions,
  useRoute,
  useSite,
  withBaseUrl,
} from 'docgen/client';
import { ColorModeToggle } from './ColorModeToggle.js';
import { MobileMenu } from './MobileMenu.js';
import { EntryList, HtmlItem } from './NavEntries.js';
import { NavbarLink } from './NavbarLink.js';
import { logoLinkProps, NavbarLogo } from './NavbarLogo.js';
import { SearchButton } from './SearchButton.js';
import { Icon } from './Icon.js';

/** A mouse opens the menu by hovering (CSS); a click or the keyboard opens it through state, shown by aria-expanded. */
function Dropdown({
  item,
  currentHref,
}: {
  item: Extract<ResolvedNavbarItem, { kind: 'dropdown' }>;
  currentHref: string;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <div
      className={`navbar-dropdown${open ? ' open' : ''}`}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false)}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="navbar-link navbar-dropdown-toggle"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
      >
        {item.label}
        <Icon name="chevron-down" size={14} className="navbar-dropdown-caret" />
      </button>
      <ul className="navbar-dropdown-menu">
        <EntryList entries={item.items} currentHref={currentHref} linkClassName="navbar-dropdown-link" />
      </ul>
    </div>
  );
}

export function NavbarItem({ item, currentHref }: { item: ResolvedNavbarItem; currentHref: string }) {
  switch (item.kind) {
    case 'link':
      return <NavbarLink link={item} currentHref={currentHref} />;
    case 'html':
      return <HtmlItem item={item} as="div" className="navbar-html" />;
    case 'dropdown':
      return <Dropdown item={item} currentHref={currentHref} />;
    case 'docsVersionDropdown':
    case 'docsVersion':
    case 'localeDropdown':
      // Made links and dropdowns for the page by pageNavbarItems.
      return null;
    case 'search':
      return <SearchButton />;
    case 'colorMode':
      return <ColorModeToggle />;
  }
}

/** With navbar.hideOnScroll: away while the reader scrolls down, back as soon as they scroll up. */
function useHideOnScroll(enabled: boolean, header: React.RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const height = header.current?.offsetHeight ?? 0;
      // Never hide near the top, nor while the keyboard is inside the navbar.
      if (y <= height || header.current?.contains(document.activeElement)) setHidden(false);
      else if (y !== last) setHidden(y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, header]);
  return hidden;
}

const MENU_ID = 'docgen-mobile-menu';

export function Navbar() {
  const site = useSite();
  const { page } = useRoute();
  const currentHref = withBaseUrl(page.route, site.baseUrl, site.trailingSlash);
  const { navbar } = site;
  const header = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(navbar.hideOnScroll, header);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) menuToggle.current?.focus();
  }, []);
  // A new page (client-side navigation) never opens with the drawer still over it.
  useEffect(() => setMenuOpen(false), [page.route]);
  const items = pageNavbarItems(navbar.items, page, site, usePreferredDocsVersions(site));
  const side = (position: 'left' | 'right') =>
    items
      .map((item, i) => ({ item, i }))
      .filter(({ item }) => item.position === position)
      .map(({ item, i }) => <NavbarItem key={i} item={item} currentHref={currentHref} />);
  return (
    <>
      {/* A page whose hero <header> is its banner (see CustomPageData.ownBanner) keeps the navbar to its <nav>. */}
      <header
        ref={header}
        className={`navbar${navbar.style ? ` navbar--${navbar.style}` : ''}${hidden ? ' navbar-hidden' : ''}`}
        role={page.kind === 'page' && page.ownBanner ? 'none' : undefined}
      >
        <nav
          className="navbar-inner navbar__inner"
          aria-label={translate({ id: 'theme.navbar.label', message: 'Main' })}
        >
          <button
            ref={menuToggle}
            type="button"
            className="navbar-icon-button navbar-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={translate({ id: 'theme.mobileMenu.open', message: 'Open the navigation menu' })}
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" size={22} />
          </button>
          <a className="navbar-brand navbar__brand" {...logoLinkProps(navbar.logo, localeUrl('/', site))}>
            {navbar.logo && <NavbarLogo logo={navbar.logo} />}
            {navbar.title && <span className="navbar-title navbar__title">{navbar.title}</span>}
          </a>
          <div className="navbar-items navbar__items navbar-items-left">{side('left')}</div>
          <div className="navbar-items navbar__items navbar__items--right navbar-items-right">{side('right')}</div>
        </nav>
      </header>
      {menuOpen && <MobileMenu id={MENU_ID} items={items} onClose={closeMenu} />}
    </>
  );
}
