import type { Element, Root as HastRoot } from 'hast';
import type { VFile } from 'vfile';
import { warnAt } from './context.js';
import { SKIP, walkType } from './walk.js';

/**
 * What raw HTML in a doc may do. Elements and attributes pass as written and their text is escaped,
 * except what would behave differently on a full page load and after the client navigated to the
 * page, or change other pages' links; those are dropped, each with a warning where it was written:
 * - `<script>`: the browser runs it when it loads the HTML, but not when React renders the page
 *   after a click in the sidebar, so a script would work or not by how the reader arrived;
 * - `on…=` attributes (`onclick`): React renders no event handler from a string;
 * - `<base>`: it would redirect every relative link of the page, the theme's included.
 */
export function applyRawHtmlPolicy(tree: HastRoot, file: VFile): void {
  const warn = (node: Element, message: string) => warnAt(file, node.position?.start, message);
  const source = String(file.value);
  // A leading `# Title` becomes the page's title, shown as the text it was written as (`The <Editor> component`).
  const first = tree.children.find((child) => child.type === 'element');
  const title = first?.type === 'element' && first.tagName === 'h1' ? first : undefined;
  walkType<Element>(tree, 'element', (node, index, parent) => {
    // SVG and MathML have elements of their own.
    if (node.tagName === 'svg' || node.tagName === 'math') return SKIP;
    const inTitle = title !== undefined && isInside(node, title);
    if (!inTitle && !HTML_ELEMENTS.has(node.tagName) && !node.tagName.includes('-') && writtenAsHtml(node, source))
      warn(
        node,
        `<${node.tagName}> is read as an HTML element, which browsers do not know, so the text "<${node.tagName}>" does not show: write \\<${node.tagName}> or put it in \`code\``,
      );
    if (node.tagName === 'script' || node.tagName === 'base') {
      warn(
        node,
        node.tagName === 'script'
          ? '<script> in a doc is dropped: it would run on a full page load but not after navigating to the page; run the code from a theme component instead'
          : '<base> in a doc is dropped: it would redirect every relative link of the page',
      );
      parent.children.splice(index, 1);
      return index;
    }
    for (const key of Object.keys(node.properties)) {
      if (!/^on[A-Z]/.test(key)) continue;
      warn(
        node,
        `the ${key.toLowerCase()} attribute of <${node.tagName}> is dropped: event handlers in a doc do not run; use a theme component`,
      );
      delete node.properties[key];
    }
    return undefined;
  });
}

function isInside(node: Element, ancestor: Element): boolean {
  const at = node.position?.start.offset;
  const from = ancestor.position?.start.offset;
  const to = ancestor.position?.end.offset;
  return at !== undefined && from !== undefined && to !== undefined && at > from && at < to;
}

/** Raw HTML of the doc, not an element of docgen's own (an admonition, a badge) made from Markdown there. */
function writtenAsHtml(node: Element, source: string): boolean {
  const offset = node.position?.start.offset;
  const tag = `<${node.tagName}`;
  return offset !== undefined && source.slice(offset, offset + tag.length).toLowerCase() === tag;
}

/** The elements of HTML (the living standard's, and the obsolete ones browsers still render). */
const HTML_ELEMENTS = new Set(
  (
    'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col ' +
    'colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 ' +
    'h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link main map mark menu meta ' +
    'meter nav noscript object ol optgroup option output p param picture pre progress q rp rt ruby s samp script ' +
    'search section select slot small source span strong style sub summary sup table tbody td template textarea ' +
    'tfoot th thead time title tr track u ul var video wbr center font big strike tt acronym marquee nobr'
  ).split(' '),
);
