import path from 'node:path';
import type { Element, Root } from 'hast';
import { walkType } from '../walk.js';
import type { VFile } from 'vfile';
import { positionInFile, type FoundLink, type LinkKind, type PageMarkdownInput, type SiteLinkContext } from '../context.js';
import { SCHEME, withBaseUrl } from '../../routes/urls.js';
import { decodeSafe } from '../../util/decode.js';

/**
 * Rewrites relative `.md` links to the route of the doc they name, prefixes site paths with the
 * base URL, and records every link and image with its position for the link check. An image without
 * alt text is reported: readers who cannot see it would get nothing.
 */
export function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const input = file.data.input!;
    const site = file.data.site!;
    const result = file.data.result!;
    walkType<Element>(tree, 'element', (node) => {
      const attribute = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
      if (!attribute) return;
      const raw = node.properties[attribute];
      if (typeof raw !== 'string') return;
      const kind: LinkKind = attribute === 'href' ? 'link' : 'image';
      const { line, column } = positionInFile(node.position?.start, input.bodyLine);
      const found: FoundLink = { kind, url: raw, line, column };
      result.links.push(found);
      if (kind === 'image' && !String(node.properties.alt ?? '').trim()) {
        result.warnings.push({ message: `image ${raw} has no alt text: say what it shows, as in ![a diagram of …](${raw})`, line, column });
      }

      if (SCHEME.test(raw) || raw.startsWith('//')) {
        if (kind === 'link' && /^https?:/i.test(raw)) node.properties.rel = ['noopener', 'noreferrer'];
        return;
      }
      const [pathPart = '', hash = ''] = splitHash(raw);
      if (pathPart === '') {
        found.target = { path: input.route, hash };
        return;
      }
      let targetPath: string;
      const doc = docLinkTarget(pathPart, input, site);
      if (doc) {
        if (doc.route === undefined) {
          found.missingDoc = true;
          found.target = { path: doc.docPath, hash };
          return;
        }
        targetPath = doc.route;
      } else if (pathPart.startsWith('/')) {
        targetPath = pathPart;
      } else {
        // Relative to the page's URL, which the browser treats as a file in its parent folder.
        targetPath = path.posix.normalize(path.posix.join(path.posix.dirname(input.route), pathPart));
      }
      found.target = { path: targetPath, hash };
      const isRoute = kind === 'link' && !path.posix.extname(targetPath);
      found.href = withBaseUrl(targetPath, site.baseUrl, isRoute ? site.trailingSlash : undefined) + (hash ? `#${hash}` : '');
      node.properties[attribute] = found.href;
    });
  };
}

/** For a relative link to a Markdown file, the doc file it names (relative to the docs folder) and that doc's route, if it exists. */
export function docLinkTarget(pathPart: string, input: PageMarkdownInput, site: SiteLinkContext): { docPath: string; route?: string } | undefined {
  if (!/\.mdx?$/i.test(pathPart) || pathPart.startsWith('/')) return undefined;
  const docPath = path.posix.normalize(path.posix.join(path.posix.dirname(input.docPath), decodeSafe(pathPart)));
  return { docPath, route: site.routeByDocPath[docPath] };
}

export function splitHash(url: string): [string, string] {
  const at = url.indexOf('#');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}
