import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_DOCS_ID } from '../../config/docs-schema.js';
import type { SidebarItem } from '../../config/schema.js';
import { DocgenError } from '../../errors.js';
import type { TextPosition } from '../../sidebar/locate-items.js';
import { legacyPrefixMessage, unprefixedKeys, withoutLegacyPrefix } from '../../sidebar/legacy-versioned-names.js';
import { loadCategoryMetadata, loadSidebarsFile, type CategoryMetadata } from '../../sidebar/sidebar-sources.js';
import { shownPath } from '../../util/shown-path.js';
import type { Messages } from '../../i18n/translation-files.js';

/** The version the docs folder itself holds, as Docusaurus names it. */
export const CURRENT_VERSION = 'current';

/** One version of a docs instance as Docusaurus lays it out and names its options. */
export interface DocsVersion {
  name: string;
  label: string;
  /** Its folder, relative to the site: the docs folder, or `versioned_docs/version-<name>`. */
  docsDir: string;
  /** Its route segment under the instance's route base: none for the last version, `next`, `1.0`… */
  urlPath: string;
  /** Its docs' route base without the outer slashes: `docs` for the last version, `docs/next`, `docs/1.0`… */
  routeBase: string;
  isLast: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  noIndex: boolean;
  className?: string;
  /** A versioned copy's sidebars (`versioned_sidebars/version-<name>-sidebars.json`); the current version has the instance's. */
  sidebars?: Record<string, SidebarItem[]>;
  sidebarsFile?: string;
  sidebarPositions?: Record<string, TextPosition>;
  categories?: Record<string, CategoryMetadata>;
  /** The names and ids of a versioned sidebars file written with early Docusaurus 2's `version-<name>/` prefix. */
  legacyPrefixed?: string[];
  /**
   * In a locale other than the default, its translation file (`i18n/<locale>/docusaurus-plugin-content-docs/current.json`,
   * `version-<name>.json`): sidebar labels and the version's label.
   */
  messages?: Messages;
}

/** The options of a docs instance that say which versions it has (Docusaurus's names). */
export interface VersionOptions {
  path: string;
  routeBasePath: string;
  lastVersion?: string;
  includeCurrentVersion: boolean;
  onlyIncludeVersions?: string[];
  disableVersioning: boolean;
  versions: Record<
    string,
    { label?: string; path?: string; banner?: DocsVersion['banner']; badge?: boolean; noIndex?: boolean; className?: string }
  >;
}

/** Docusaurus's files of a versioned instance: `versions.json` and its folders, prefixed `<id>_` for a named instance. */
export function versionsLayout(instanceId: string) {
  const prefix = instanceId === DEFAULT_DOCS_ID ? '' : `${instanceId}_`;
  return {
    versionsFile: `${prefix}versions.json`,
    docsDir: (name: string) => `${prefix}versioned_docs/version-${name}`,
    sidebarsFile: (name: string) => `${prefix}versioned_sidebars/version-${name}-sidebars.json`,
  };
}

/** The names in `versions.json`, newest first; none without the file. */
export async function versionNames(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return [];
  let names: unknown;
  try {
    names = JSON.parse(text);
  } catch {
    names = undefined;
  }
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string' || n === ''))
    throw new DocgenError(
      `${shownPath(file)}: expected a list of version names, newest first, such as ["2.0", "1.0"]`,
      { file: shownPath(file) },
    );
  return names as string[];
}

/**
 * Every version of a docs instance that the site builds, in Docusaurus's order (current first, then versions.json's),
 * each with its folder, route, label, banner and badge as Docusaurus gives them, and a versioned copy's sidebars.
 */
