import type { Element, Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import type { ImageSize } from '../../assets/image-sizes.js';
import { decodeSafe } from '../../util/decode.js';
import type { SiteLinkContext } from '../context.js';
import { walk } from '../walk.js';

const LAZY = { loading: 'lazy', decoding: 'async' } as const;

/**
 * Every image of a page but its first loads as the reader scrolls near it (`loading="lazy"`) and is decoded off the
 * main thread (`decoding="async"`): the first is likely in view, where loading it lazily would delay the page's
 * largest paint. Markdown images, raw HTML `<img>` and an MDX doc's JSX `<img>` alike; an author's own value stays.
 *
 * A local image (beside the doc or in the static folder) also gets the `width` and `height` of its file, so the
 * browser keeps its place before it loads and the text below does not move. Runs after `rehypeLinks`, on the URL
 * written into the page; an MDX doc's images are only known once rendered (`sizeImagesInHtml`).
 */
export function rehypeImages() {
  return (tree: Root, file: VFile) => {
    const site = file.data.site;
    let first = true;
    walk(tree, (node) => {
      if (node.type === 'element' && (node as Element).tagName === 'img') {
        const { properties } = node as Element;
        if (site && typeof properties.src === 'string')
          Object.assign(properties, sizeAttributes(properties.src, properties.width, properties.height, site));
        if (first) return void (first = false);
        for (const [name, value] of Object.entries(LAZY)) properties[name] ??= value;
      } else if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        (node as MdxJsxFlowElementHast).name === 'img'
      ) {
        if (first) return void (first = false);
        const { attributes } = node as MdxJsxFlowElementHast | MdxJsxTextElementHast;
        for (const [name, value] of Object.entries(LAZY))
          if (!attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name))
            attributes.push({ type: 'mdxJsxAttribute', name, value });
      }
    });
  };
}

/** An `<img>` tag as React writes it: attribute values are quoted with `"` and never hold `<` or `>`. */
const IMG_TAG = /<img\b[^>]*>/g;

/** Width and height for the local images of a rendered page (an MDX doc), as `rehypeImages` gives Markdown's. */
export function sizeImagesInHtml(html: string, site: SiteLinkContext): string {
  if (!site.imageSizes) return html;
  return html.replace(IMG_TAG, (tag) => {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const src = attribute('src');
    if (src === undefined) return tag;
    const added = sizeAttributes(decodeEntities(src), attribute('width'), attribute('height'), site);
    const extra = Object.entries(added)
      .map(([name, value]) => ` ${name}="${value}"`)
      .join('');
    return extra ? tag.replace(/\s*\/?>$/, `${extra}/>`) : tag;
  });
}

/**
 * What to add to an image so its box has the file's shape: both sides when the author gave neither, the other
 * side in proportion when the author gave one in pixels, nothing when the author gave both or a size such as "50%".
 */
function sizeAttributes(
  src: string,
  width: unknown,
  height: unknown,
  site: SiteLinkContext,
): { width?: number; height?: number } {
  if (width != null && height != null) return {};
  const size = localImageSize(src, site);
  if (!size) return {};
  const [fileWidth, fileHeight] = size;
  if (width == null && height == null) return { width: fileWidth, height: fileHeight };
  const given = pixels(width ?? height);
  if (given === undefined) return {};
  return width != null
    ? { height: Math.round((given * fileHeight) / fileWidth) }
    : { width: Math.round((given * fileWidth) / fileHeight) };
}

function pixels(value: unknown): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)(?:px)?\s*$/.exec(String(value));
  return match ? Number(match[1]) : undefined;
}

/** The size of the site's image a URL written into a page names (base URL and all), if it is one. */
function localImageSize(src: string, site: SiteLinkContext): ImageSize | undefined {
  if (!site.imageSizes || !src.startsWith('/') || src.startsWith('//')) return undefined;
  const pathPart = src.replace(/[?#].*$/, '');
  const base = site.baseUrl.replace(/\/$/, '');
  if (base && !pathPart.startsWith(`${base}/`)) return undefined;
  return site.imageSizes[decodeSafe(pathPart.slice(base.length))];
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name]!);
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' };
