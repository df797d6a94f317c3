import { DEFAULT_DOCS_ID } from '../config/docs-schema.js';
import { DocgenError } from '../errors.js';
import type { NavbarItem, SiteConfig } from '../config/schema.js';
import type {
  DocsVersionEntry,
  NavEntry,
  NavLink,
  NavVersion,
  ResolvedNavbarItem,
  SiteData,
  SiteLogo,
} from '../shared/model.js';
import { sidebarLinks } from '../shared/sidebar-links.js';
import { docNavbarLink } from './doc-navbar-items.js';
import { routeInLocale, routeOutOfLocale, SCHEME, withBaseUrl } from '../shared/urls.js';
import { siteLocales, type SiteLocale } from '../sources/locales.js';
import { themeStrings } from '../i18n/theme-strings.js';
import { translatedChrome } from '../i18n/translate-config.js';
import type { DocsPlan } from '../sources/docs/plan-docs.js';

export interface SiteDataInput {
  config: SiteConfig;
  configFile: string;
  /** Each docs scope's plan in `locale`, the config's `docs` first. */
  docs: DocsPlan[];
  year: number;
  /** The locale the data is for, and every locale built, the default first: by default the config's default only. */
  locale?: SiteLocale;
  locales?: SiteLocale[];
}

/**
 * Resolves everything the theme shows on every page (navbar, footer, colour mode…) into plain links,
 * so that the browser never needs the doc table. Navbar items are validated here, against the docs.
 */
export function buildSiteData(input: SiteDataInput): SiteData {
  const { config, configFile, docs, year } = input;
  const locales = input.locales ?? siteLocales(config, configFile).slice(0, 1);
  const locale = input.locale ?? locales[0]!;
  // A page of the site named in the config (`to: /blog`) is the locale's page of that route.
  const inLocale = (route: string) => routeInLocale(route, locale.prefix);
  const link: ResolveContext['link'] = (label, to, href, activeBasePath, localized = false) => {
    const target = to ?? href ?? '/';
    const external = /^[a-z][a-z0-9+.-]*:/i.test(target);
    const local = (route: string) => (localized ? route : inLocale(route));
    return {
      label,
      href: external
        ? target
        : withBaseUrl(to ? local(target) : target, config.baseUrl, to ? config.trailingSlash : undefined),
      external,
      ...(activeBasePath ? { activeBasePath: withBaseUrl(local(activeBasePath), config.baseUrl) } : {}),
    };
  };
  const entryLink: ResolveContext['entryLink'] = (item, activeBasePath) => ({
    ...link(item.label ?? '', item.to, item.href, activeBasePath),
    ...linkFace(item),
  });
  const siteLogo = (logo: NonNullable<SiteConfig['navbar']['logo']>): SiteLogo => ({
    ...withAsset(logo, config.baseUrl),
    ...(logo.href && {
      href: SCHEME.test(logo.href) ? logo.href : withBaseUrl(inLocale(logo.href), config.baseUrl),
    }),
  });
  const { navbar, footer } = translatedChrome(config, locale.messages);
  const ctx: ResolveContext = { config, configFile, docs, link, entryLink, prefix: locale.prefix };
  const main = docsNamed(ctx, undefined, 'docs');
  const items = (navbar.items ?? defaultNavbarItems(config, main)).flatMap((item, index) =>
    resolveNavbarItem(item, `navbar.items[${index}]`, ctx),
  );
  const version = main.content.version;
  const versionsOf = (id: string): DocsVersionEntry[] =>
    docs
      .filter((d) => d.content.instance.id === id)
      .map(({ content: { version: v }, mainDoc }) => ({
        name: v.name,
        label: v.label,
        isLast: v.isLast,
        path: withBaseUrl(`/${v.routeBase}`, config.baseUrl),
        ...(mainDoc && { mainDocId: mainDoc.id }),
      }));
  const versions = versionsOf(DEFAULT_DOCS_ID);
  const instances = config.docsInstances.map(({ id, routeBasePath }) => ({
    id,
    routeBase: withBaseUrl(inLocale(`/${routeBasePath}`), config.baseUrl),
    versions: versionsOf(id),
  }));
  return {
    title: config.title,
    tagline: config.tagline,
    // As Docusaurus builds each locale with its own `url`: the page's canonical URL and every full URL it writes.
    url: locale.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    ...(config.titleDelimiter !== '|' && { titleDelimiter: config.titleDelimiter }),
    ...(config.noIndex && { noIndex: true as const }),
    lang: locale.htmlLang,
    direction: locale.direction,
    navbar: {
      title: navbar.title ?? config.title,
      logo: navbar.logo && siteLogo(navbar.logo),
      hideOnScroll: navbar.hideOnScroll,
      ...(navbar.style && { style: navbar.style }),
      items,
    },
    footer: {
      links: footer.links.map((column) => ({
        title: column.title,
        items: column.items.map((i) => footerEntry(i, entryLink)),
      })),
      logo: footer.logo && siteLogo(footer.logo),
      copyright: footer.copyright?.replace('{year}', String(year)),
      ...(footer.style === 'dark' && { style: footer.style }),
    },
    colorMode: config.colorMode,
    announcementBar: config.announcementBar,
    docs: {
      routeBase: withBaseUrl(inLocale(`/${config.docs.routeBasePath}`), config.baseUrl),
      version: { name: version.name, label: version.label, path: version.urlPath },
      ...(versions.length > 1 ? { versions } : {}),
      ...(instances.length > 0 ? { instances } : {}),
      sidebarOptions: config.docs.sidebar,
    },
    search: config.search,
    customFields: config.customFields,
    ...(config.favicon !== undefined && { favicon: config.favicon }),
    staticApps: config.staticApps.map((app) => app.route),
    assets: {},
    ...withTranslations({ ...themeStrings(locale.name), ...locale.messages?.code }),
    ...(locale.linked.length > 1 && {
      i18n: {
        locale: locale.name,
        prefix: locale.prefix,
        locales: locale.linked.map(({ htmlLang, ...l }) => ({ ...l, lang: htmlLang })),
      },
    }),
  };
}

