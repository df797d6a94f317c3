import { useEffect, useRef } from 'react';
import type { ResolvedNavbarItem } from 'docgen/client';
import { localeUrl, translate, useRoute, useSite, withBaseUrl } from 'docgen/client';
import { EntryList, HtmlItem } from './NavEntries.js';
import { NavbarLink } from './NavbarLink.js';
import { logoLinkProps, NavbarLogo } from './NavbarLogo.js';
import { Sidebar } from './Sidebar.js';
import { Icon } from './Icon.js';

/** The spec's mobile breakpoint: at this width or less the sidebar and navbar links live in this drawer. */
const MOBILE_QUERY = '(max-width: 996px)';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the drawer, so keyboard focus cannot wander behind it. */
function trapTab(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Everything that closes the drawer without a click inside it: a wider window, Escape, back navigation. */
function useCloseTriggers(onClose: (restoreFocus: boolean) => void) {
  useEffect(() => {
    const media = matchMedia(MOBILE_QUERY);
    const onMedia = (event: MediaQueryListEvent) => !event.matches && onClose(false);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose(true);
    const onPop = () => onClose(false);
    media.addEventListener('change', onMedia);
    document.addEventListener('keydown', onKey);
    window.addEventListener('popstate', onPop);
    // The page behind must not scroll under the drawer.
    document.body.style.overflow = 'hidden';
    return () => {
      media.removeEventListener('change', onMedia);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onPop);
      document.body.style.overflow = '';
    };
  }, [onClose]);
}

export function MobileMenu({
  id,
  items,
  onClose,
}: {
  id: string;
  items: ResolvedNavbarItem[];
  onClose: (restoreFocus: boolean) => void;
}) {
  const site = useSite();
  const { page, sidebar } = useRoute();
  const currentHref = withBaseUrl(page.route, site.baseUrl, site.trailingSlash);
  const closeButton = useRef<HTMLButtonElement>(null);
  useCloseTriggers(onClose);
  useEffect(() => closeButton.current?.focus(), []);
  const links = items.filter((item) => item.kind === 'link' || item.kind === 'html' || item.kind === 'dropdown');
  return (
    <>
      <div className="mobile-menu-backdrop" onClick={() => onClose(true)} />
      <div
        id={id}
        className="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={translate({ id: 'theme.mobileMenu.label', message: 'Navigation menu' })}
        onKeyDown={trapTab}
        // Following any link closes the drawer, whether the page then reloads or not.
        onClick={(event) => (event.target as Element).closest('a[href]') && onClose(false)}
      >
        <div className="mobile-menu-header">
          <a className="navbar-brand" {...logoLinkProps(site.navbar.logo, localeUrl('/', site))}>
            {site.navbar.logo && <NavbarLogo logo={site.navbar.logo} />}
            <span className="navbar-title">{site.navbar.title ?? site.title}</span>
          </a>
          <button
            ref={closeButton}
            type="button"
            className="navbar-icon-button"
            onClick={() => onClose(true)}
            aria-label={translate({ id: 'theme.mobileMenu.close', message: 'Close the navigation menu' })}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
        {sidebar && <Sidebar sidebar={sidebar} currentHref={currentHref} />}
        <nav className="mobile-menu-links" aria-label={translate({ id: 'theme.mobileMenu.links', message: 'Site' })}>
          <ul>
            {links.map((item, i) =>
              item.kind === 'link' ? (
                <li key={i}>
                  <NavbarLink link={item} currentHref={currentHref} className="mobile-menu-link" />
                </li>
              ) : item.kind === 'dropdown' ? (
                <li key={i}>
                  <p className="mobile-menu-group">{item.label}</p>
                  <ul>
                    <EntryList entries={item.items} currentHref={currentHref} linkClassName="mobile-menu-link" />
                  </ul>
                </li>
              ) : item.kind === 'html' ? (
                <HtmlItem key={i} item={item} as="li" className="navbar-html" />
              ) : null,
            )}
          </ul>
        </nav>
      </div>
    </>
  );
}
