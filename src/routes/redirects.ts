import path from 'node:path';
import { DocgenError, DocgenErrors } from '../errors.js';
import type { RoutePlan } from './build-routes.js';

/** A redirect as the config writes it (`redirects[]`): one path or several that lead to a page of the site. */
export interface ConfigRedirect {
  from: string | string[];
  to: string;
}

/** Routes compare as a browser reaches them: without a trailing slash, whatever the case. */
const routeKey = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route).toLowerCase();

/**
 * The config's redirects as routes of their own, each a static page that leads to its target at once. A redirect
 * from a path where the site has a page would hide that page, and one to a path where it has none leads nowhere:
 * both are errors at their key.
 */
export function redirectRoutes(redirects: ConfigRedirect[], routes: RoutePlan[], configFile: string): RoutePlan[] {
  const pages = new Set(routes.map((r) => routeKey(r.route)));
  const taken = new Map<string, string>();
  const errors: DocgenError[] = [];
  const plans: RoutePlan[] = [];
  redirects.forEach(({ from, to }, i) => {
    const target = to.replace(/[?#].*$/, '');
    if (!pages.has(routeKey(target))) {
      errors.push(
        new DocgenError(`redirects[${i}].to: no page at "${target}" to redirect to`, {
          file: configFile,
          key: `redirects[${i}].to`,
        }),
      );
    }
    const sources = typeof from === 'string' ? [from] : from;
    sources.forEach((source, j) => {
      const key = typeof from === 'string' ? `redirects[${i}].from` : `redirects[${i}].from[${j}]`;
      const clash = pages.has(routeKey(source)) ? 'a page of the site is there' : taken.get(routeKey(source));
      if (clash) {
        errors.push(new DocgenError(`${key}: cannot redirect from "${source}": ${clash}`, { file: configFile, key }));
        return;
      }
      taken.set(routeKey(source), `${key.replace(/\[\d+\]$/, '')} redirects from it already`);
      plans.push({ kind: 'redirect', route: source, source: configSource(configFile, key), to });
    });
  });
  if (errors.length > 0) throw errors.length === 1 ? errors[0]! : new DocgenErrors(errors);
  return plans;
}

/**
 * A redirect's source as route plans name theirs, relative to the site's folder (which holds the config): a message
 * names it beside the site's files, and a build run from another folder keys its page the same.
 */
export function configSource(configFile: string, key: string): string {
  return `${path.basename(configFile)} (${key})`;
}
