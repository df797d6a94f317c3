import type { Definition, Image, Link, Root } from 'mdast';
import { walk } from '../walk.js';
import type { VFile } from 'vfile';
import { markdownUrlFor, SCHEME, withBaseUrl } from '../../shared/urls.js';
import type { PageMarkdownInput, SiteLinkContext } from '../context.js';
import { colocatedAsset, docLinkTarget, splitHash } from './links.js';

/**
 * Finds the links of the Markdown source that would break once the source is served beside its page:
 * `.md` links name source files (which are served under their routes' names) and site paths lack the
 * base URL. Each is recorded as an edit of the source text, which `markdownSource` applies.
 */
export function remarkSourceLinks() {
  return (tree: Root, file: VFile) => {
    const input = file.data.input!;
    const site = file.data.site!;
    const text = String(file.value);
    walk(tree, (visited) => {
      if (visited.type !== 'link' && visited.type !== 'image' && visited.type !== 'definition') return;
      const node = visited as Link | Image | Definition;
      const { url } = node;
      const replacement = servedUrl(url, input, site);
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (replacement === undefined || replacement === url || start === undefined || end === undefined) return;
      // The destination comes after the link text (or the image's alt, or the definition's label).
      const textEnd =
        node.type === 'link'
          ? (node.children[node.children.length - 1]?.position?.end.offset ?? start)
          : text.indexOf(']', start);
      const at = text.indexOf(url, Math.max(start, textEnd));
      if (at === -1 || at + url.length > end) return;
      file.data.result!.sourceEdits.push({ at, length: url.length, text: replacement });
    });
  };
}

/** A link's URL as the served source needs it, or undefined to keep it as written. */
export function servedUrl(url: string, input: PageMarkdownInput, site: SiteLinkContext): string | undefined {
  if (SCHEME.test(url) || url.startsWith('//')) return undefined;
  const [pathPart, hash] = splitHash(url);
  const suffix = hash ? `#${hash}` : '';
  const asset = colocatedAsset(pathPart, input, site);
  if (asset) return withBaseUrl(`/${encodeURI(asset)}`, site.baseUrl) + suffix;
  const doc = docLinkTarget(pathPart, input, site);
  if (doc?.route !== undefined) return markdownUrlFor(doc.route, site.baseUrl) + suffix;
  if (pathPart.startsWith('/')) return withBaseUrl(pathPart, site.baseUrl) + suffix;
  return undefined;
}
