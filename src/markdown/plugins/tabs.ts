import type { Code, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import npmToYarn from 'npm-to-yarn';
import { DEFAULT_NPM2YARN, type Npm2YarnOptions } from '../npm2yarn-options.js';
import { SKIP, walkType } from '../walk.js';
import { splitCodeTitle } from './code.js';

/**
 * Tabs from plain Markdown, rendered by the theme's `tabs` and `tab-item` (the same Tabs as MDX's `<Tabs>`, an
 * island that switches, syncs `groupId` and remembers): every panel is in the page's HTML, so it reads whole
 * without JavaScript.
 */
type TabsNode = { type: 'tabs'; children: TabItemNode[]; data: { hName: 'tabs'; hProperties: { groupId?: string } } };
type TabItemNode = {
  type: 'tabItem';
  children: RootContent[];
  data: { hName: 'tab-item'; hProperties: { value: string; label: string } };
};

type Tab = { label: string; value?: string; content: RootContent[] };

function tabs(items: Tab[], groupId?: string): TabsNode {
  const used = new Set<string>();
  const children = items.map(({ label, content, ...given }, index): TabItemNode => {
    // Two blocks under one title still get a tab each: a tab's value must be its own.
    const value = given.value ?? (used.has(label) ? `${label}-${index + 1}` : label);
    used.add(value);
    return { type: 'tabItem', children: content, data: { hName: 'tab-item', hProperties: { value, label } } };
  });
  return { type: 'tabs', children, data: { hName: 'tabs', hProperties: groupId ? { groupId } : {} } };
}

/**
 * VitePress's `::: code-group` (also `:::code-group{groupId="x"}`): each code block a tab, labelled by its title
 * (```` ```js [vite.config.js] ```` or `title="…"`), which then no longer shows above the code. Content that is not a
 * code block stays in the tab before it.
 */
export function toCodeGroup(node: ContainerDirective): void {
  const items: Tab[] = [];
  for (const child of node.children) {
    if (child.type === 'code')
      items.push({ label: takeCodeTitle(child) ?? codeLabel(child, items.length), content: [child] });
    else if (items.length > 0) items.at(-1)!.content.push(child);
    else items.push({ label: `Tab ${items.length + 1}`, content: [child] });
  }
  Object.assign(node, tabs(items, node.attributes?.groupId ?? undefined));
  delete (node as Partial<ContainerDirective>).name;
  delete (node as Partial<ContainerDirective>).attributes;
}

/** The code block's title, taken out of its fence: VitePress writes ```` ```[.env] ```` for a block with no language. */
function takeCodeTitle(code: Code): string | undefined {
  if (code.lang && /^\[.+\]$/.test(code.lang)) {
    const title = code.lang.slice(1, -1);
    code.lang = null;
    return title;
  }
  if (!code.meta) return undefined;
  const { title, rest } = splitCodeTitle(code.meta);
  code.meta = rest || null;
  return title;
}

function codeLabel(code: Code, index: number): string {
  return code.lang?.replace(/\{.*$/, '') || `Tab ${index + 1}`;
}

// Its types describe its CommonJS build, whose default is the module; Node loads its ES module, whose default is the function.
const convert = npmToYarn as unknown as typeof npmToYarn.default;

/** The tab labels of Docusaurus's npm2yarn package managers. */
const LABELS = { yarn: 'Yarn', pnpm: 'pnpm', bun: 'Bun' } as const;
/** Docusaurus's group: a reader who chose Yarn on a Docusaurus site keeps that choice here (same storage key). */
const NPM2YARN_GROUP = 'npm2yarn';

/**
 * A code block whose meta has `npm2yarn` (```` ```bash npm2yarn ````) becomes npm / Yarn / pnpm / Bun tabs (or the
 * `converters` given) with the commands converted as Docusaurus's npm2yarn converts them (`npm install x` → `yarn add
 * x`…), one group for the site unless `sync` is off. It runs after the site's remark plugins: a site that has
 * `@docusaurus/remark-plugin-npm2yarn` gets that plugin's tabs, with its options, and no second set from here.
 */
export function remarkNpm2Yarn(options: Npm2YarnOptions = DEFAULT_NPM2YARN) {
  return (tree: Root) => {
    walkType<Code>(tree, 'code', (node, index, parent) => {
      const words = node.meta?.split(/\s+/) ?? [];
      if (!words.includes('npm2yarn')) return;
      const meta = words.filter((word) => word !== 'npm2yarn').join(' ') || null;
      const npm: Code = { ...node, meta };
      // Values as Docusaurus names them (npm, yarn, pnpm, bun), so that the choice it stored holds here.
      const items: Tab[] = [
        { label: 'npm', value: 'npm', content: [npm] },
        ...options.converters.map((value) => ({
          label: LABELS[value],
          value,
          content: [{ ...npm, value: convert(node.value, value) }],
        })),
      ];
      parent.children[index] = tabs(items, options.sync ? NPM2YARN_GROUP : undefined) as unknown as RootContent;
      return SKIP;
    });
  };
}
