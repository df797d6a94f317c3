/**
 * Whether a module of the pages folder is a Markdown or MDX page, as Docusaurus's pages plugin reads them. Its own
 * module: a render thread asks it of every page, and the pages folder's lister would bring its glob library along.
 */
export function isMarkdownPage(module: string): boolean {
  return /\.mdx?$/.test(module);
}
