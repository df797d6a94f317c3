import path from 'node:path';
import { DEFAULT_DOCS_ID } from '../config/docs-schema.js';
import { CURRENT_VERSION, versionsLayout } from '../sources/docs/versions.js';
import { admonitionsOption } from './admonitions-option.js';
import { bool, compact, isRecord, str, type Json } from './config-values.js';

/**
 * Docusaurus's docs plugin (`plugin-content-docs`, or the classic preset's `docs`) as docgen's docs instances: the
 * preset's options become `docs`, each further plugin entry with an `id` an entry of `docsInstances`.
 */

/** Options of the docs plugin docgen has no equivalent for (its Markdown plugins: src/init/markdown-plugins.ts). */
const NOT_CARRIED_KEYS = ['include', 'sidebarItemsGenerator'];

export function isDocsPlugin(name: string): boolean {
  return /content-docs$/.test(name);
}

/**
 * One instance's options as docgen's keys. `name` says where an option is in the Docusaurus config, for the lines of
 * what is not carried; `shown` makes a path relative to the site; `sidebar` is `themeConfig.docs.sidebar`.
 */
export function docsInstanceConfig(
  options: Json,
  context: { name: (key: string) => string; notCarried: string[]; shown: (file: string) => string; sidebar: Json },
): Json {
  const { name, notCarried, shown } = context;
  for (const key of NOT_CARRIED_KEYS) {
    const value = options[key];
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) notCarried.push(name(key));
  }
  if (typeof options.editUrl === 'function') notCarried.push(`${name('editUrl')}: a function (docgen takes a URL)`);
  if (typeof options.numberPrefixParser === 'function')
    notCarried.push(
      `${name('numberPrefixParser')}: a function (docgen takes true or false; it strips number prefixes)`,
    );
  const sidebarPath = str(options.sidebarPath);
  return compact({
    path: str(options.path) && shown(str(options.path)!),
    routeBasePath: str(options.routeBasePath),
    exclude:
      Array.isArray(options.exclude) &&
      options.exclude.every((g) => typeof g === 'string') &&
      options.exclude.length > 0
        ? options.exclude
        : undefined,
    // The sidebars file stays as it is; docgen reads it as Docusaurus does.
    sidebarPath: sidebarPath && shown(sidebarPath).replace(/^\.\//, ''),
    editUrl: str(options.editUrl),
    showLastUpdateTime: bool(options.showLastUpdateTime),
    showLastUpdateAuthor: bool(options.showLastUpdateAuthor),
    lastVersion: str(options.lastVersion),
    includeCurrentVersion: bool(options.includeCurrentVersion),
    onlyIncludeVersions:
      Array.isArray(options.onlyIncludeVersions) && options.onlyIncludeVersions.every((v) => typeof v === 'string')
        ? options.onlyIncludeVersions
        : undefined,
    disableVersioning: bool(options.disableVersioning),
    // Docusaurus's default (true) is docgen's: written only when it is switched off.
    numberPrefixParser: options.numberPrefixParser === false ? false : undefined,
    breadcrumbs: options.breadcrumbs === false ? false : undefined,
    tagsBasePath: str(options.tagsBasePath) === 'tags' ? undefined : str(options.tagsBasePath)?.replace(/^\/+/, ''),
    versions: versionOptions(options.versions),
    admonitions: admonitionsOption(options.admonitions),
    sidebar: compact({
      hideable: bool(context.sidebar.hideable),
      autoCollapseCategories: bool(context.sidebar.autoCollapseCategories),
      collapsedByDefault: bool(options.sidebarCollapsed),
      collapsible: options.sidebarCollapsible === false ? false : undefined,
    }),
  });
}

/**
 * Each docs plugin entry with an id of its own as an entry of docgen's `docsInstances`. Its folder and route are
 * written out: Docusaurus's default for both is "docs", docgen's the instance's id.
 */
export function moreDocsInstances(
  entries: unknown[],
  context: Omit<Parameters<typeof docsInstanceConfig>[1], 'name'>,
): Json[] {
  return entries.flatMap((entry) => {
    const options = Array.isArray(entry) && isRecord(entry[1]) ? entry[1] : {};
    const id = str(options.id);
    if (!id || id === 'default') return [];
    const config = docsInstanceConfig(options, { ...context, name: (key) => `docs instance "${id}": ${key}` });
    return [{ id, ...config, path: config.path ?? 'docs', routeBasePath: config.routeBasePath ?? 'docs' }];
  });
}

/**
 * The folders of docs of Docusaurus docs instances (each plugin entry's options), relative to the site: each one's
 * `path` and the folder of its versions' copies (`versioned_docs`, `<id>_versioned_docs`).
 */
export function docsFoldersOf(instances: Json[]): string[] {
  return instances.flatMap((options) => {
    const id = str(options.id) ?? DEFAULT_DOCS_ID;
    return [str(options.path) ?? 'docs', path.dirname(versionsLayout(id).docsDir(CURRENT_VERSION))];
  });
}

/** Docusaurus's per-version options, as docgen takes them (the same names). */
function versionOptions(value: unknown): Json | undefined {
  if (!isRecord(value)) return undefined;
  const versions = Object.fromEntries(
    Object.entries(value).flatMap(([name, raw]) => {
      if (!isRecord(raw)) return [];
      const banner = ['none', 'unreleased', 'unmaintained'].includes(raw.banner as string) ? raw.banner : undefined;
      const options = compact({
        label: str(raw.label),
        path: typeof raw.path === 'string' ? raw.path : undefined,
        banner,
        badge: bool(raw.badge),
        noIndex: bool(raw.noIndex),
        className: str(raw.className),
      });
      return [[name, options]];
    }),
  );
  return Object.keys(versions).length > 0 ? versions : undefined;
}
