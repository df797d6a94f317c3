import path from 'node:path';
import type { Element, Root } from 'hast';
import { walkType } from '../markdown/walk.js';
import type { ScopeRenderData } from '../render/render-page.js';

/** The property that carries, to the page's link check, the file a relative URL was written in. */
export const FROM_PROPERTY = 'dataDocgenFrom';

const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|\/|#|@site\/)/i;
/** A link to a Markdown file, by a path relative to the file it is written in or from a content folder. */
const MARKDOWN_FILE = /^(?![a-z][a-z0-9+.-]*:|\/\/|#|@site\/)[^?#]*\.mdx?(?:[?#]|$)/i;

/**
 * A partial's relative links are relative to the partial, as in Docusaurus, and its Markdown file links name the
 * docs of its own folder, but it renders inside the doc that imports it: each relative link and image, and each
 * Markdown file link, of an MDX file is marked with the file (site-relative) it is written in.
 */
export function rehypeMarkSourceFile(options: { label: string }) {
  return (tree: Root) => {
    walkType<Element>(tree, 'element', (node) => {
      const attribute =
        node.tagName === 'a' || node.tagName === 'link-card' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
      const url = attribute && node.properties[attribute];
      if (typeof url === 'string' && url !== '' && (RELATIVE.test(url) || MARKDOWN_FILE.test(url)))
        node.properties[FROM_PROPERTY] = options.label;
    });
  };
}

/**
 * Docusaurus compiles a Markdown file with the loader of the content plugin whose folders hold it, and resolves its
 * Markdown file links against that plugin's docs (the version's, in the build's locale): a partial of `docs/`
 * imported by a doc of another instance links into `docs/`. For such a link written in `from` (site-relative, not
 * the doc itself), the scope of the page's locale whose folders hold `from`, and `from`'s path in that folder.
 */
export function markdownLinkOwner(
  url: string,
  from: string,
  scopes: Record<string, ScopeRenderData>,
  locale: string | undefined,
): { scope: ScopeRenderData; docPath: string } | undefined {
  if (!MARKDOWN_FILE.test(url)) return undefined;
  for (const scope of Object.values(scopes)) {
    if (scope.locale !== locale) continue;
    const folder = scope.folders.find((f) => from.startsWith(`${f}/`));
    if (folder !== undefined) return { scope, docPath: from.slice(folder.length + 1) };
  }
  return undefined;
}

/** A relative URL written in `from`, rewritten relative to `doc` (both site-relative files); other URLs as they are. */
export function rebaseUrl(url: string, from: string | undefined, doc: string): string {
  if (!from || from === doc || !RELATIVE.test(url)) return url;
  const cut = url.search(/[?#]/);
  const pathPart = cut === -1 ? url : url.slice(0, cut);
  if (pathPart === '') return url;
  const target = path.posix.join(path.posix.dirname(from), pathPart);
  const relative = path.posix.relative(path.posix.dirname(doc), target);
  return `${relative.startsWith('.') ? '' : './'}${relative}${cut === -1 ? '' : url.slice(cut)}`;
}
