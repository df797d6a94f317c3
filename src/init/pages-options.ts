import { admonitionsOption } from './admonitions-option.js';
import { isRecord, str, type Json } from './config-values.js';

/** The classic preset's `pages` options, as docgen's `pagesDir` and `pagesExclude`; the rest named with a reason. */
export function pagesOptions(
  value: unknown,
  pageFiles: string[],
  notCarried: string[],
): { pagesDir?: string; pagesExclude?: string[]; pagesAdmonitions?: ReturnType<typeof admonitionsOption> } {
  if (value === false) {
    if (pageFiles.length > 0)
      notCarried.push(`pages: false (the ${pageFiles.length} files of src/pages are not built)`);
    return {};
  }
  const options: Json = isRecord(value) ? value : {};
  const dir = (str(options.path) ?? 'src/pages').replace(/^\.\//, '').replace(/\/$/, '');
  const exclude = Array.isArray(options.exclude)
    ? options.exclude.filter((g): g is string => typeof g === 'string')
    : [];
  for (const [key, option] of Object.entries(options)) {
    if (key === 'path' || key === 'exclude' || key === 'admonitions' || option === undefined) continue;
    if (key === 'routeBasePath' && (option === '/' || option === '')) continue;
    notCarried.push(`pages.${key}: ${PAGE_OPTION_REASONS[key] ?? 'docgen has no such option for pages'}`);
  }
  const admonitions = admonitionsOption(options.admonitions);
  const own = admonitions === undefined ? {} : { pagesAdmonitions: admonitions };
  if (pageFiles.length === 0 && dir === 'src/pages') return own;
  return { pagesDir: dir, ...(exclude.length > 0 ? { pagesExclude: exclude } : {}), ...own };
}

const PAGE_OPTION_REASONS: Record<string, string> = {
  routeBasePath: 'docgen gives pages the routes of their files, from the site root',
  include: 'docgen builds every .js, .jsx, .ts, .tsx, .md and .mdx file of the folder',
  mdxPageComponent: "a component of Docusaurus's theme; docgen renders Markdown pages in its own",
  remarkPlugins: "docgen does not run the site's Markdown and MDX plugins",
  rehypePlugins: "docgen does not run the site's Markdown and MDX plugins",
  recmaPlugins: "docgen does not run the site's Markdown and MDX plugins",
  beforeDefaultRemarkPlugins: "docgen does not run the site's Markdown and MDX plugins",
  beforeDefaultRehypePlugins: "docgen does not run the site's Markdown and MDX plugins",
  showLastUpdateTime: 'docgen shows no last update on pages',
  showLastUpdateAuthor: 'docgen shows no last update on pages',
  editUrl: 'docgen shows no edit link on pages',
};
