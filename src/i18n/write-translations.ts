import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_THEME_DIR } from '../bundle/theme-files.js';
import type { SiteConfig } from '../config/schema.js';
import { StageErrors } from '../pipeline/stage-errors.js';
import { blogInstancesOf, translatedBlogFolder } from '../sources/blog/blog-instances.js';
import { docsFoldersOf, docsInstancesOf } from '../sources/docs/docs-instances.js';
import { DocsSource } from '../sources/docs/docs-source.js';
import { scopeSidebars } from '../sources/docs/plan-docs.js';
import { CURRENT_VERSION } from '../sources/docs/versions.js';
import { siteLocales, translationsDir, type SiteLocale } from '../sources/locales.js';
import { pagesDirOf } from '../sources/pages/pages-source.js';
import { themeDirOf } from '../site/plan-site.js';
import { extractMessages } from './extract-messages.js';
import { sharedTranslationIds, type SharedTranslationId } from './sidebar-ids.js';
import { translatedSidebars } from './translate-sidebars.js';
import { blogEntries, docsVersionEntries, footerEntries, navbarEntries } from './site-translations.js';
import { loadThemeStrings, themeStrings } from './theme-strings.js';
import { readTranslationEntries, type TranslationEntries } from './translation-files.js';

/** One translation file as written: where, and how many ids it gained and kept. */
export interface WrittenTranslations {
  /** Site-relative. */
  file: string;
  added: number;
  /** Ids of the file that the site no longer uses, kept as they are. */
  unused: number;
}

export interface TranslationsWritten {
  files: WrittenTranslations[];
  /** Calls and files the scan could not read (see `extractMessages`). */
  skipped: string[];
  /** Sidebar items whose labels share one id, so that one translation names them all. */
  sharedIds: SharedTranslationId[];
}

/** Each file of one locale, site-relative, with the entries the site has for it (its text as written, untranslated). */
type LocaleFiles = Map<string, TranslationEntries>;

/** Every id a file of `i18n/<locale>/` should have: the code's, the navbar's and footer's, each docs version's, each blog's. */
async function filesOf(
  config: SiteConfig,
  configFile: string,
  siteDir: string,
  locales: SiteLocale[],
): Promise<{ perLocale: (locale: SiteLocale) => LocaleFiles; skipped: string[]; sharedIds: SharedTranslationId[] }> {
  const theme = await extractMessages(siteDir, [DEFAULT_THEME_DIR]);
  const { docusaurusThemeDir } = config.markdown;
  const siteFolders = [
    themeDirOf(config),
    ...(docusaurusThemeDir ? [docusaurusThemeDir] : []),
    pagesDirOf(config),
    ...docsFoldersOf(config),
    ...blogInstancesOf(config).map((b) => b.options.path),
  ];
  const site = await extractMessages(siteDir, [...new Set(siteFolders)]);
  const docsFiles = await docsVersionFiles(config, configFile, siteDir, locales[0]!);
  return {
    skipped: [...theme.skipped, ...site.skipped],
    sharedIds: docsFiles.flatMap((f) => f.sharedIds),
    perLocale: (locale) => {
      // The theme's ids start with the theme's own text in the locale, where docgen has it.
      const strings = themeStrings(locale.name);
      const themed = Object.fromEntries(
        Object.entries(theme.entries).map(([id, e]) => [id, { ...e, message: strings[id] ?? e.message }]),
      );
      const code = { ...themed, ...site.entries };
      const sorted = Object.fromEntries(
        Object.keys(code)
          .sort()
          .map((id) => [id, code[id]!]),
      );
      const files: LocaleFiles = new Map([
        [`${locale.dir}/code.json`, sorted],
        [`${locale.dir}/docusaurus-theme-classic/navbar.json`, navbarEntries(config)],
        [`${locale.dir}/docusaurus-theme-classic/footer.json`, footerEntries(config)],
      ]);
      for (const { instanceId, version, entries } of docsFiles)
        files.set(
          `${translationsDir(locale.dir, 'docusaurus-plugin-content-docs', instanceId)}/${version}.json`,
          entries,
        );
      for (const blog of blogInstancesOf(config))
        files.set(`${translatedBlogFolder(blog.id, locale.dir)}/options.json`, blogEntries(blog.options));
      return files;
    },
  };
}

