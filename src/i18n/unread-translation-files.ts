import fg from 'fast-glob';
import type { SitePlan } from '../site/plan-site.js';
import { translatedBlogFolder } from '../sources/blog/blog-instances.js';
import { translatedDocsFolder } from '../sources/docs/docs-source.js';

/** What docgen reads of a locale's folder, named in the warning on a file it does not read. */
const READ =
  "docgen reads code.json, docusaurus-theme-classic's navbar.json and footer.json, each docs version's " +
  "current.json or version-<name>.json and each blog's options.json; this one's plugin, docs instance or version is not the site's";

/**
 * The translation files (JSON, as Docusaurus's plugins write them, in `i18n/<locale>/` or a plugin's folder there) of
 * each further locale built that no part of the site reads, so that none is ignored in silence: a plugin's the site
 * does not have, a version it no longer has. Site-relative, sorted, each with why.
 */
export async function unreadTranslationFiles(
  siteDir: string,
  plan: SitePlan,
): Promise<{ file: string; message: string }[]> {
  const further = plan.locales.filter((l) => !l.isDefault).map((l) => l.name);
  if (further.length === 0) return [];
  const read = new Set(
    further.flatMap((locale) => [
      `i18n/${locale}/code.json`,
      `i18n/${locale}/docusaurus-theme-classic/navbar.json`,
      `i18n/${locale}/docusaurus-theme-classic/footer.json`,
    ]),
  );
  for (const { content } of plan.docs)
    if (!content.locale.isDefault)
      read.add(`${translatedDocsFolder(content.instance.id, content.version.name, content.locale.name)}.json`);
  for (const { content } of plan.blogs)
    if (!content.locale.isDefault)
      read.add(`${translatedBlogFolder(content.instance.id, content.locale.name)}/options.json`);
  const files = await fg(
    further.flatMap((locale) => [`i18n/${locale}/*.json`, `i18n/${locale}/*/*.json`]),
    { cwd: siteDir },
  );
  return files
    .filter((file) => !read.has(file))
    .sort()
    .map((file) => ({ file, message: `a translation file that no part of the site reads: ${READ}` }));
}
