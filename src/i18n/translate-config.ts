import type { NavbarItem, SiteConfig } from '../config/schema.js';
import type { LocaleMessages, Messages } from './translation-files.js';

/** A label as a translation file names it (`item.label.<label>`), translated when the file has it. */
function labelled<T extends object>(entry: T, messages: Messages, key: string): T {
  const label = 'label' in entry && typeof entry.label === 'string' ? entry.label : undefined;
  const message = label === undefined ? undefined : messages[`${key}${label}`];
  return message === undefined ? entry : { ...entry, label: message };
}

/** The navbar's items with the labels `navbar.json` translates (`item.label.<label>`, in dropdowns too). */
export function translatedNavbarItems(items: NavbarItem[], navbar: Messages): NavbarItem[] {
  return items.map((item) => {
    const own = labelled(item, navbar, 'item.label.');
    return own.type === 'dropdown'
      ? { ...own, items: own.items.map((entry) => labelled(entry, navbar, 'item.label.')) }
      : own;
  });
}

/** The navbar and footer of the config as a locale's `navbar.json` and `footer.json` translate them. */
export function translatedChrome(
  config: SiteConfig,
  messages: LocaleMessages | undefined,
): { navbar: SiteConfig['navbar']; footer: SiteConfig['footer'] } {
  if (!messages) return { navbar: config.navbar, footer: config.footer };
  const { navbar, footer } = messages;
  const logo = <L extends { alt: string }>(l: L | undefined, m: Messages) =>
    l && m['logo.alt'] !== undefined ? { ...l, alt: m['logo.alt'] } : l;
  return {
    navbar: {
      ...config.navbar,
      ...(navbar.title !== undefined ? { title: navbar.title } : {}),
      logo: logo(config.navbar.logo, navbar),
      ...(config.navbar.items ? { items: translatedNavbarItems(config.navbar.items, navbar) } : {}),
    },
    footer: {
      ...config.footer,
      links: config.footer.links.map((column) => ({
        title: footer[`link.title.${column.title}`] ?? column.title,
        items: column.items.map((item) => labelled(item, footer, 'link.item.label.')),
      })),
      logo: logo(config.footer.logo, footer),
      ...(footer.copyright !== undefined ? { copyright: footer.copyright } : {}),
    },
  };
}
