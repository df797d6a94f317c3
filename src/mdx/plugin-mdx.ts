import type { SiteConfig } from '../config/schema.js';
import type { DocSource } from '../shared/model.js';

/**
 * The `.md` docs that the site's remark plugins give MDX nodes (npm2yarn's `<Tabs>` and its `import`): they are
 * compiled by MDX, as every doc is in Docusaurus, so that what the plugins add renders. Each such doc is parsed once
 * more here, with the site's plugins only; a site without remark plugins pays nothing.
 */
export async function docsMadeMdxByPlugins(
  config: SiteConfig,
  siteDir: string,
  docs: DocSource[],
): Promise<Set<string>> {
  const sitePlugins = config.markdownPlugins;
  // docgen's own (built-in plugins', keyed docgen:…) add no MDX: a site with only those pays nothing.
  const remark = [...(sitePlugins?.beforeDefaultRemarkPlugins ?? []), ...(sitePlugins?.remarkPlugins ?? [])];
  if (!sitePlugins || remark.every((plugin) => plugin.key.startsWith('docgen:'))) return new Set();
  // The Markdown parser loads only for a site whose own plugins may add MDX: a server starting without it answers sooner.
  const { docsMadeMdx } = await import('./plugin-mdx-scan.js');
  return docsMadeMdx(config, siteDir, docs, sitePlugins);
}