/** The site data's `translations`, left out when there are none. */
function withTranslations(translations: Record<string, string>): { translations?: Record<string, string> } {
  return Object.keys(translations).length > 0 ? { translations } : {};
}

/** What a site that lists no navbar items gets: its docs, the search and the colour toggle. */
function defaultNavbarItems(config: SiteConfig, docs: DocsPlan): NavbarItem[] {
  // The first sidebar's first entry may be a category's generated index, a page that is no doc: the item names the
  // sidebar, which leads there.
  const sidebarId = [...docs.sidebarsByName].find(([, s]) => sidebarLinks(s.items).some((l) => l.docId))?.[0];
  const firstDocId = config.docs.mainDocId ?? (sidebarId === undefined ? docs.mainDoc?.id : undefined);
  // Active on every page of the docs, which a site that names no item has one entry for.
  const activeBasePath = `/${config.docs.routeBasePath}`;
  const docsItem: NavbarItem | undefined = firstDocId
    ? { type: 'doc', docId: firstDocId, label: 'Docs', position: 'left', activeBasePath }
    : sidebarId === undefined
      ? undefined
      : { type: 'docSidebar', sidebarId, label: 'Docs', position: 'left', activeBasePath };
  return [
    ...(docsItem ? [docsItem] : []),
    { type: 'search', position: 'right' },
    { type: 'colorMode', position: 'right' },
  ];
}