export async function readVersions(
  options: VersionOptions,
  where: { instanceId: string; configKey: string; siteDir: string; configFile: string },
): Promise<DocsVersion[]> {
  const files = versionsLayout(where.instanceId);
  const listed = options.disableVersioning ? [] : await versionNames(path.join(where.siteDir, files.versionsFile));
  // versions.json may name "current" itself, to place the docs folder among the versions: Docusaurus then adds it no
  // second time (it had two sets of routes here, each a duplicate of the other).
  const all =
    options.includeCurrentVersion && !listed.includes(CURRENT_VERSION) ? [CURRENT_VERSION, ...listed] : listed;
  const versioned = listed.filter((name) => name !== CURRENT_VERSION);
  const refuse = (key: string, message: string, hint?: string) => {
    throw new DocgenError(`${where.configKey}.${key}: ${message}`, { file: where.configFile, key: `${where.configKey}.${key}` }, hint);
  };
  if (all.length === 0)
    refuse('includeCurrentVersion', 'false, and there is no versions.json: the site would have no docs', 'set it to true, or cut a version first');
  const known = `versions: ${[CURRENT_VERSION, ...versioned].join(', ')}`;
  for (const name of options.onlyIncludeVersions ?? [])
    if (!all.includes(name)) refuse('onlyIncludeVersions', `there is no version "${name}"`, known);
  for (const name of Object.keys(options.versions))
    if (name !== CURRENT_VERSION && !versioned.includes(name))
      refuse(`versions.${name}`, `there is no version "${name}"`, known);
  const included = options.onlyIncludeVersions ? all.filter((n) => options.onlyIncludeVersions!.includes(n)) : all;
  // As Docusaurus picks it among the versions built: the newest of versions.json's, else the only one.
  const lastName =
    options.lastVersion ?? (included.length === 1 ? included[0]! : included.find((n) => n !== CURRENT_VERSION)!);
  if (!all.includes(lastName)) refuse('lastVersion', `there is no version "${lastName}"`, known);
  if (!included.includes(lastName))
    refuse(
      'lastVersion',
      `"${lastName}" is not one of onlyIncludeVersions (${included.join(', ')}), so it would not be built`,
      'add it to onlyIncludeVersions, or name another lastVersion',
    );
  const lastIndex = all.indexOf(lastName);
  return Promise.all(
    included.map(async (name): Promise<DocsVersion> => {
      const own = options.versions[name] ?? {};
      const isLast = name === lastName;
      const isCurrent = name === CURRENT_VERSION;
      const urlPath = own.path ?? (isLast ? '' : isCurrent ? 'next' : name);
      const docsDir = isCurrent ? options.path : files.docsDir(name);
      const version: DocsVersion = {
        name,
        label: own.label ?? (isCurrent ? 'Next' : name),
        docsDir,
        urlPath,
        routeBase: [options.routeBasePath, urlPath.replace(/^\/+|\/+$/g, '')].filter(Boolean).join('/'),
        isLast,
        banner: own.banner ?? (isLast ? 'none' : all.indexOf(name) < lastIndex ? 'unreleased' : 'unmaintained'),
        badge: own.badge ?? included.length > 1,
        noIndex: own.noIndex ?? false,
        ...(own.className ? { className: own.className } : {}),
      };
      if (isCurrent) return version;
      if (!(await stat(path.join(where.siteDir, docsDir)).then((s) => s.isDirectory(), () => false)))
        throw new DocgenError(
          `${files.versionsFile} lists version "${name}", whose docs folder ${docsDir} does not exist`,
          { file: files.versionsFile },
          'restore the folder, or take the version out of versions.json',
        );
      const sidebarsFile = files.sidebarsFile(name);
      const absolute = path.join(where.siteDir, sidebarsFile);
      const sidebars = await readFile(absolute).then(
        () => loadSidebarsFile(where.siteDir, sidebarsFile),
        () => undefined,
      );
      const read = sidebars && withoutLegacyPrefix(sidebars.sidebars, name);
      return {
        ...version,
        categories: await loadCategoryMetadata(path.join(where.siteDir, docsDir)),
        ...(sidebars && {
          sidebars: read!.sidebars,
          sidebarsFile: sidebars.file,
          ...(sidebars.positions && { sidebarPositions: unprefixedKeys(sidebars.positions, name) }),
          ...(read!.prefixed.length > 0 && { legacyPrefixed: read!.prefixed }),
        }),
      };
    }),
  );
}

/** Each versioned sidebars file written with early Docusaurus 2's prefix, with the warning that names it. */
export function legacyPrefixedSidebarFiles(
  instances: { options: { versionsRead?: DocsVersion[] } }[],
): { source: string; message: string }[] {
  return instances.flatMap(({ options }) =>
    (options.versionsRead ?? []).flatMap((version) =>
      version.legacyPrefixed && version.sidebarsFile
        ? [{ source: version.sidebarsFile, message: legacyPrefixMessage(version.name, version.legacyPrefixed) }]
        : [],
    ),
  );
}
