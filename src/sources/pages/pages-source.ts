import path from 'node:path';
import fg from 'fast-glob';
import { refuseLinkLoops } from '../../util/folder-links.js';
import type { SiteConfig } from '../../config/schema.js';
import type { RoutePlan } from '../../routes/build-routes.js';
import type { ContentScope, ContentSource } from '../content-source.js';
import type { SiteLocale } from '../locales.js';
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
const MARKDOWN_PAGE = /\.mdx?$/;

/**
 * Files of the pages folder that are no page, whatever the config's `pagesExclude` adds: a name starting with
 * "_" (components, partials), tests and type declarations, as Docusaurus leaves them out.
 */
const NOT_PAGES = ['**/_*', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', '**/*.d.ts'];

export function isMarkdownPage(module: string): boolean {
  return MARKDOWN_PAGE.test(module);
}

/** The site's own pages: the page files of the pages folder, relative to it, extension included. */
export async function findPageModules(siteDir: string, pagesDir: string, exclude: string[] = []): Promise<string[]> {
  await refuseLinkLoops(path.join(siteDir, pagesDir), 'pages folder');
  const files = await fg(PAGE_FILES, { cwd: path.join(siteDir, pagesDir), ignore: [...NOT_PAGES, ...exclude] });
  return files.sort();
}

/** The pages folder: each page file a route, `index` its folder's. React pages are bundled with the theme. */
export class PagesSource implements ContentSource<PagesContent> {
  readonly id = 'pages';
  readonly folders: string[];
  private modules: string[] = [];

  constructor(
    private readonly siteDir: string,
    private readonly pagesDir: string,
    readonly locales: SiteLocale[],
    private readonly exclude: string[] = [],
  ) {
    this.folders = [path.resolve(siteDir, pagesDir)];
  }

  owns(file: string): boolean {
    return file.startsWith(this.folders[0]! + path.sep);
  }

  async read(): Promise<Set<string>> {
    const modules = await findPageModules(this.siteDir, this.pagesDir, this.exclude);
    // Kept as they were when nothing changed, so that the stages after can tell by identity.
    if (modules.join() !== this.modules.join()) this.modules = modules;
    return new Set();
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

/** A page file's route, as Docusaurus gives it: the path without extension, `index` its folder's. */
export function pageRoute(module: string): string {
  const name = module.replace(/\.[^./]+$/, '');
  if (name === 'index') return '/';
  return `/${name.replace(/\/index$/, '')}`;
}

/** The routes of the page files in a locale (the default when not given). */
export function pageRoutes({
  pagesDir,
  modules,
  locale,
}: Pick<PagesContent, 'pagesDir' | 'modules'> & { locale?: SiteLocale }): RoutePlan[] {
  return modules.map((module) => ({
    kind: 'page',
    route: routeInLocale(pageRoute(module), locale?.prefix ?? ''),
    source: `${pagesDir}/${module}`,
    module,
    ...(locale && !locale.isDefault ? { locale: locale.name } : {}),
  }));
}
