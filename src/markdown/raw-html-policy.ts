import type { Element, Root as HastRoot } from 'hast';
import type { VFile } from 'vfile';
import { warnAt } from './context.js';
import { walkType } from './walk.js';

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
  walkType<Element>(tree, 'element', (node, index, parent) => {
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
