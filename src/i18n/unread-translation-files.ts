import path from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig } from '../config/schema.js';
import type { SitePlan } from '../site/plan-site.js';
import { translatedBlogFolder } from '../sources/blog/blog-instances.js';
import { translatedDocsFolder } from '../sources/docs/docs-source.js';
import { isBlogContent, type ScopeContent } from '../sources/registry.js';
import { translationsDir } from '../sources/locales.js';
import { translatedCategoryFiles, type UnreadFile } from './translated-category-files.js';

/** What docgen reads of a locale's folder, named in the warning on a file it does not read. */
const READ =
  "docgen reads code.json, docusaurus-theme-classic's navbar.json and footer.json, each docs version's " +
  "current.json or version-<name>.json and each blog's options.json; this one's plugin, docs instance or version is not the site's";

/** What docgen reads of a locale's content folders, named in the warning on a folder it does not read. */
const READ_FOLDERS =
  "docgen reads each docs version's docusaurus-plugin-content-docs[-<id>]/<current|version-<name>>/, each blog's " +
  "docusaurus-plugin-content-blog[-<id>]/ and the pages' docusaurus-plugin-content-pages/; this one's plugin, " +
  "instance or version is not the site's";

/** Why a translated doc or post is not built, and where its original would be. */
function withoutOriginalMessage(content: ScopeContent): string {
  const folder = isBlogContent(content) ? content.instance.options.path : content.version.docsDir;
  const what = isBlogContent(content) ? 'post' : 'doc';
  return (
    `a translated ${what} that translates nothing: ${folder.split(path.sep).join('/')}/ has no file of its path, ` +
    `and Docusaurus builds a translation only where the original is; give it the path of the ${what} it translates`
  );
}

/**
 * The translation files (JSON, as Docusaurus's plugins write them, in `i18n/<locale>/` or a plugin's folder there) and
 * the content plugins' folders of each locale built (the default's too, which Docusaurus reads as any other's) that no
 * part of the site reads, so that none is ignored in silence: a plugin's the site does not have, a version it no
 * longer has; each translated doc or post with no original; and each translated `_category_` file. Site-relative, sorted, each with why.
 */
export async function unreadTranslationFiles(
  siteDir: string,
  plan: SitePlan,
  site: { config: SiteConfig; configFile: string },
): Promise<UnreadFile[]> {
  const locales = plan.locales.map((l) => l.dir);
  const read = new Set(
    locales.flatMap((folder) => [
      `${folder}/code.json`,
      `${folder}/docusaurus-theme-classic/navbar.json`,
      `${folder}/docusaurus-theme-classic/footer.json`,
    ]),
  );
  const folders = new Set(locales.map((folder) => translationsDir(folder, 'docusaurus-plugin-content-pages')));
  const docsPlugins = new Set<string>();
  for (const { content } of plan.docs) {
    const folder = translatedDocsFolder(content.instance.id, content.version.name, content.locale.dir);
    read.add(`${folder}.json`);
    folders.add(folder);
    docsPlugins.add(translationsDir(content.locale.dir, 'docusaurus-plugin-content-docs', content.instance.id));
  }
  for (const plugin of docsPlugins) folders.add(plugin);
  for (const { content } of plan.blogs) {
    const folder = translatedBlogFolder(content.instance.id, content.locale.dir);
    read.add(`${folder}/options.json`);
    folders.add(folder);
  }
  const [files, found] = await Promise.all([
    fg(
      locales.flatMap((folder) => [`${folder}/*.json`, `${folder}/*/*.json`]),
      { cwd: siteDir },
    ),
    fg(
      [...locales.map((folder) => `${folder}/docusaurus-plugin-content-*`), ...[...docsPlugins].map((p) => `${p}/*`)],
      { cwd: siteDir, onlyDirectories: true },
    ),
  ]);
  const unread = [
    ...files
      .filter((file) => !read.has(file))
      .map((file) => ({ file, message: `a translation file that no part of the site reads: ${READ}` })),
    ...found
      .filter((folder) => !folders.has(folder))
      .map((file) => ({ file, message: `a translation folder that no part of the site reads: ${READ_FOLDERS}` })),
    ...[...plan.docs, ...plan.blogs].flatMap(({ content }) =>
      content.withoutOriginal.map((file) => ({ file, message: withoutOriginalMessage(content) })),
    ),
    ...(await translatedCategoryFiles(siteDir, plan.docs, site, locales)),
  ];
  return unread.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
