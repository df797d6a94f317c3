import type { DocVersionData } from '../../shared/model.js';
import type { DocsPlan } from './plan-docs.js';

/** What every page of a docs scope shows of its version; each doc adds its routes in the other versions. */
export type ScopeVersionData = Omit<DocVersionData, 'alternates'>;

export interface ScopeVersions {
  version: ScopeVersionData;
  /** By doc id: the routes of the doc with that id in the instance's other versions, by version name. */
  alternates: Map<string, Record<string, string>>;
}

/**
 * For each scope of a docs instance that builds several versions (by scope key): its version as its pages show it,
 * and where each of its docs is in the other versions, which the version dropdown and the banner lead to. Docs
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
    const routes = versions.map((p) => ({
      name: p.content.version.name,
      byId: new Map(p.content.docs.map((d) => [d.id, d.route])),
    }));
    for (const plan of versions) {
      const { version, instance } = plan.content;
      const alternates = new Map<string, Record<string, string>>();
      for (const doc of plan.content.docs) {
        const elsewhere = routes.flatMap(({ name, byId }) => {
          const route = name === version.name ? undefined : byId.get(doc.id);
          return route ? [[name, route] as const] : [];
        });
        if (elsewhere.length > 0) alternates.set(doc.id, Object.fromEntries(elsewhere));
      }
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
        alternates,
      });
    }
  }
  return found;
}
