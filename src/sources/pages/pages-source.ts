import path from 'node:path';
import fg from 'fast-glob';
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
  /** TSX modules of the pages folder, as paths without extension ("index", "support"). */
  modules: string[];
}

export function pagesDirOf(config: SiteConfig): string {
  return config.pagesDir ?? path.join(config.templatesDir, 'pages');
}

/** The site's own pages: TSX modules of the pages folder, as paths without extension ("index", "support"). */
export async function findPageModules(siteDir: string, pagesDir: string): Promise<string[]> {
  const files = await fg('**/*.tsx', { cwd: path.join(siteDir, pagesDir), ignore: ['**/_*', '**/_*/**'] });
  return files.map((f) => f.replace(/\.tsx$/, '')).sort();
}

/** The pages folder: each TSX module a route, `index` its folder's. Its modules are bundled with the theme. */
export class PagesSource implements ContentSource<PagesContent> {
  readonly id = 'pages';
  readonly folders: string[];
  private modules: string[] = [];

  constructor(
    private readonly siteDir: string,
    private readonly pagesDir: string,
    readonly locales: SiteLocale[],
  ) {
    this.folders = [path.resolve(siteDir, pagesDir)];
  }

  owns(file: string): boolean {
    return file.startsWith(this.folders[0]! + path.sep);
  }

  async read(): Promise<Set<string>> {
    const modules = await findPageModules(this.siteDir, this.pagesDir);
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

/** A page module's route in a locale (the default when not given): `index` is its folder's. */
export function pageRoutes({
  pagesDir,
  modules,
  locale,
}: Pick<PagesContent, 'pagesDir' | 'modules'> & { locale?: SiteLocale }): RoutePlan[] {
  return modules.map((module) => ({
    kind: 'page',
    route: routeInLocale(module === 'index' ? '/' : `/${module.replace(/\/index$/, '')}`, locale?.prefix ?? ''),
    source: `${pagesDir}/${module}.tsx`,
    module,
    ...(locale && !locale.isDefault ? { locale: locale.name } : {}),
  }));
}
