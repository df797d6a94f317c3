import { DEFAULT_DOCS_ID } from '../config/docs-schema.js';
import { DocgenError } from '../errors.js';
import type { NavbarItem, SiteConfig } from '../config/schema.js';
import type { NavLink, ResolvedNavbarItem, SiteData } from '../shared/model.js';
import { sidebarLinks } from '../shared/sidebar-links.js';
import { withBaseUrl } from '../shared/urls.js';
import type { DocsPlan } from '../sources/docs/plan-docs.js';

export interface SiteDataInput {
  config: SiteConfig;
  configFile: string;
  /** Each docs scope's plan, the config's `docs` first. */
  docs: DocsPlan[];
  year: number;
}

/**
 * Resolves everything the theme shows on every page (navbar, footer, colour mode…) into plain links,
 * so that the browser never needs the doc table. Navbar items are validated here, against the docs.
 */
export function buildSiteData({ config, configFile, docs, year }: SiteDataInput): SiteData {
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale];
  if (!locale) {
    throw new DocgenError(`i18n.localeConfigs: no entry for the default locale "${config.i18n.defaultLocale}"`, {
      file: configFile,
      key: 'i18n.defaultLocale',
    });
  }
  // A locale listed but not built would be missing from the site without a word.
  const unbuilt = config.i18n.locales.filter((l) => l !== config.i18n.defaultLocale);
  if (unbuilt.length > 0) {
    throw new DocgenError(
      `i18n.locales: ${unbuilt.map((l) => `"${l}"`).join(', ')} would not be built: docgen builds one locale, the default ("${config.i18n.defaultLocale}"), today`,
      { file: configFile, key: 'i18n.locales' },
    );
  }
  const link = (label: string, to: string | undefined, href: string | undefined, activeBasePath?: string): NavLink => {
    const target = to ?? href ?? '/';
    const external = /^[a-z][a-z0-9+.-]*:/i.test(target);
    return {
      label,
      href: external ? target : withBaseUrl(target, config.baseUrl, to ? config.trailingSlash : undefined),
      external,
      ...(activeBasePath ? { activeBasePath: withBaseUrl(activeBasePath, config.baseUrl) } : {}),
    };
  };
  const ctx: ResolveContext = { config, configFile, docs, link };
  const main = docsNamed(ctx, undefined, 'docs');
  const items = (config.navbar.items ?? defaultNavbarItems(config, main)).flatMap((item, index) =>
    resolveNavbarItem(item, `navbar.items[${index}]`, ctx),
  );
  const version = main.content.version;
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url.replace(/\/$/, ''),
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    lang: locale.htmlLang,
    direction: locale.direction,
    navbar: {
      title: config.navbar.title ?? config.title,
      logo: config.navbar.logo && withAsset(config.navbar.logo, config.baseUrl),
      hideOnScroll: config.navbar.hideOnScroll,
      items,
    },
    footer: {
      links: config.footer.links.map((column) => ({
        title: column.title,
        items: column.items.map((i) => link(i.label, i.to, i.href)),
      })),
      logo: config.footer.logo && {
        ...withAsset(config.footer.logo, config.baseUrl),
        href: config.footer.logo.href && withBaseUrl(config.footer.logo.href, config.baseUrl),
      },
      copyright: config.footer.copyright?.replace('{year}', String(year)),
    },
    colorMode: config.colorMode,
    announcementBar: config.announcementBar,
    docs: {
      routeBase: withBaseUrl(`/${config.docs.routeBasePath}`, config.baseUrl),
      version: { name: version.name, label: version.label, path: version.urlPath },
      sidebarOptions: config.docs.sidebar,
    },
    search: config.search,
    customFields: config.customFields,
    staticApps: config.staticApps.map((app) => app.route),
    assets: {},
  };
}

/** What a site that lists no navbar items gets: its docs, the search and the colour toggle. */
function defaultNavbarItems(config: SiteConfig, docs: DocsPlan): NavbarItem[] {
  // The first sidebar's first entry may be a category's generated index, a page that is no doc: the item names the
  // sidebar, which leads there.
  const sidebarId = [...docs.sidebarsByName].find(([, s]) => sidebarLinks(s.items).some((l) => l.docId))?.[0];
  const firstDocId = config.docs.mainDocId ?? (sidebarId === undefined ? docs.mainDoc?.id : undefined);
  const docsItem: NavbarItem | undefined = firstDocId
    ? { type: 'doc', docId: firstDocId, label: 'Docs', position: 'left' }
    : sidebarId === undefined
      ? undefined
      : { type: 'docSidebar', sidebarId, label: 'Docs', position: 'left' };
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

interface ResolveContext extends Omit<SiteDataInput, 'year'> {
  link: (label: string, to: string | undefined, href: string | undefined, activeBasePath?: string) => NavLink;
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
      return [
        { kind: 'link', position: item.position, ...ctx.link(item.label, item.to, item.href, item.activeBasePath) },
      ];
    case 'doc': {
      const docs = docsNamed(ctx, item.docsPluginId, keyPath);
      const doc = docs.content.docs.find((d) => d.id === item.docId);
      if (!doc) {
        if (docs.content.draftIds.includes(item.docId)) return [];
        throw new DocgenError(`${keyPath}: the navbar links to doc "${item.docId}", which does not exist`, {
          file: configFile,
          key: `${keyPath}.docId`,
        });
      }
      return [
        {
          kind: 'link',
          position: item.position,
          ...ctx.link(item.label ?? doc.sidebarLabel, doc.route, undefined, item.activeBasePath ?? docs.routeBase),
        },
      ];
    }
    case 'docSidebar': {
      const docs = docsNamed(ctx, item.docsPluginId, keyPath);
      const sidebar = docs.sidebarsByName.get(item.sidebarId);
      const first = sidebar && sidebarLinks(sidebar.items).find((l) => l.docId);
      if (!first) {
        throw new DocgenError(
          sidebar
            ? `${keyPath}: the navbar links to sidebar "${item.sidebarId}", which has no doc to link to`
            : `${keyPath}: the navbar links to sidebar "${item.sidebarId}", which does not exist`,
          { file: configFile, key: `${keyPath}.sidebarId` },
        );
      }
      return [
        {
          kind: 'link',
          position: item.position,
          label: item.label,
          href: first.href,
          external: false,
          activeBasePath: withBaseUrl(docs.routeBase, config.baseUrl),
        },
      ];
    }
    case 'dropdown': {
      const items = item.items.flatMap((entry, i) =>
        'type' in entry
          ? resolveNavbarItem({ ...entry, position: item.position }, `${keyPath}.items[${i}]`, ctx).flatMap((r) =>
              r.kind === 'link'
                ? [
                    {
                      label: r.label,
                      href: r.href,
                      external: r.external,
                      ...(r.activeBasePath ? { activeBasePath: r.activeBasePath } : {}),
                    },
                  ]
                : [],
            )
          : [ctx.link(entry.label, entry.to, entry.href)],
      );
      return [{ kind: 'dropdown', position: item.position, label: item.label, items }];
    }
    case 'search':
      return [{ kind: 'search', position: item.position }];
    case 'colorMode':
      return config.colorMode.disableSwitch ? [] : [{ kind: 'colorMode', position: item.position }];
  }
}
