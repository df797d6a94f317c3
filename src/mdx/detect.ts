import type { DocSource } from '../shared/model.js';

/** How docs are read: `detect` compiles a `.md` file as MDX only when it uses MDX syntax, as Docusaurus's option of that name. */
export type MarkdownFormat = 'detect' | 'md' | 'mdx';

/**
 * An `import`/`export` line, a capitalised JSX element such as `<Tabs>` or `<Foo.Bar />`, the opening of an MDX
 * comment, or a self-closed HTML element.
 */
const MDX_SYNTAX = /^(?:import|export)\s|<[A-Z][\w.]*(?:[\s/>]|$)|\{\/\*|\/>/m;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** What `usesMdxSyntax` answered for bodies scanned before, by earlier builds (the build cache's). */
export interface MdxScanMemo {
  scanned(body: string, scan: (body: string) => boolean): boolean;
}

let scans: MdxScanMemo | undefined;

/** The scans a build starts from: its cache's, or none. */
export function rememberMdxScans(memo: MdxScanMemo | undefined): void {
  scans = memo;
}

/** Each doc's answer under the site's format: watch mode asks for every doc after each edit, and most are as they were. */
const answers = new WeakMap<DocSource, { siteFormat: MarkdownFormat; mdx: boolean }>();

/** `isMdxDoc` for a doc as read, remembered while the doc object stays the same. */
export function isMdxSource(doc: DocSource, siteFormat: MarkdownFormat): boolean {
  const known = answers.get(doc);
  if (known?.siteFormat === siteFormat) return known.mdx;
  const byFormat = mdxByFormat(doc.file, (doc.frontMatter as { format?: unknown }).format, siteFormat);
  // A doc whose file was not read again says what its body was found to use when it was.
  const mdx = byFormat ?? doc.outlined?.mdxSyntax ?? scannedMdxSyntax(doc.body);
  answers.set(doc, { siteFormat, mdx });
  return mdx;
}

/** Whether a doc is compiled as MDX: `.mdx` always; `.md` by front matter `format`, else by the site's format. */
export function isMdxDoc(file: string, body: string, frontMatterFormat: unknown, siteFormat: MarkdownFormat): boolean {
  return mdxByFormat(file, frontMatterFormat, siteFormat) ?? scannedMdxSyntax(body);
}

/** `isMdxDoc` where the file's name and the formats decide; undefined where the body does (`detect`). */
function mdxByFormat(file: string, frontMatterFormat: unknown, siteFormat: MarkdownFormat): boolean | undefined {
  if (/\.mdx$/i.test(file)) return frontMatterFormat !== 'md';
  const format = frontMatterFormat === 'md' || frontMatterFormat === 'mdx' ? frontMatterFormat : siteFormat;
  return format === 'detect' ? undefined : format === 'mdx';
}

/** `usesMdxSyntax`, answered from the scans of earlier builds where they scanned the same body. */
export function scannedMdxSyntax(body: string): boolean {
  return scans ? scans.scanned(body, usesMdxSyntax) : usesMdxSyntax(body);
}

/** Inline code spans: "`<Editor />`" in prose names a component, it does not render one. */
const CODE_SPAN = /(`+)[^`][\s\S]*?\1/g;

/** An element opened (`<Tabs …>`) or self-closed (`<Tabs … />`); a JSX attribute may hold `{…}` (an object in it too) with `>` inside. */
const ELEMENT = /<([A-Z][\w.]*)(?:\s(?:[^<>{}]|\{(?:[^{}]|\{[^{}]*\})*\})*?)?(\/?)>/g;

/** An HTML element written self-closed, `<a id="faq" />`. */
const SELF_CLOSED_HTML = /<([a-z][\w-]*)(?:\s[^<>]*)?\/>/g;

/** HTML's void elements: `<br />` means the same in HTML as in MDX. */
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/**
 * MDX syntax outside code blocks and code spans (code samples often show JSX that is not meant to run): an
 * `import`/`export` line, a capitalised element that is self-closed or closed later, an MDX comment, or an HTML
 * element other than a void one written self-closed. A lone `<Editor>` in prose ("the <Editor> component") is a name
 * written in angle brackets, which CommonMark shows as text. Docusaurus 3 reads every `.md` file as MDX: there an MDX
 * comment is hidden and `<a id="faq" />` is an empty anchor, where CommonMark would show the comment and let the
 * anchor, an HTML start tag, wrap the rest of the page.
 */
export function usesMdxSyntax(body: string): boolean {
  if (!MDX_SYNTAX.test(body)) return false;
  let fence: string | undefined;
  const prose: string[] = [];
  for (const line of body.split('\n')) {
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1]!.startsWith(fence)) fence = undefined;
    } else if (open) fence = open[1];
    else if (/^(?:import|export)\s/.test(line)) return true;
    else prose.push(line.replace(CODE_SPAN, ''));
  }
  const text = prose.join('\n');
  if (text.includes('{/*')) return true;
  for (const [, name] of withoutSvg(text).matchAll(SELF_CLOSED_HTML)) if (!VOID.has(name!)) return true;
  for (const [, name, selfClosed] of text.matchAll(ELEMENT)) {
    if (selfClosed === '/' || text.includes(`</${name}>`)) return true;
  }
  return false;
}

/** The text without its SVG drawings, whose shapes are self-closed in HTML too; in one pass, however many are unclosed. */
function withoutSvg(text: string): string {
  let kept = '';
  let from = 0;
  for (let open = text.indexOf('<svg', from); open !== -1; open = text.indexOf('<svg', from)) {
    const close = text.indexOf('</svg>', open);
    if (close === -1) break;
    kept += text.slice(from, open);
    from = close + '</svg>'.length;
  }
  return kept + text.slice(from);
}
