import { statSync } from 'node:fs';
import path from 'node:path';
import type { FrontMatterMemo } from '../../content/front-matter.js';
import { readLastUpdates } from '../../content/last-update.js';
import type { LoadedDocs } from '../../content/load-docs.js';
import type { StageErrors } from '../../pipeline/stage-errors.js';
import type { DocSource } from '../../shared/model.js';
import { scopeKey, type ContentScope, type ContentSource } from '../content-source.js';
import type { RefusedLink } from '../../content/docs-folder.js';
import { DocStore, type DocOutlineMemo, type DocFolder } from './doc-store.js';
import type { DocsInstance } from './docs-instances.js';
import { CURRENT_VERSION, type DocsVersion } from './versions.js';
import { localizedDocs, translationsDir, withoutOriginal, type SiteLocale } from '../locales.js';
import { readMessages, type Messages } from '../../i18n/translation-files.js';
import { routeInLocale } from '../../shared/urls.js';

/** The docs of each folder as an earlier build read them (the build cache's). */
export interface DocOutlines {
  folder(folder: DocFolder): Promise<DocOutlineMemo>;
}

/** One scope of a docs instance as read (one version, in one locale): the plan's input. */
export interface DocsContent extends LoadedDocs {
  scope: ContentScope;
  /** `scopeKey(scope)`, which each of `docs` carries. */
  key: string;
  instance: DocsInstance;
  /** The version, its `routeBase` in the scope's locale (`fr/docs` in French). */
  version: DocsVersion;
  locale: SiteLocale;
  /** The files of the locale's translated folder that translate no doc of the version (see `withoutOriginal`). */
  withoutOriginal: string[];
}

/** The docs folder of one version in one locale: for a locale other than the default, its translations' store. */
interface ScopeStores {
  version: DocsVersion;
  locale: SiteLocale;
  scope: ContentScope;
  /** The version's own docs folder, shared by every locale of the version. */
  store: DocStore;
  /** `i18n/<locale>/docusaurus-plugin-content-docs/<version>/`, when it exists. */
  translated?: DocStore;
  /**
   * The version's translation file (`…/current.json`, `…/version-<name>.json`, site-relative), the version before it
   * (at the locale's routes) and a count of the changes of what it said, as the stores count theirs.
   */
  messages: { file: string; untranslated: DocsVersion; changes: number };
}

/**
 * `i18n/<locale>/docusaurus-plugin-content-docs[-<instance>]/<current|version-<name>>`: a version's translations
 * (`localeFolder`: `SiteLocale.dir`).
 */
export function translatedDocsFolder(instanceId: string, version: string, localeFolder: string): string {
  const plugin = translationsDir(localeFolder, 'docusaurus-plugin-content-docs', instanceId);
  return `${plugin}/${version === CURRENT_VERSION ? CURRENT_VERSION : `version-${version}`}`;
}

/** The version in a locale: its label and sidebar labels as its translation file gives them. */
function translatedVersion(version: DocsVersion, messages: Messages): DocsVersion {
  return {
    ...version,
    ...(messages['version.label'] !== undefined ? { label: messages['version.label'] } : {}),
    messages,
  };
}

/**
 * A docs instance: each of its versions' folder read into a store of its own, and in each locale (the default too)
 * the version's translated folder into another. A locale's scope has every doc of the version, translated where the
 * translated folder has the same file (as Docusaurus reads them), else the version's own, at the locale's routes.
 */
export class DocsSource implements ContentSource<DocsContent> {
  readonly id: string;
  readonly folders: string[];
  readonly locales: SiteLocale[];
  private readonly scopes: ScopeStores[];
  private readonly stores: DocStore[];
  /** What `contents` answered, with the stores' counts of changes then: the same objects while nothing changes. */
  private content?: { changes: string[]; contents: DocsContent[] };
  private readonly siteDir: string;

