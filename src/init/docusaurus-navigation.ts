import { SCHEME } from '../shared/urls.js';
import { compact, isRecord, str, whole, type Json } from './config-values.js';

/**
 * The navbar and footer of a Docusaurus config as docgen's: links, doc and sidebar items, dropdowns, the footer's
 * columns and logo. What docgen's theme cannot show is named in `notCarried`, one line each.
 */

/**
 * Docusaurus resolves `to: "docs/intro"` against the base URL and leaves a path that already starts with the
 * base URL as it is; docgen wants the site path without the base URL ("/docs/intro").
 */
export function sitePath(to: string, baseUrl: string): string {
  if (SCHEME.test(to)) return to;
  if (baseUrl !== '/' && (to.startsWith(baseUrl) || `${to}/` === baseUrl)) return `/${to.slice(baseUrl.length)}`;
  return to.startsWith('/') ? to : `/${to}`;
}

/**
 * Docusaurus passes logo and favicon paths through `useBaseUrl`: "/img/logo.svg" and "img/logo.svg" are both
 * files of the static folder. docgen resolves a relative path there, with the base URL; URLs stay as they are.
 */
export function staticFile(src: string | undefined, baseUrl: string): string | undefined {
  if (!src || SCHEME.test(src) || src.startsWith('//')) return src;
  const path = baseUrl !== '/' && src.startsWith(baseUrl) ? src.slice(baseUrl.length) : src;
  return path.replace(/^\/+/, '');
}

/**
 * A link as docgen's config writes it: its `label`, or its `html` in place of one, or only an `aria-label` and the
 * `className` the site's CSS draws it with (an icon link such as `header-github-link`).
 */
function linkOf(item: Json, where: string, notCarried: string[], baseUrl: string): Json | undefined {
  const face = compact({
    label: str(item.label),
    html: str(item.html),
    className: str(item.className),
    'aria-label': str(item['aria-label']),
  });
  const to = str(item.to);
  const href = str(item.href);
  if ((!face.label && !face.html && !face['aria-label']) || (!to && !href)) {
    notCarried.push(`${where}: a link without a label or target`);
    return undefined;
  }
  // Docusaurus's Link takes a full URL in `to` for an external link (a new tab); docgen's config writes that as `href`.
  const external = to && SCHEME.test(to) ? to : undefined;
  return compact({
    ...face,
    ...(to && !external ? { to: sitePath(to, baseUrl) } : { href: external ?? sitePath(href!, baseUrl) }),
  });
}

/** Docusaurus's `html` item (navbar and dropdowns: `{type: 'html', value}`), carried as written. */
function htmlItem(item: Json, where: string, notCarried: string[]): Json | undefined {
  const value = str(item.value);
  if (!value) {
    notCarried.push(`${where}: an HTML item without a value`);
    return undefined;
  }
  return compact({ type: 'html', value, className: str(item.className) });
}

/**
 * A navbar or footer logo; `href` (where it leads) is a site path or URL, `width`/`height` any CSS length.
 * `style` has no place in docgen's config: it is named.
 */
export function logoOf(value: unknown, where: string, notCarried: string[], baseUrl: string, alt: string) {
  if (!isRecord(value) || !str(value.src)) return undefined;
  if (value.style !== undefined)
    notCarried.push(`${where}.style: docgen's logo takes className (style it in the site's CSS) and no style`);
  const size = (v: unknown) => whole(v) ?? str(v);
  return compact({
    alt: str(value.alt) ?? alt,
    src: staticFile(str(value.src), baseUrl),
    srcDark: staticFile(str(value.srcDark), baseUrl),
    href: str(value.href) && sitePath(str(value.href)!, baseUrl),
    target: str(value.target),
    width: size(value.width),
    height: size(value.height),
    className: str(value.className),
  });
}

