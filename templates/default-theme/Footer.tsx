import { localeUrl, useSite } from 'docgen/client';
import { Icon } from './Icon.js';

/** The site's name, logo and tagline beside the link columns, then the copyright under a rule. */
export function Footer() {
  const site = useSite();
  const { footer } = site;
  if (footer.links.length === 0 && !footer.copyright) return null;
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-top">
          <div className="footer-brand">
            {footer.logo ? (
              <a href={footer.logo.href ?? localeUrl('/', site)} className="footer-logo">
                <img
                  src={footer.logo.src}
                  alt={footer.logo.alt}
                  width={footer.logo.width}
                  height={footer.logo.height}
                />
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
                  <p className="footer-column-title">{column.title}</p>
                  <ul>
                    {column.items.map((link) => (
                      <li key={link.href}>
                        <a
                          href={link.href}
                          {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                        >
                          {link.label}
                          {link.external && <Icon name="external" size={12} className="external-icon" />}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              ))}
            </div>
          )}
        </div>
        {footer.copyright && (
          <div className="footer-bottom">
            <p className="footer-copyright">{footer.copyright}</p>
          </div>
        )}
      </div>
    </footer>
  );
}
