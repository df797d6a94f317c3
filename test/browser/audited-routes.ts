/**
 * Which routes of a built site the axe audit loads (test/browser/axe-audit.ts). Every route that is not a doc is its
 * own template (the home page, a custom page, a static app, the search page) and is audited. Doc pages share one
 * template and differ by what their Markdown holds, so of them the audit loads the fewest that together show every
 * element look any doc page shows: an element's tag, classes, role, inline style and ARIA attributes, under its
 * parent's tag and classes (a highlighted code token, a table cell, a heading of a level, a sidebar link expanded or
 * current, an admonition of a kind). A look found on one doc alone makes that doc audited; a new component shown on
 * any doc page is audited without this file changing.
 */
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';

/** The looks of the elements in the body of a page's HTML, as described above. */
export function elementLooks(html: string): Set<string> {
  const looks = new Set<string>();
  const body = findBody(fromHtml(html));
  const visit = (parent: Element, parentLook: string) => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue;
      const look = ownLook(child);
      looks.add(`${parentLook} > ${look}`);
      visit(child, look);
    }
  };
  if (body) visit(body, 'body');
  return looks;
}

function findBody(node: Root | RootContent): Element | undefined {
  if (node.type === 'element' && node.tagName === 'body') return node;
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    const body = findBody(child);
    if (body) return body;
  }
  return undefined;
}

function ownLook(element: Element): string {
  const { className, role, style, ...rest } = element.properties;
  const classes = Array.isArray(className) ? [...className].map(String).sort().join('.') : '';
  const aria = Object.keys(rest)
    .filter((name) => name.startsWith('aria'))
    .sort()
    .join(',');
  return `${element.tagName}.${classes}[${String(role ?? '')}|${String(style ?? '')}|${aria}]`;
}

/**
 * Of `docs` (routes with their HTML, in a fixed order), the routes that together show every look any of them shows:
 * each time the one showing the most looks not shown yet (the first of equals), until none is left.
 */
export function docsShowingEveryLook(docs: { route: string; looks: Set<string> }[]): string[] {
  const unshown = new Set(docs.flatMap(({ looks }) => [...looks]));
  const chosen: string[] = [];
  while (unshown.size > 0) {
    let best = docs[0]!;
    let bestNew = -1;
    for (const doc of docs) {
      const fresh = [...doc.looks].filter((look) => unshown.has(look)).length;
      if (fresh > bestNew) [best, bestNew] = [doc, fresh];
    }
    chosen.push(best.route);
    for (const look of best.looks) unshown.delete(look);
  }
  return chosen;
}

/**
 * The routes of `routes` (a site's public routes) to audit: all but docs, and the docs that show every look; `htmlOf`
 * gives a route's HTML as the site serves it.
 */
export async function routesToAudit(
  routes: string[],
  docsBase: string,
  htmlOf: (route: string) => Promise<string>,
): Promise<string[]> {
  const isDoc = (route: string) => route.startsWith(docsBase);
  const docs = await Promise.all(
    routes.filter(isDoc).map(async (route) => ({ route, looks: elementLooks(await htmlOf(route)) })),
  );
  const audited = new Set(docsShowingEveryLook(docs));
  return routes.filter((route) => !isDoc(route) || audited.has(route));
}
