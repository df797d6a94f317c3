/**
 * `@docusaurus/plugin-client-redirects`' `createRedirects`, called in the child process that ran the config (where
 * the function still exists) for each route of the site as docgen builds it; its answers cross back as data.
 */

/** What `createRedirects` answered: the paths that lead to each route, and the first route it threw for. */
export interface CreatedRedirects {
  byRoute: Record<string, string[]>;
  threw?: { route: string; message: string };
}

type CreateRedirects = (route: string) => unknown;

/** The config's `createRedirects`, if its client-redirects plugin has one. */
export function createRedirectsOf(config: unknown): CreateRedirects | undefined {
  const plugins = (config as { plugins?: unknown } | null)?.plugins;
  for (const entry of Array.isArray(plugins) ? plugins : []) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !/plugin-client-redirects$/.test(entry[0])) continue;
    const create = (entry[1] as { createRedirects?: unknown } | undefined)?.createRedirects;
    if (typeof create === 'function') return create as CreateRedirects;
  }
  return undefined;
}

export function callCreateRedirects(create: CreateRedirects, routes: string[]): CreatedRedirects {
  const result: CreatedRedirects = { byRoute: {} };
  for (const route of routes) {
    try {
      const from = [create(route)].flat().filter((p): p is string => typeof p === 'string');
      if (from.length > 0) result.byRoute[route] = from;
    } catch (error) {
      result.threw ??= { route, message: error instanceof Error ? error.message : String(error) };
    }
  }
  return result;
}