  constructor(
    readonly instance: DocsInstance,
    site: { siteDir: string; locales: SiteLocale[]; errors: StageErrors; dev: boolean },
  ) {
    this.id = instance.sourceId;
    this.siteDir = site.siteDir;
    this.locales = site.locales;
    const { options } = instance;
    const store = (docsDir: string, routeBase: string, scope: ContentScope) =>
      new DocStore(
        {
          siteDir: site.siteDir,
          docsDir,
          routeBase,
          exclude: options.exclude,
          numberPrefixes: options.numberPrefixParser,
          scope: scopeKey(scope),
        },
        site.errors,
        site.dev,
      );
    this.scopes = (options.versionsRead ?? []).flatMap((version) => {
      const own = store(version.docsDir, version.routeBase, this.scopeOf(version, site.locales[0]!));
      return site.locales.map((locale): ScopeStores => {
        const scope = this.scopeOf(version, locale);
        const routeBase = routeInLocale(`/${version.routeBase}`, locale.prefix).slice(1);
        const untranslated = { ...version, routeBase };
        // The default locale reads its own i18n folder as every other does: Docusaurus translates each locale built.
        const folder = translatedDocsFolder(instance.id, version.name, locale.dir);
        const messagesFile = `${folder}.json`;
        const exists = statSync(path.join(site.siteDir, folder), { throwIfNoEntry: false })?.isDirectory();
        return {
          version: translatedVersion(untranslated, readMessages(site.siteDir, messagesFile)),
          locale,
          scope,
          store: own,
          messages: { file: messagesFile, untranslated, changes: 0 },
          ...(exists ? { translated: store(folder, routeBase, scope) } : {}),
        };
      });
    });
    this.stores = [...new Set(this.scopes.flatMap((s) => (s.translated ? [s.store, s.translated] : [s.store])))];
    this.folders = this.stores.map((s) => s.root);
  }

  /**
   * Reads each version's translation files again, as a config reload does with the other translation files: the
   * source is kept while its options are the same, and a scope whose file says something new is planned again.
   */
  rereadTranslations(): void {
    for (const scope of this.scopes) {
      const messages = readMessages(this.siteDir, scope.messages.file);
      if (JSON.stringify(messages) === JSON.stringify(scope.version.messages)) continue;
      scope.version = translatedVersion(scope.messages.untranslated, messages);
      scope.messages.changes++;
    }
  }

  private scopeOf(version: DocsVersion, locale: SiteLocale): ContentScope {
    return { source: this.id, version: version.name, locale: locale.name };
  }

  /**
   * Made ready for a cold read: with the front matter parsed by earlier builds, the docs as they read them (see
   * `DocOutlineMemo`), and each doc's last change from git when the instance shows it.
   */
  async prepare(frontMatter: FrontMatterMemo | undefined, outlines?: DocOutlines): Promise<void> {
    const { options } = this.instance;
    const showUpdates = options.showLastUpdateTime || options.showLastUpdateAuthor;
    await Promise.all(
      this.stores.map(async (store) => {
        store.folder.frontMatter = frontMatter;
        store.folder.outlines = await outlines?.folder(store.folder);
        store.folder.lastUpdates = showUpdates ? await readLastUpdates(store.root) : undefined;
      }),
    );
  }

  owns(file: string): boolean {
    return this.folders.some((folder) => file.startsWith(folder + path.sep));
  }

  async read(files: string[], scan: 'none' | 'new' | 'all'): Promise<Set<string>> {
    const touched = await Promise.all(
      this.stores.map((store) =>
        store.sync(
          files.filter((file) => file.startsWith(store.root + path.sep)),
          scan,
        ),
      ),
    );
    return new Set(touched.flatMap((t) => [...t]));
  }

  get(file: string): DocSource | undefined {
    for (const store of this.stores) {
      const doc = store.get(file);
      if (doc) return doc;
    }
    return undefined;
  }

  /** See `DocStore.stamp`. */
  stamp(file: string): string | undefined {
    for (const store of this.stores) if (store.get(file)) return store.stamp(file);
    return undefined;
  }

  /** The symbolic links of the docs folders (one per version and translation) that their last listing did not follow. */
  refusedLinks(): RefusedLink[] {
    return this.stores.flatMap((store) => store.refusedLinks);
  }

  /** Every doc read, by absolute path. */
  docs(): Map<string, DocSource> {
    return new Map(this.stores.flatMap((store) => [...store.copy()]));
  }

  contents(): DocsContent[] {
    const changes = this.scopes.map(
      ({ store, translated, messages }) => `${store.changes}:${translated?.changes ?? ''}:${messages.changes}`,
    );
    if (this.content?.changes.join() !== changes.join()) {
      const before = this.content;
      const contents = this.scopes.map(({ version, locale, scope, store, translated }, i) => {
        // A scope none of whose docs changed keeps its object, and with it its plan.
        if (before && before.changes[i] === changes[i]) return before.contents[i]!;
        const key = scopeKey(scope);
        const own = store.list();
        const translations = translated?.list().docs;
        const docs =
          locale.prefix === '' && !translations ? own.docs : localizedDocs(own.docs, translations, locale, key);
        const unmatched = translations ? withoutOriginal(own, translations) : [];
        return { scope, key, instance: this.instance, version, locale, ...own, docs, withoutOriginal: unmatched };
      });
      this.content = { changes, contents };
    }
    return this.content.contents;
  }
}
