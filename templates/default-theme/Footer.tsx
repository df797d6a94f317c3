import { localeUrl, useSite } from 'docgen/client';
import { EntryList } from './NavEntries.js';
import { LogoImage, logoLinkProps } from './NavbarLogo.js';

/** The site's name, logo and tagline beside the link columns, then the copyright under a rule. */
export function Footer() {
  const site = useSite();
  const { footer } = site;
  if (footer.links.length === 0 && !footer.copyright) return null;
  return (
    <footer className={footer.style === 'dark' ? 'footer footer--dark' : 'footer'}>
      <div className="footer-inner">
        <div className="footer-top">
          <div className="footer-brand">
            {footer.logo ? (
              <a {...logoLinkProps(footer.logo, localeUrl('/', site))} className="footer-logo">
                <LogoImage logo={footer.logo} className="footer-logo-image" />
                <span className="footer-title">{site.title}</span>
              </a>
            ) : (
              <p className="footer-title">{site.title}</p>
            )}
            {site.tagline && <p className="footer-tagline">{site.tagline}</p>}
          </div>
          {footer.links.length > 0 && (
            <div className="footer-columns">
              {footer.links.map((column) => (
                <nav key={column.title} className="footer-column" aria-label={column.title}>
                  <p className="footer-column-title footer__title">{column.title}</p>
                  <ul>
                    <EntryList entries={column.items} currentHref="" linkClassName="footer-link" />
                  </ul>
                </nav>
              ))}
            </div>
          )}
        </div>
        {footer.copyright && (
          <div className="footer-bottom">
            <p className="footer-copyright footer__copyright">{footer.copyright}</p>
          </div>
        )}
      </div>
    </footer>
  );
}
