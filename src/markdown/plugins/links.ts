import path from 'node:path';
import type { Element, Root } from 'hast';
import type { ImageReference, Root as MdastRoot } from 'mdast';
import { walkType } from '../walk.js';
import type { VFile } from 'vfile';
import {
  positionInFile,
  type FoundLink,
  type LinkKind,
  type MarkdownResult,
  type PageMarkdownInput,
  type SiteLinkContext,
} from '../context.js';
import { SCHEME, pathInPageLocale, withBaseUrl } from '../../shared/urls.js';
import { decodeSafe } from '../../util/decode.js';

/** The attribute of each element that names a link or a file: what the link check and the asset copy look at. */
const URL_ATTRIBUTES: Record<string, { attribute: string; kind: LinkKind }[]> = {
  a: [{ attribute: 'href', kind: 'link' }],
  // The component kit's link card (see kit.ts).
  'link-card': [{ attribute: 'href', kind: 'link' }],
  img: [{ attribute: 'src', kind: 'image' }],
  video: [
    { attribute: 'src', kind: 'image' },
    { attribute: 'poster', kind: 'image' },
  ],
  audio: [{ attribute: 'src', kind: 'image' }],
  source: [{ attribute: 'src', kind: 'image' }],
  track: [{ attribute: 'src', kind: 'image' }],
};

/** The property that marks an `<img>` written as a reference (`![alt][label]`, see `remarkImageReferences`). */
export const REFERENCE_PROPERTY = 'dataDocgenReference';

/**
 * Marks each image written as a reference (`![alt][label]`, its URL in a `[label]: url` line): Docusaurus resolves and
 * checks only images written inline (its `transformImage` visits those alone) and writes a reference's URL into the
 * page as it is, so `rehypeLinks` says where docgen's page differs and does not fail the build for one.
 */
export function remarkImageReferences() {
  return (tree: MdastRoot) => {
    walkType<ImageReference>(tree, 'imageReference', (node) => {
      const data = (node.data ??= {});
      data.hProperties = { ...data.hProperties, [REFERENCE_PROPERTY]: true };
    });
  };
}

/**
 * Rewrites relative `.md` links to the route of the doc they name, and links to files next to the docs
 * (`./media/x.png`, `<img src>` and `<video src>` in raw HTML too) to their content-named copies; prefixes
 * site paths with the base URL, and records every link and file with its position for the link check.
 * An image without alt text is reported: readers who cannot see it would get nothing.
 */
export function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const input = file.data.input!;
    const site = file.data.site!;
    const result = file.data.result!;
    walkType<Element>(tree, 'element', (node) => {
      for (const { attribute, kind } of URL_ATTRIBUTES[node.tagName] ?? []) {
        const found = rewriteUrl(node, attribute, kind, input, site, result);
        if (found?.reference) noteReferenceImage(found, site, result);
      }
    });
  };
}

