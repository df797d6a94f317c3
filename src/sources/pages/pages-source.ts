import path from 'node:path';
import fg from 'fast-glob';
import { refuseLinkLoops } from '../../util/folder-links.js';
import type { SiteConfig } from '../../config/schema.js';
import type { RoutePlan } from '../../routes/build-routes.js';
import type { ContentScope, ContentSource } from '../content-source.js';
import { translationsDir, type SiteLocale } from '../locales.js';
import { routeInLocale } from '../../shared/urls.js';

export interface PagesContent {
  scope: ContentScope;
  locale: SiteLocale;
  /** The folder as shown in diagnostics (posix, relative to the site). */
  pagesDir: string;
  /** The pages folder's page files, relative to it, extension included ("index.tsx", "help/faq.mdx"). */
  modules: string[];
}

export function pagesDirOf(config: SiteConfig): string {
  return config.pagesDir ?? path.join(config.templatesDir, 'pages');
}

/** What makes a page: React modules, and Markdown or MDX, as Docusaurus's pages plugin reads them. */
const PAGE_FILES = '**/*.{js,jsx,ts,tsx,md,mdx}';

/**
 * Files of the pages folder that are no page, whatever the config's `pagesExclude` adds: a name starting with
 * "_" (components, partials), tests and type declarations, as Docusaurus leaves them out.
 */
const NOT_PAGES = ['**/_*', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', '**/*.d.ts'];

/** The site's own pages: the page files of the pages folder, relative to it, extension included. */
export async function findPageModules(siteDir: string, pagesDir: string, exclude: string[] = []): Promise<string[]> {
  await refuseLinkLoops(path.join(siteDir, pagesDir), 'pages folder');
  const files = await fg(PAGE_FILES, { cwd: path.join(siteDir, pagesDir), ignore: [...NOT_PAGES, ...exclude] });
  return files.sort();
}

/**
 * The pages folder: each page file a route, `index` its folder's. React pages are bundled with the theme. In each
 * locale (the default too), a file of `i18n/<locale>/docusaurus-plugin-content-pages/` with the path of a page file takes
 * its place (as Docusaurus reads them); it is bundled as a module of its own, named by its path from the pages
 * folder (`../../i18n/fr/docusaurus-plugin-content-pages/index.md`).
 */
export class PagesSource implements ContentSource<PagesContent> {
  readonly id = 'pages';
  readonly folders: string[];
  private modules: string[] = [];
  /** The translated page files of each locale, as modules (see above). */
  private translated: string[] = [];

  constructor(
    private readonly siteDir: string,
    private readonly pagesDir: string,
    readonly locales: SiteLocale[],
    private readonly exclude: string[] = [],
  ) {
    this.folders = [
      path.resolve(siteDir, pagesDir),
      ...locales.map((l) => path.resolve(siteDir, translationsDir(l.dir, 'docusaurus-plugin-content-pages'))),
    ];
  }

  owns(file: string): boolean {
    return this.folders.some((folder) => file.startsWith(folder + path.sep));
  }

  async read(): Promise<Set<string>> {
    const [modules, ...perLocale] = await Promise.all(
      this.folders.map((folder) => findPageModules(this.siteDir, path.relative(this.siteDir, folder), this.exclude)),
    );
    const own = new Set(modules);
    // A translated file with no page of the same path is not a page, as in Docusaurus.
    const translated = perLocale.flatMap((files, i) =>
      files
        .filter((file) => own.has(file))
        .map((file) =>
          path
            .relative(this.folders[0]!, path.join(this.folders[i + 1]!, file))
            .split(path.sep)
            .join('/'),
        ),
    );
    // Kept as they were when nothing changed, so that the stages after can tell by identity.
    if (modules!.join() !== this.modules.join()) this.modules = modules!;
    if (translated.join() !== this.translated.join()) this.translated = translated;
    return new Set();
  }

  /** Every module to bundle: the page files, then their translations. */
  allModules(): string[] {
    return this.translated.length === 0 ? this.modules : [...this.modules, ...this.translated];
  }

  /** One scope per locale: a page module renders in each, its text translated by the locale's `code.json`. */
  contents(): PagesContent[] {
    return this.locales.map((locale) => ({
      scope: { source: this.id, locale: locale.name },
      locale,
      pagesDir: this.pagesDir.split(path.sep).join('/'),
      modules: this.modules,
    }));
  }
}

/** The translation of a page file in a locale, when `module` is one (see `PagesSource`): its locale and page file. */
function translationOf(module: string): { locale: string; page: string } | undefined {
  const match = /^(?:\.\.\/)+(?:.*\/)?i18n\/([^/]+)\/docusaurus-plugin-content-pages\/(.+)$/.exec(module);
  return match ? { locale: match[1]!, page: match[2]! } : undefined;
}

/** A page file's route, as Docusaurus gives it: the path without extension, `index` its folder's. */
export function pageRoute(module: string): string {
  const name = module.replace(/\.[^./]+$/, '');
  if (name === 'index') return '/';
  return `/${name.replace(/\/index$/, '')}`;
}

/**
 * The routes of the page files in a locale (the default when not given), each rendering the locale's translation
 * of its file where `modules` holds one.
 */
export function pageRoutes({
  pagesDir,
  modules,
  locale,
}: Pick<PagesContent, 'pagesDir' | 'modules'> & { locale?: SiteLocale }): RoutePlan[] {
  const own = locale && !locale.isDefault ? locale.name : undefined;
  const translations = new Map<string, string>();
  for (const module of modules) {
    const of = translationOf(module);
    if (of && of.locale === locale?.name) translations.set(of.page, module);
  }
  return modules
    .filter((module) => !translationOf(module))
    .map((page) => {
      const module = translations.get(page) ?? page;
      return {
        kind: 'page',
        route: routeInLocale(pageRoute(page), locale?.prefix ?? ''),
        source: path.posix.normalize(`${pagesDir}/${module}`),
        module,
        ...(own ? { locale: own } : {}),
      };
    });
}