/** The docs plugin instance a doc or sidebar item names (`docsPluginId`), unless it is the default one. */
function otherDocsInstance(item: Json): string | undefined {
  const id = str(item.docsPluginId);
  return id && id !== 'default' ? id : undefined;
}

/** A version or locale dropdown's `dropdownItemsBefore` and `dropdownItemsAfter`, those it has. */
function dropdownExtras(
  item: Json,
  where: string,
  notCarried: string[],
  baseUrl: string,
  docsInstances: string[],
): { dropdownItemsBefore?: Json[]; dropdownItemsAfter?: Json[] } {
  const entries = (key: string) =>
    (Array.isArray(item[key]) ? item[key] : []).flatMap((child, i) => {
      const entry = dropdownEntry(child, `${where}.${key}[${i}]`, notCarried, baseUrl, docsInstances);
      return entry ? [entry] : [];
    });
  const before = entries('dropdownItemsBefore');
  const after = entries('dropdownItemsAfter');
  return {
    ...(before.length > 0 ? { dropdownItemsBefore: before } : {}),
    ...(after.length > 0 ? { dropdownItemsAfter: after } : {}),
  };
}

function unsupported(type: string): string {
  return `navbar item of type "${type}"`;
}

/**
 * A `doc` or `docSidebar` item, in the navbar or a dropdown; undefined (with its line) when it cannot be carried.
 * `docsInstances`: the ids of the docs instances carried besides the default one.
 */
function docsItem(
  item: Json,
  type: 'doc' | 'docSidebar',
  where: string,
  notCarried: string[],
  docsInstances: string[],
): Json | undefined {
  const instance = otherDocsInstance(item);
  const target = type === 'doc' ? str(item.docId) : str(item.sidebarId);
  if ((instance && !docsInstances.includes(instance)) || !target) {
    notCarried.push(
      `${where}: ${instance ? `a link into the docs instance "${instance}", which the config does not have` : `a "${type}" item without ${type === 'doc' ? 'docId' : 'sidebarId'}`}`,
    );
    return undefined;
  }
  return type === 'doc'
    ? compact({ type, docId: target, label: str(item.label), docsPluginId: instance })
    : compact({ type, sidebarId: target, label: str(item.label), docsPluginId: instance });
}

function dropdownEntry(
  child: unknown,
  where: string,
  notCarried: string[],
  baseUrl: string,
  docsInstances: string[],
): Json | undefined {
  if (!isRecord(child)) return undefined;
  const type = str(child.type) ?? 'default';
  if (type === 'default' || type === 'link') return linkOf(child, where, notCarried, baseUrl);
  if (type === 'doc' || type === 'docSidebar') return docsItem(child, type, where, notCarried, docsInstances);
  if (type === 'html') return htmlItem(child, where, notCarried);
  notCarried.push(`${where}: ${unsupported(type)} in a dropdown`);
  return undefined;
}