function rewriteUrl(
  node: Element,
  attribute: string,
  kind: LinkKind,
  input: PageMarkdownInput,
  site: SiteLinkContext,
  result: MarkdownResult,
): FoundLink | undefined {
  const raw = node.properties[attribute];
  if (typeof raw !== 'string') return undefined;
  const { line, column } = positionInFile(node.position?.start, input.bodyLine);
  const found: FoundLink = { kind, url: raw, line, column };
  result.links.push(found);
  // rehype-raw's pass writes the mark as an attribute and reads it back as "".
  if (node.properties[REFERENCE_PROPERTY] != null) {
    delete node.properties[REFERENCE_PROPERTY];
    found.reference = true;
  }
  if (node.tagName === 'img' && !String(node.properties.alt ?? '').trim()) {
    result.warnings.push({
      message: `image ${raw} has no alt text: say what it shows, as in ![a diagram of …](${raw})`,
      line,
      column,
    });
  }

  // Docusaurus's escape hatch: `pathname:///files/a.html` is a path of the site that no rule rewrites.
  if (raw.startsWith('pathname://')) {
    const [sitePath = '', hash = ''] = splitHash(raw.slice('pathname://'.length));
    found.target = { path: sitePath || '/', hash };
    found.href = withBaseUrl(sitePath || '/', site.baseUrl) + (hash ? `#${hash}` : '');
    node.properties[attribute] = found.href;
    return found;
  }
  if (SCHEME.test(raw) || raw.startsWith('//')) {
    if (kind === 'link' && /^https?:/i.test(raw)) node.properties.rel = ['noopener', 'noreferrer'];
    return found;
  }
  const [withQuery = '', hash = ''] = splitHash(raw);
  // A query (`/docs/app?tab=mode#user`) is for the page's script: the route is the path before it, and it stays in
  // the address after the path docgen writes.
  const queryAt = withQuery.indexOf('?');
  const pathPart = queryAt === -1 ? withQuery : withQuery.slice(0, queryAt);
  const suffix = (queryAt === -1 ? '' : withQuery.slice(queryAt)) + (hash ? `#${hash}` : '');
  if (pathPart === '') {
    found.target = { path: input.route, hash };
    return found;
  }
  const asset = colocatedAsset(pathPart, input, site);
  if (asset) {
    found.asset = asset;
    found.target = { path: `/${asset}`, hash: '' };
    found.href = withBaseUrl(`/${encodeURI(asset)}`, site.baseUrl) + suffix;
    node.properties[attribute] = found.href;
    return found;
  }
  let targetPath: string;
  const doc = docLinkTarget(
    site.dialect === 'vitepress' ? vitepressDocLink(pathPart, input, site) : pathPart,
    input,
    site,
  );
  if (doc) {
    if (doc.route === undefined) {
      found.missingDoc = true;
      found.target = { path: doc.docPath, hash };
      return found;
    }
    targetPath = doc.route;
  } else if (pathPart.startsWith('/')) {
    // A site path leads into the page's locale, as `@docusaurus/Link` does (Docusaurus renders Markdown links with it).
    targetPath = kind === 'link' ? pathInPageLocale(withoutBaseUrl(pathPart, site.baseUrl), site) : pathPart;
  } else {
    // Relative to the page's URL (the base URL in it: `../../docs/x` may climb into it), which the browser treats
    // as a file in its parent folder, or as the folder itself where the address ends in "/": every page's under
    // `trailingSlash: true`, a folder index's (or a slug's written so) when the policy is unset, none under `false`.
    const pageUrl = withBaseUrl(input.route, site.baseUrl);
    const asFolder = site.trailingSlash ?? input.folderUrl === true;
    const folder = asFolder ? pageUrl : path.posix.dirname(pageUrl);
    const url = path.posix.normalize(path.posix.join(folder, pathPart));
    targetPath = withoutBaseUrl(url, site.baseUrl);
    if (path.posix.extname(pathPart)) found.besideDoc = besideDoc(pathPart, input);
  }
  found.target = { path: targetPath, hash };
  const isRoute = kind === 'link' && !path.posix.extname(targetPath);
  found.href = withBaseUrl(targetPath, site.baseUrl, isRoute ? site.trailingSlash : undefined) + suffix;
  node.properties[attribute] = found.href;
  return found;
}

/**
 * Docusaurus writes an image reference's URL into its page as it is: where docgen shows a file from another URL (the
 * copy of a file beside the doc, `pathname://`'s path, a site path under the base URL), Docusaurus's readers get no
 * image, and the author hears of the difference.
 */
function noteReferenceImage(found: FoundLink, site: SiteLinkContext, result: MarkdownResult): void {
  const { url, href } = found;
  const differs =
    found.asset !== undefined || url.startsWith('pathname://') || (url.startsWith('/') && site.baseUrl !== '/');
  if (!differs || href === undefined) return;
  result.warnings.push({
    message:
      `image ${url} is written as a reference (![…][label]), whose URL Docusaurus writes into its page as it is, where ` +
      `it shows no image; docgen shows ${href}: write the image inline, ![…](${url}), for both to show it`,
    line: found.line,
    column: found.column,
  });
}

/**
 * VitePress links to a page by its source path without extension (`./features`), with `.html`
 * (`/guide/api-plugin.html`) or by its folder (`/guide/`): each names a Markdown file when that file is a doc.
 */
function vitepressDocLink(pathPart: string, input: PageMarkdownInput, site: SiteLinkContext): string {
  const ext = path.posix.extname(pathPart);
  if (ext !== '' && ext !== '.html') return pathPart;
  const base = pathPart.endsWith('/') ? `${pathPart}index` : pathPart.replace(/\.html$/, '');
  const asDoc = `${base}.md`;
  return docLinkTarget(asDoc, input, site)?.route !== undefined ? asDoc : pathPart;
}

