import type { DocVersionData } from '../../shared/model.js';
import type { DocsPlan } from './plan-docs.js';

/** What every page of a docs scope shows of its version; each doc adds its routes in the other versions. */
export type ScopeVersionData = Omit<DocVersionData, 'alternates'>;

export interface ScopeVersions {
  version: ScopeVersionData;
  /**
   * By doc id: the routes of the doc with that id in each version of the instance that has it, its own version's too,
   * by version name; only docs that some other version has. One record per doc id serves every version: made for
   * each version apart, they grew with the square of the versions (20 versions of 200 docs: 80,000 routes).
   */
  alternates: Map<string, Record<string, string>>;
}

/**
 * For each scope of a docs instance that builds several versions (by scope key): its version as its pages show it,
 * and where each of its docs is in the versions, which the version dropdown and the banner lead to. Docs
 * match by id, as Docusaurus matches them. An instance with one version gets nothing: its pages show no version.
 */
export function scopeVersions(plans: DocsPlan[]): Map<string, ScopeVersions> {
  const byInstance = new Map<string, DocsPlan[]>();
  for (const plan of plans) {
    const key = `${plan.content.instance.id}\0${plan.scope.locale}`;
    byInstance.set(key, [...(byInstance.get(key) ?? []), plan]);
  }
  const found = new Map<string, ScopeVersions>();
  for (const versions of byInstance.values()) {
    const last = versions.find((p) => p.content.version.isLast);
    if (versions.length < 2 || !last) continue;
    const routesById = new Map<string, Record<string, string>>();
    for (const p of versions)
      for (const doc of p.content.docs) {
        const routes = routesById.get(doc.id) ?? {};
        routes[p.content.version.name] = doc.route;
        routesById.set(doc.id, routes);
      }
    const shared = new Map([...routesById].filter(([, routes]) => Object.keys(routes).length > 1));
    for (const plan of versions) {
      const { version, instance } = plan.content;
      found.set(plan.key, {
        version: {
          pluginId: instance.id,
          name: version.name,
          label: version.label,
          badge: version.badge,
          ...(version.banner !== 'none' ? { banner: version.banner } : {}),
          ...(version.noIndex ? { noIndex: true } : {}),
          ...(version.className ? { className: version.className } : {}),
          last: {
            name: last.content.version.name,
            label: last.content.version.label,
            route: last.mainDoc?.route ?? last.routeBase,
          },
        },
        alternates: shared,
      });
    }
  }
  return found;
}

/** The routes of a doc in the versions other than `own` (see `ScopeVersions.alternates`). */
export function otherVersions(routes: Record<string, string> | undefined, own: string): Record<string, string> {
  return Object.fromEntries(Object.entries(routes ?? {}).filter(([name]) => name !== own));
}
