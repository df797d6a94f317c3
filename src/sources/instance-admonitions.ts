import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { AdmonitionsOption } from '../shared/admonition.js';
import { blogInstancesOf, translatedBlogFolder } from './blog/blog-instances.js';
import { docsInstancesOf } from './docs/docs-instances.js';
import { localeDir, translationsDir } from './locales.js';
import { pagesDirOf } from './pages/pages-source.js';

/**
 * A content source's own `admonitions` (a docs instance's, a blog's, the pages folder's), and the folders
 * (site-relative, posix) whose Markdown it compiles: as Docusaurus gives each plugin's MDX loader its content folders
 * only, a partial imported from elsewhere keeps the site's admonitions.
 */
export interface InstanceAdmonitions {
  /** Its content source's id (`docs`, `docs:<id>`, `blog:<id>`, `pages`), the first part of its scopes' keys. */
  source: string;
  folders: string[];
  admonitions: AdmonitionsOption;
}

/** Each source of `config` that sets its own `admonitions`, with its folders: every version's and every locale's. */
export function instanceAdmonitionsOf(config: SiteConfig, siteDir: string): InstanceAdmonitions[] {
  const locales = config.i18n.locales.map((name) => localeDir(config, name));
  const sitePath = (folder: string) => path.relative(siteDir, path.resolve(siteDir, folder)).split(path.sep).join('/');
  const found: InstanceAdmonitions[] = [];
  for (const { id, sourceId, options } of docsInstancesOf(config)) {
    if (options.admonitions === undefined) continue;
    const own = options.versionsRead?.map((version) => version.docsDir) ?? [options.path];
    const translated = locales.map((locale) => translationsDir(locale, 'docusaurus-plugin-content-docs', id));
    found.push({ source: sourceId, folders: [...own, ...translated].map(sitePath), admonitions: options.admonitions });
  }
  for (const { id, sourceId, options } of blogInstancesOf(config)) {
    if (options.admonitions === undefined) continue;
    const translated = locales.map((locale) => translatedBlogFolder(id, locale));
    found.push({
      source: sourceId,
      folders: [options.path, ...translated].map(sitePath),
      admonitions: options.admonitions,
    });
  }
  if (config.pagesAdmonitions !== undefined) {
    const translated = locales.map((locale) => translationsDir(locale, 'docusaurus-plugin-content-pages'));
    found.push({
      source: 'pages',
      folders: [pagesDirOf(config), ...translated].map(sitePath),
      admonitions: config.pagesAdmonitions,
    });
  }
  return found;
}