/**
 * Docusaurus's `useBaseUrl` does not add the base URL to a link that starts with it already: with the base URL
 * `/docs/`, `[themes](/docs/theming/themes)` is the site path `/theming/themes`, as the author meant.
 */
function withoutBaseUrl(sitePath: string, baseUrl: string): string {
  if (baseUrl === '/') return sitePath;
  if (sitePath === baseUrl.replace(/\/$/, '')) return '/';
  return sitePath.startsWith(baseUrl) ? `/${sitePath.slice(baseUrl.length)}` : sitePath;
}

/** Where a relative path written in a doc points in the docs folder (posix, relative to it). */
function besideDoc(pathPart: string, input: PageMarkdownInput): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(input.docPath), decodeSafe(pathPart.split('?')[0]!)));
}

/**
 * The output path of the docs-folder file a relative path names, when there is one. A translated doc's file is
 * looked for beside it, in the translated folder: a path out of that folder (to `src/`) from the site's folder.
 */
export function colocatedAsset(pathPart: string, input: PageMarkdownInput, site: SiteLinkContext): string | undefined {
  if (!site.assets || pathPart.startsWith('/') || /\.mdx?$/i.test(pathPart)) return undefined;
  const { docsPath, translation } = site;
  // Docusaurus resolves `@site/src/…/x.png` from the site's folder.
  if (pathPart.startsWith('@site/') && docsPath !== undefined)
    return siteFileAsset(path.posix.normalize(decodeSafe(pathPart.slice('@site/'.length))), site);
  const beside = besideDoc(pathPart, input);
  if (!input.translated || !translation || docsPath === undefined) return site.assets[beside];
  return beside.startsWith('../')
    ? siteFileAsset(path.posix.join(translation.docsPath, beside), site)
    : translation.assets[beside];
}

/** The output path of a file of the docs folder (or the translated folder) named by its path from the site's folder. */
function siteFileAsset(sitePath: string, site: SiteLinkContext): string | undefined {
  const { translation } = site;
  const inTranslation = translation && path.posix.relative(translation.docsPath, sitePath);
  if (inTranslation && !inTranslation.startsWith('../')) return translation.assets[inTranslation];
  return site.assets?.[path.posix.relative(site.docsPath ?? '', sitePath)];
}

/**
 * For a link to a Markdown file, the doc file it names (relative to the docs folder) and that doc's route, if
 * it exists. As in Docusaurus, a relative path is tried from the linking file's folder, then from the docs
 * folder (`api/Store.md` from any page), then from the site's folder (`docs/api/Store.md`); a path starting
 * with "/" from the docs folder, then from the site's folder; a site path that names no doc is left to the static folder.
 */
export function docLinkTarget(
  pathPart: string,
  input: PageMarkdownInput,
  site: SiteLinkContext,
): { docPath: string; route?: string } | undefined {
  if (!/\.mdx?$/i.test(pathPart)) return undefined;
  const decoded = decodeSafe(pathPart);
  const fromSite = (sitePath: string) =>
    site.docsPath ? [path.posix.relative(site.docsPath, path.posix.normalize(sitePath))] : [];
  const candidates = decoded.startsWith('/')
    ? [decoded.slice(1), ...fromSite(decoded.slice(1))]
    : [path.posix.join(path.posix.dirname(input.docPath), decoded), decoded, ...fromSite(decoded)];
  const docPaths = candidates.map((c) => path.posix.normalize(c)).filter((c) => !c.startsWith('../'));
  const found = docPaths.find((docPath) => site.routeByDocPath[docPath] !== undefined);
  if (!found && site.routeBySitePath && site.docsPath !== undefined) {
    const sitePath = decoded.startsWith('/')
      ? path.posix.normalize(decoded.slice(1))
      : path.posix.join(site.docsPath, path.posix.dirname(input.docPath), decoded);
    const route = site.routeBySitePath[sitePath];
    if (route) return { docPath: sitePath, route };
  }
  // A site path that names no doc may be a file of the static folder.
  if (!found && decoded.startsWith('/')) return undefined;
  return { docPath: found ?? docPaths[0] ?? decoded, route: found && site.routeByDocPath[found] };
}

export function splitHash(url: string): [string, string] {
  const at = url.indexOf('#');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}
