import type { SiteConfig } from '../../config/schema.js';
import { DocgenError } from '../../errors.js';
import type { RoutePlan } from '../../routes/build-routes.js';
import type { DocSource, Sidebar } from '../../shared/model.js';
import { browserSidebar } from '../../shared/prune-sidebar.js';
import { sidebarLinks } from '../../shared/sidebar-links.js';
import { buildSidebars } from '../../sidebar/build-sidebars.js';
import { placeDocs, type DocPlacement } from '../../sidebar/place-docs.js';
import { withDocMeta } from '../../site/doc-meta.js';
import { generatedIndexDoc } from '../../site/generated-pages.js';
import { tagPages } from '../../site/tag-pages.js';
import { contentHash } from '../../util/hash.js';
import type { ScopePlan } from '../content-source.js';
import { CURRENT_VERSION, type DocsContent } from './docs-source.js';

/** A docs scope planned: its sidebars, routes and each doc's place, and what the navbar may link to in it. */
export interface DocsPlan extends ScopePlan {
  content: DocsContent;
  /** The instance's route base ("/docs"). */
  routeBase: string;
  /** The doc the route base leads to: `mainDocId`, else the first doc of the sidebars, else the first doc. */
  mainDoc?: DocSource;
  /** The redirect from the route base to the main doc, claimed after every source's own routes. */
  entry?: { plan: RoutePlan; written: boolean };
  /** Sidebar ids as the config names them (`tutorialSidebar`) → the sidebar. */
  sidebarsByName: Map<string, Sidebar>;
}

/**
 * Sidebars of the default instance's current docs keep their names; others are named after their scope as
 * well (`docs:community@current/tutorialSidebar`), since every sidebar is one file and one entry of `site.assets`.
 */
function sidebarPrefix(content: DocsContent): string {
  const { source, version } = content.scope;
  return source === 'docs' && version === CURRENT_VERSION ? '' : `${source}@${version}/`;
}

export function planDocs(content: DocsContent, site: { config: SiteConfig; configFile: string }): DocsPlan {
  const { config, configFile } = site;
  const { instance, docs: writtenDocs, draftIds, key: scope } = content;
  const options = instance.options;
  const linkOptions = { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
  const routeBase = `/${options.routeBasePath}`;
  const sidebarsFile = options.sidebarsFile;
  const built = buildSidebars(writtenDocs, {
    ...linkOptions,
    sidebars: options.sidebars,
    categories: options.categories,
    collapsedByDefault: options.sidebar.collapsedByDefault,
    draftIds,
    configFile: sidebarsFile ?? configFile,
    keyPrefix: sidebarsFile ? '' : `${instance.configKey}.sidebars.`,
    positions: options.sidebarPositions,
    docsRoute: routeBase,
  });
  const byId = new Map(writtenDocs.map((d) => [d.id, d]));
  const generatedDocs = [
    ...built.generatedIndexes.map((index) => generatedIndexDoc(index, byId, config.baseUrl, scope)),
    ...tagPages(writtenDocs, routeBase, scope),
  ];
  const docs = [...writtenDocs, ...generatedDocs];
  const placed = withDocMeta(placeDocs(docs, built.sidebars, linkOptions), docs, config, options, routeBase);
  const mainDocId =
    options.mainDocId ??
    built.sidebars.flatMap((s) => sidebarLinks(s.items)).find((l) => l.docId)?.docId ??
    writtenDocs[0]?.id;
  const mainDoc = docs.find((d) => d.id === mainDocId);
  if (options.mainDocId && !mainDoc) {
    throw new DocgenError(`${instance.configKey}.mainDocId: no doc with id "${options.mainDocId}"`, {
      file: configFile,
      key: `${instance.configKey}.mainDocId`,
    });
  }
  const { sidebars, placements } = named(sidebarPrefix(content), built.sidebars, placed);
  const sidebarFiles = sidebars.map((sidebar) => {
    const contents = JSON.stringify(browserSidebar(sidebar));
    const name = sidebar.id.replace(/[^\w.-]+/g, '-');
    return { path: `assets/data/sidebar-${name}-${contentHash(contents)}.json`, contents };
  });
  const candidates: RoutePlan[] = docs.map((doc) => ({
    kind: 'doc',
    route: doc.route,
    source: doc.file,
    docId: doc.id,
    scope,
    ...(doc.generated ? { generated: doc } : {}),
  }));
  const entry: DocsPlan['entry'] =
    mainDoc && routeBase !== mainDoc.route
      ? {
          plan: {
            kind: 'redirect',
            route: routeBase,
            source: `${configFile} (${instance.configKey}.mainDocId)`,
            to: mainDoc.route,
          },
          written: options.mainDocId !== undefined,
        }
      : undefined;
  return {
    scope: content.scope,
    key: scope,
    content,
    routeBase,
    mainDoc,
    entry,
    candidates,
    docs,
    sidebars,
    sidebarFiles,
    placements,
    sidebarsByName: new Map(built.sidebars.map((s, i) => [s.id, sidebars[i]!])),
  };
}

/** The sidebars and placements with the scope's sidebar names. */
function named(
  prefix: string,
  sidebars: Sidebar[],
  placements: Map<string, DocPlacement>,
): { sidebars: Sidebar[]; placements: Map<string, DocPlacement> } {
  if (prefix === '') return { sidebars, placements };
  for (const [id, place] of placements)
    if (place.sidebarId) placements.set(id, { ...place, sidebarId: prefix + place.sidebarId });
  return { sidebars: sidebars.map((s) => ({ ...s, id: prefix + s.id })), placements };
}