/** Each docs version's ids (`current`, `version-<name>`), per docs instance, from its docs and sidebars as read now. */
async function docsVersionFiles(config: SiteConfig, configFile: string, siteDir: string, defaultLocale: SiteLocale) {
  const errors = new StageErrors();
  const files: {
    instanceId: string;
    version: string;
    entries: TranslationEntries;
    sharedIds: SharedTranslationId[];
  }[] = [];
  for (const instance of docsInstancesOf(config)) {
    const source = new DocsSource(instance, { siteDir, locales: [defaultLocale], errors, dev: false });
    await source.prepare(undefined);
    await source.read([], 'all');
    const failure = errors.failure();
    if (failure) throw failure;
    for (const content of source.contents()) {
      const written = scopeSidebars(content, { config, configFile });
      // Badges written with words per language give the default locale's, as its pages show them.
      const sidebars = translatedSidebars(
        written.sidebars,
        {},
        {
          name: defaultLocale.name,
          htmlLang: defaultLocale.htmlLang,
          defaultName: defaultLocale.name,
          file: written.file,
        },
      );
      const name = content.version.name;
      files.push({
        instanceId: instance.id,
        version: name === CURRENT_VERSION ? CURRENT_VERSION : `version-${name}`,
        entries: docsVersionEntries({ name, label: content.version.label }, sidebars, written.generatedIndexes),
        sharedIds: sharedTranslationIds(written.sidebars, written.places, written.file),
      });
    }
  }
  return files;
}

/**
 * A file's entries after a run: what it had, each message kept (the translator's work) and each id kept even when
 * the site no longer uses it, then the ids it lacked, as Docusaurus merges them.
 */
function merged(
  existing: TranslationEntries,
  wanted: TranslationEntries,
): { entries: TranslationEntries; added: number } {
  const entries: TranslationEntries = { ...existing };
  let added = 0;
  for (const [id, entry] of Object.entries(wanted)) {
    const own = existing[id];
    if (!own) added++;
    entries[id] = own
      ? { message: own.message, ...(entry.description ? { description: entry.description } : {}) }
      : entry;
  }
  return { entries, added };
}

/**
 * `docgen write-translations`: the translation files of the default locale, or of `only`, as Docusaurus's command
 * writes one locale's, each with every id the site uses. Every existing file is read before one is written: a file
 * that does not parse stops the command with nothing written.
 */
export async function writeTranslations(
  config: SiteConfig,
  configFile: string,
  siteDir: string,
  only?: string,
): Promise<TranslationsWritten> {
  const locales = siteLocales(config, configFile);
  const targets = siteLocales(config, configFile, only ?? config.i18n.defaultLocale);
  await loadThemeStrings(targets.map((l) => l.name));
  const { perLocale, skipped, sharedIds } = await filesOf(config, configFile, siteDir, locales);
  const plans = targets
    .flatMap((locale) =>
      [...perLocale(locale)].map(([file, wanted]) => {
        const existing = readTranslationEntries(siteDir, file);
        const { entries, added } = merged(existing, wanted);
        const unused = Object.keys(existing).filter((id) => !(id in wanted)).length;
        return { file, entries, added, unused };
      }),
    )
    .filter((plan) => Object.keys(plan.entries).length > 0);
  for (const plan of plans) {
    const file = path.join(siteDir, plan.file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(plan.entries, null, 2)}\n`);
  }
  return { files: plans.map(({ file, added, unused }) => ({ file, added, unused })), skipped, sharedIds };
}
