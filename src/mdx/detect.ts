/** How docs are read: `detect` compiles a `.md` file as MDX only when it uses MDX syntax, as Docusaurus's option of that name. */
export type MarkdownFormat = 'detect' | 'md' | 'mdx';

/** An `import`/`export` line, or a capitalised JSX element such as `<Tabs>` or `<Foo.Bar />`. */
const MDX_SYNTAX = /^(?:import|export)\s|<[A-Z][\w.]*(?:[\s/>]|$)/m;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** Whether a doc is compiled as MDX: `.mdx` always; `.md` by front matter `format`, else by the site's format. */
export function isMdxDoc(file: string, body: string, frontMatterFormat: unknown, siteFormat: MarkdownFormat): boolean {
  if (/\.mdx$/i.test(file)) return frontMatterFormat !== 'md';
  const format = frontMatterFormat === 'md' || frontMatterFormat === 'mdx' ? frontMatterFormat : siteFormat;
  if (format !== 'detect') return format === 'mdx';
  return usesMdxSyntax(body);
}

/** Inline code spans: "`<Editor />`" in prose names a component, it does not render one. */
const CODE_SPAN = /(`+)[^`][\s\S]*?\1/g;

/** MDX syntax outside code blocks and code spans (code samples often show JSX that is not meant to run). */
export function usesMdxSyntax(body: string): boolean {
  if (!MDX_SYNTAX.test(body)) return false;
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1]!.startsWith(fence)) fence = undefined;
    } else if (open) fence = open[1];
    else if (MDX_SYNTAX.test(line.replace(CODE_SPAN, ''))) return true;
  }
  return false;
}
