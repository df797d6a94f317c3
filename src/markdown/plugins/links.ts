import path from 'node:path';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { FoundLink, LinkKind } from '../context.js';
import { withBaseUrl } from '../../routes/urls.js';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Rewrites relative `.md` links to the route of the doc they name, prefixes site paths with the
 * base URL, and records every link and image with its position for the link check.
 */
export function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const input = file.data.input!;
    const site = file.data.site!;
    const result = file.data.result!;
    visit(tree, 'element', (node: Element) => {
      const attribute = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
      if (!attribute) return;
      const raw = node.properties[attribute];
      if (typeof raw !== 'string') return;
      const kind: LinkKind = attribute === 'href' ? 'link' : 'image';
      const line = (node.position?.start.line ?? 1) + input.bodyLine - 1;
      const column = node.position?.start.column ?? 1;
      const found: FoundLink = { kind, url: raw, line, column };
      result.links.push(found);

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
      if (/\.mdx?$/i.test(pathPart) && !pathPart.startsWith('/')) {
        const docPath = path.posix.normalize(path.posix.join(path.posix.dirname(input.docPath), decodeURI(pathPart)));
        const route = site.routeByDocPath[docPath];
        if (route === undefined) {
          found.missingDoc = true;
          found.target = { path: docPath, hash };
          return;
        }
        targetPath = route;
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

function splitHash(url: string): [string, string] {
  const at = url.indexOf('#');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}
