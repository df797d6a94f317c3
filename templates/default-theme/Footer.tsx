import { useSite } from 'docgen/client';
import { Icon } from './icons.js';

export function Footer() {
  const site = useSite();
  const { footer } = site;
  if (footer.links.length === 0 && !footer.copyright) return null;
  return (
    <footer className="footer">
      <div className="footer-inner">
        {footer.links.length > 0 && (
          <div className="footer-columns">
            {footer.links.map((column) => (
              <nav key={column.title} className="footer-column" aria-label={column.title}>
                <p className="footer-column-title">{column.title}</p>
                <ul>
                  {column.items.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
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
        <div className="footer-bottom">
          {footer.logo && (
            <a href={footer.logo.href ?? site.baseUrl} className="footer-logo">
              <img src={footer.logo.src} alt={footer.logo.alt} width={footer.logo.width} height={footer.logo.height} />
            </a>
          )}
          {footer.copyright && <p className="footer-copyright">{footer.copyright}</p>}
        </div>
      </div>
    </footer>
  );
}