export function navbarItem(
  item: Json,
  where: string,
  notCarried: string[],
  baseUrl: string,
  docsInstances: string[] = [],
): Json | undefined {
  const position = item.position === 'right' ? 'right' : undefined;
  const type = str(item.type) ?? 'default';
  switch (type) {
    case 'default':
    case 'link': {
      // Docusaurus takes an item with `items` for a dropdown, whatever its type says.
      if (Array.isArray(item.items)) return navbarItem({ ...item, type: 'dropdown' }, where, notCarried, baseUrl);
      const link = linkOf(item, where, notCarried, baseUrl);
      return (
        link &&
        compact({
          ...link,
          position,
          activeBasePath: str(item.activeBasePath) && sitePath(str(item.activeBasePath)!, baseUrl),
        })
      );
    }
    case 'html': {
      const converted = htmlItem(item, where, notCarried);
      return converted && compact({ ...converted, position });
    }
    case 'doc':
    case 'docSidebar': {
      const converted = docsItem(item, type, where, notCarried, docsInstances);
      return converted && compact({ ...converted, position });
    }
    case 'dropdown': {
      const items = (Array.isArray(item.items) ? item.items : []).flatMap((child, i) => {
        const entry = dropdownEntry(child, `${where}.items[${i}]`, notCarried, baseUrl, docsInstances);
        return entry ? [entry] : [];
      });
      if (!str(item.label) || items.length === 0) {
        notCarried.push(`${where}: a dropdown with no label or nothing docgen can show in it`);
        return undefined;
      }
      return compact({ type: 'dropdown', label: str(item.label), position, items });
    }
    case 'docsVersionDropdown':
    case 'docsVersion': {
      const instance = otherDocsInstance(item);
      if (instance && !docsInstances.includes(instance)) {
        notCarried.push(`${where}: a version item of the docs instance "${instance}", which the config does not have`);
        return undefined;
      }
      if (type === 'docsVersion')
        return compact({
          type,
          position,
          docsPluginId: instance,
          label: str(item.label),
          to: str(item.to) && sitePath(str(item.to)!, baseUrl),
        });
      if (item.dropdownActiveClassDisabled !== undefined)
        notCarried.push(`${where}.dropdownActiveClassDisabled: docgen's version dropdown is never marked active`);
      return compact({
        type,
        position,
        docsPluginId: instance,
        ...dropdownExtras(item, where, notCarried, baseUrl, docsInstances),
        versions: dropdownVersions(item.versions, `${where}.versions`, notCarried),
      });
    }
    case 'localeDropdown':
      if (item.dropdownActiveClassDisabled !== undefined)
        notCarried.push(`${where}.dropdownActiveClassDisabled: docgen's locale dropdown is never marked active`);
      return compact({
        type,
        position,
        ...dropdownExtras(item, where, notCarried, baseUrl, docsInstances),
        queryString: str(item.queryString),
      });
    case 'search':
      return compact({ type: 'search', position });
    default:
      notCarried.push(`${where}: ${unsupported(type)}`);
      return undefined;
  }
}

/** The dropdown's `versions`: a list of names, or names with a label of the dropdown's own. */
function dropdownVersions(value: unknown, where: string, notCarried: string[]): Json | string[] | undefined {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).map(([name, options]) => {
      const own = isRecord(options) ? options : {};
      for (const key of Object.keys(own))
        if (key !== 'label') notCarried.push(`${where}.${name}.${key}: docgen's version dropdown takes a label only`);
      return [name, compact({ label: str(own.label) })];
    }),
  );
}

export function footer(value: unknown, notCarried: string[], baseUrl: string): Json | undefined {
  if (!isRecord(value)) return undefined;
  const rawLinks = Array.isArray(value.links) ? value.links : [];
  // A footer of plain links (no columns) becomes one untitled column.
  const columns = rawLinks.every((c) => isRecord(c) && Array.isArray(c.items))
    ? rawLinks
    : [{ title: 'Links', items: rawLinks }];
  const links = columns.flatMap((column, c) => {
    if (!isRecord(column)) return [];
    const items = (column.items as unknown[]).flatMap((item, i) => {
      if (!isRecord(item)) return [];
      // A footer's `{html}` item has no target; a link with `html` shows it in place of a label.
      if (str(item.html) && !str(item.to) && !str(item.href))
        return [compact({ html: str(item.html), className: str(item.className) })];
      const link = linkOf(item, `themeConfig.footer.links[${c}].items[${i}]`, notCarried, baseUrl);
      return link ? [link] : [];
    });
    return items.length > 0 ? [{ title: str(column.title) ?? 'Links', items }] : [];
  });
  const logo = logoOf(value.logo, 'themeConfig.footer.logo', notCarried, baseUrl, 'Logo');
  const copyright = str(value.copyright)?.replace(String(new Date().getFullYear()), '{year}');
  const style = value.style === 'dark' ? 'dark' : undefined;
  return compact({ links: links.length > 0 ? links : undefined, logo, copyright, style });
}
