import { stringify } from 'yaml';
import { parseConfig } from '../config/load.js';
import { StageErrors } from '../pipeline/stage-errors.js';
import { withSidebarSources } from '../sidebar/sidebar-sources.js';
import { loadThemeStrings } from '../i18n/theme-strings.js';
import { planSite } from '../site/plan-site.js';
import { siteLocales } from '../sources/locales.js';
import { SiteSources } from '../sources/registry.js';
import type { Json } from './config-values.js';

/**
 * The routes of the pages docgen builds from the config init wrote (every docs instance and version, the site's
 * pages, search), as the build plans them: what `createRedirects` is asked about, as Docusaurus asks it about every
 * route; the not-found page is left out. Apart, the redirects docgen makes itself (a docs route base to its first
 * doc), by the path they lead from: no other redirect can start there.
 */
export async function siteRoutes(
  siteDir: string,
  config: Json,
  configFile: string,
): Promise<{ routes: string[]; ownRedirects: Map<string, string> }> {
  const site = await withSidebarSources(parseConfig(stringify(config), configFile), siteDir, configFile);
  // The default locale's routes: another locale's are the same under its prefix.
  const locales = siteLocales(site, configFile, site.i18n.defaultLocale);
  const sources = SiteSources.open(site, { siteDir, locales, errors: new StageErrors(), dev: false });
  await sources.prepare(undefined);
  await sources.readDocs([], 'all');
  await loadThemeStrings(siteLocales(site, configFile).map((l) => l.name));
  const plan = planSite({
    config: site,
    configFile,
    docs: sources.docContents(),
    pageModules: await sources.pageModules(),
  });
  const ownRedirects = new Map<string, string>();
  for (const r of plan.routeTable.routes) if (r.kind === 'redirect') ownRedirects.set(r.route, r.to);
  const routes = plan.routeTable.routes
    .filter((r) => r.kind !== 'redirect' && r.kind !== 'notFound')
    .map((r) => r.route)
    .sort();
  return { routes, ownRedirects };
}
