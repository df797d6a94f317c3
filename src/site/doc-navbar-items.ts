import type { NavbarItem } from '../config/schema.js';
import { DocgenError } from '../errors.js';
import type { DocItemTargets, NavLink } from '../shared/model.js';
import { sidebarLinks } from '../shared/sidebar-links.js';
import type { DocsPlan } from '../sources/docs/plan-docs.js';

/*
 * Navbar `doc` and `docSidebar` items, as Docusaurus's DocNavbarItem and DocSidebarNavbarItem show them: each leads
 * to its doc (or its sidebar's first doc) in the version being read, else in the reader's preferred version, else in
 * the last; the page picks among the versions resolved here (see `pageNavbarItems`).
 */

type DocItem = Extract<NavbarItem, { type: 'doc' }>;
type DocSidebarItem = Extract<NavbarItem, { type: 'docSidebar' }>;

export interface DocItemContext {
  configFile: string;
  /** A link to a route of the page's locale, marked active under `activeBasePath` (a path as the config writes it). */
  link: (label: string, route: string, activeBasePath: string | undefined) => NavLink;
}

/**
 * The item as a link to the last version's doc, carrying its doc in every version (of `versions`, the instance's
 * plans, the last among them) that has it; nothing for a draft doc. The doc must be in the last version, as
 * Docusaurus needs it there to render the item on pages outside the docs.
 */
export function docNavbarLink(
  item: DocItem | DocSidebarItem,
  keyPath: string,
  versions: DocsPlan[],
  ctx: DocItemContext,
): NavLink | undefined {
  const last = versions.find((v) => v.content.version.isLast)!;
  const targets: Record<string, Target> = {};
  for (const plan of versions) {
    const found = item.type === 'doc' ? docTarget(item, plan) : sidebarTarget(item, plan);
    if (found) targets[plan.content.version.name] = found;
  }
  const lastName = last.content.version.name;
  const main = targets[lastName];
  if (!main) {
    if (item.type === 'doc' && last.content.draftIds.includes(item.docId)) return undefined;
    throw missing(item, keyPath, last, ctx.configFile);
  }
  const { href, activeBasePath } = ctx.link(main.label, main.route, item.activeBasePath);
  const withHref: DocItemTargets['versions'] = Object.fromEntries(
    Object.entries(targets).map(([name, t]) => [
      name,
      {
        href: ctx.link(t.label, t.route, undefined).href,
        label: t.label,
        ...(t.sidebarId && { sidebarId: t.sidebarId }),
        ...(t.unlisted && { unlisted: true as const }),
      },
    ]),
  );
  return {
    label: main.label,
    href,
    external: false,
    ...(activeBasePath && { activeBasePath }),
    doc: { pluginId: last.content.instance.id, last: lastName, versions: withHref },
  };
}

interface Target {
  route: string;
  label: string;
  sidebarId?: string;
  unlisted?: boolean;
}

/** Without a label of its own, the item shows the doc's id, as Docusaurus's DocNavbarItem does (`label ?? doc.id`). */
function docTarget(item: DocItem, plan: DocsPlan): Target | undefined {
  const doc = plan.content.docs.find((d) => d.id === item.docId);
  if (!doc) return undefined;
  const sidebarId = plan.placements.get(doc.id)?.sidebarId;
  return {
    route: doc.route,
    label: item.label ?? doc.id,
    ...(sidebarId && { sidebarId }),
    ...(doc.frontMatter.unlisted === true && { unlisted: true }),
  };
}

/** The sidebar's first doc, labelled as the sidebar labels it where the item has no label. */
function sidebarTarget(item: DocSidebarItem, plan: DocsPlan): Target | undefined {
  const sidebar = plan.sidebarsByName.get(item.sidebarId);
  const first = sidebar && sidebarLinks(sidebar.items).find((l) => l.docId);
  // The first entry may be a category's generated index, a page of the plan that no file wrote.
  const doc = first && plan.docs.find((d) => d.id === first.docId);
  if (!sidebar || !doc) return undefined;
  return { route: doc.route, label: item.label ?? first!.label, sidebarId: sidebar.id };
}

function missing(item: DocItem | DocSidebarItem, keyPath: string, last: DocsPlan, configFile: string): DocgenError {
  if (item.type === 'doc')
    return new DocgenError(`${keyPath}: the navbar links to doc "${item.docId}", which does not exist`, {
      file: configFile,
      key: `${keyPath}.docId`,
    });
  return new DocgenError(
    last.sidebarsByName.has(item.sidebarId)
      ? `${keyPath}: the navbar links to sidebar "${item.sidebarId}", which has no doc to link to`
      : `${keyPath}: the navbar links to sidebar "${item.sidebarId}", which does not exist`,
    { file: configFile, key: `${keyPath}.sidebarId` },
  );
}