function withAsset<T extends { src: string; srcDark?: string }>(logo: T, baseUrl: string): T {
  const resolve = (src: string) => (/^[a-z]+:|^\//i.test(src) ? src : withBaseUrl(`/${src}`, baseUrl));
  return { ...logo, src: resolve(logo.src), ...(logo.srcDark ? { srcDark: resolve(logo.srcDark) } : {}) };
}

/** A link's `html`, `className` and `aria-label`, those it has. */
function linkFace(item: LinkFace): Pick<NavLink, 'html' | 'className' | 'ariaLabel'> {
  return {
    ...(item.html !== undefined && { html: item.html }),
    ...(item.className !== undefined && { className: item.className }),
    ...(item['aria-label'] !== undefined && { ariaLabel: item['aria-label'] }),
  };
}

type FooterItem = SiteConfig['footer']['links'][number]['items'][number];

/** A footer `{html}` item, told from a link that shows HTML in place of its label by having no target. */
function footerEntry(item: FooterItem, entryLink: ResolveContext['entryLink']): NavEntry {
  return item.html !== undefined && !item.to && !item.href ? htmlEntry(item.html, item.className) : entryLink(item);
}

function htmlEntry(html: string, className: string | undefined): NavEntry {
  return { kind: 'html', html, ...(className !== undefined && { className }) };
}

/** The docs scope a navbar item names with `docsPluginId`: the instance's last version. */
function docsNamed(ctx: ResolveContext, pluginId: string | undefined, keyPath: string): DocsPlan {
  const id = pluginId ?? DEFAULT_DOCS_ID;
  const found = ctx.docs.find((d) => d.content.instance.id === id && d.content.version.isLast);
  if (found) return found;
  const known = [...new Set(ctx.docs.map((d) => d.content.instance.id))];
  throw new DocgenError(
    `${keyPath}: there is no docs instance "${id}"`,
    { file: ctx.configFile, key: `${keyPath}.docsPluginId` },
    `docs instances: ${known.join(', ')}`,
  );
}

/** A dropdown's entries: plain links, HTML, and doc or sidebar items resolved to their page. */
function dropdownLinks(
  entries: Extract<NavbarItem, { type: 'dropdown' }>['items'],
  keyPath: string,
  ctx: ResolveContext,
): NavEntry[] {
  return entries.flatMap((entry, i): NavEntry[] =>
    !('type' in entry)
      ? [ctx.entryLink(entry)]
      : entry.type === 'html'
        ? [htmlEntry(entry.value, entry.className)]
        : resolveNavbarItem({ ...entry, position: 'left' }, `${keyPath}[${i}]`, ctx).flatMap((r) =>
            r.kind === 'link'
              ? [
                  {
                    label: r.label,
                    href: r.href,
                    external: r.external,
                    ...(r.activeBasePath ? { activeBasePath: r.activeBasePath } : {}),
                    ...(r.doc && { doc: r.doc }),
                  },
                ]
              : [],
          ),
  );
}

/** Every version a docs instance builds, in Docusaurus's order (current first), each leading to its main doc. */
function navVersions(ctx: ResolveContext, pluginId: string | undefined, keyPath: string): NavVersion[] {
  const last = docsNamed(ctx, pluginId, keyPath);
  return ctx.docs
    .filter((d) => d.content.instance.id === last.content.instance.id)
    .map(({ content: { version }, mainDoc, routeBase }) => ({
      name: version.name,
      label: version.label,
      href: withBaseUrl(mainDoc?.route ?? routeBase, ctx.config.baseUrl, ctx.config.trailingSlash),
      ...(version.isLast ? { isLast: true } : {}),
    }));
}

interface LinkFace {
  label?: string;
  html?: string;
  className?: string;
  'aria-label'?: string;
}

interface ResolveContext extends Omit<SiteDataInput, 'year' | 'locale' | 'locales'> {
  /**
   * A link to `to` (a route of the default locale, as the config writes them, unless `localized`) or to `href`
   * (any URL, as written), marked active under `activeBasePath`.
   */
  link: (
    label: string,
    to: string | undefined,
    href: string | undefined,
    activeBasePath?: string,
    localized?: boolean,
  ) => NavLink;
  /** A link item of the config (navbar, dropdown, footer), with what it shows in place of a label. */
  entryLink: (item: LinkFace & { to?: string; href?: string }, activeBasePath?: string) => NavLink;
  /** The locale's route prefix (`/fr`), `''` for the default locale. */
  prefix: string;
}

function resolveNavbarItem(item: NavbarItem, keyPath: string, ctx: ResolveContext): ResolvedNavbarItem[] {
  const { config, configFile } = ctx;
  switch (item.type) {
    case 'link':
      if (!item.to && !item.href)
        throw new DocgenError(`${keyPath}: a link needs "to" (a page of the site) or "href" (any URL)`, {
          file: configFile,
          key: keyPath,
        });
      return [{ kind: 'link', position: item.position, ...ctx.entryLink(item, item.activeBasePath) }];
    case 'html':
      return [{ position: item.position, ...htmlEntry(item.value, item.className) } as ResolvedNavbarItem];
    case 'doc':
    case 'docSidebar': {
      const last = docsNamed(ctx, item.docsPluginId, keyPath);
      const versions = ctx.docs.filter((d) => d.content.instance.id === last.content.instance.id);
      const link = docNavbarLink(item, keyPath, versions, {
        configFile,
        link: (label, route, activeBasePath) =>
          ctx.link(label, routeOutOfLocale(route, ctx.prefix), undefined, activeBasePath),
      });
      return link ? [{ kind: 'link', position: item.position, ...link }] : [];
    }
    case 'dropdown': {
      const items = dropdownLinks(item.items, `${keyPath}.items`, ctx);
      return [{ kind: 'dropdown', position: item.position, label: item.label, items }];
    }
    case 'docsVersionDropdown': {
      const versions = navVersions(ctx, item.docsPluginId, keyPath);
      const chosen = item.versions && (Array.isArray(item.versions) ? item.versions : Object.keys(item.versions));
      for (const name of chosen ?? [])
        if (!versions.some((v) => v.name === name))
          throw new DocgenError(
            `${keyPath}.versions: there is no version "${name}"`,
            { file: configFile, key: `${keyPath}.versions` },
            `versions: ${versions.map((v) => v.name).join(', ')}`,
          );
      const labels: Record<string, { label?: string }> =
        item.versions && !Array.isArray(item.versions) ? item.versions : {};
      return [
        {
          kind: 'docsVersionDropdown',
          position: item.position,
          pluginId: item.docsPluginId ?? DEFAULT_DOCS_ID,
          versions: (chosen ?? versions.map((v) => v.name)).map((name) => {
            const version = versions.find((v) => v.name === name)!;
            return { ...version, label: labels[name]?.label ?? version.label };
          }),
          before: dropdownLinks(item.dropdownItemsBefore, `${keyPath}.dropdownItemsBefore`, ctx),
          after: dropdownLinks(item.dropdownItemsAfter, `${keyPath}.dropdownItemsAfter`, ctx),
        },
      ];
    }
    case 'docsVersion': {
      const versions = navVersions(ctx, item.docsPluginId, keyPath);
      return [
        {
          kind: 'docsVersion',
          position: item.position,
          pluginId: item.docsPluginId ?? DEFAULT_DOCS_ID,
          // `to` leads every version's item to one page.
          versions: item.to ? versions.map((v) => ({ ...v, href: withBaseUrl(item.to!, config.baseUrl) })) : versions,
          ...(item.label ? { label: item.label } : {}),
        },
      ];
    }
    case 'localeDropdown':
      return [
        {
          kind: 'localeDropdown',
          position: item.position,
          before: dropdownLinks(item.dropdownItemsBefore, `${keyPath}.dropdownItemsBefore`, ctx),
          after: dropdownLinks(item.dropdownItemsAfter, `${keyPath}.dropdownItemsAfter`, ctx),
          ...(item.queryString ? { queryString: item.queryString } : {}),
        },
      ];
    case 'search':
      return [{ kind: 'search', position: item.position }];
    case 'colorMode':
      return config.colorMode.disableSwitch ? [] : [{ kind: 'colorMode', position: item.position }];
  }
}
