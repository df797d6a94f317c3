import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NAVIGATED_EVENT } from '../shared/navigated-event.js';
import { PAGE_UPDATED_EVENT } from '../shared/live-update.js';
import type { ThemeBundleInput } from './bundle-theme.js';
import { customCssImports } from './custom-css.js';
import { STYLESHEET, type PageKind } from './page-kinds.js';
import type { ClientModule } from '../plugins/load-plugins.js';
import { DEFAULT_THEME_DIR } from './theme-files.js';

/** The browser's entry modules, generated per build: hydration, islands, diagrams and static pages' stylesheets. */

export const CLIENT_DIR = fileURLToPath(new URL('../../src/client/', import.meta.url));
const json = JSON.stringify;

export function pageFile(input: ThemeBundleInput, module: string): string {
  return path.resolve(input.siteDir, input.pagesDir, module);
}

/**
 * Infima's classes (Docusaurus's CSS framework, which its pages are written in), for a site with such pages only: with
 * the theme's stylesheets, before the site's custom CSS, which overrides them as it overrides Infima in Docusaurus.
 */
const INFIMA_IMPORTS = ['infima-classes.css', 'infima-alerts-tables.css', 'infima-utilities.css']
  .map((file) => `import ${json(path.join(DEFAULT_THEME_DIR, 'styles', file))};`)
  .join('\n');

/** The hydration entry of the pages of one locale: `siteJson` names its site data. */
export function clientEntry(
  input: ThemeBundleInput,
  islands: Map<string, string>,
  kinds: Record<string, PageKind>,
  siteJson = 'docgen:site.json',
): string {
  const pageLoaders = input.pageModules
    .filter((m) => kinds[m]?.interactive !== false)
    .map((m) => `${json(m)}: () => import(${json(pageFile(input, m))})`)
    .join(',\n');
  // A static page's stylesheets, each page's bundled on their own: never loaded as code, only linked by its HTML.
  const pageStyles = Object.entries(kinds)
    .filter(([, kind]) => !kind.interactive && kind.styles.length > 0)
    .map(([m]) => `${json(m)}: () => import(${json(`${PAGE_STYLES}${m}`)})`)
    .join(',\n');
  const siteClientModules = siteClientModulesEntry(input.siteClientModules ?? []);
  return `
export const pageStyles = { ${pageStyles} };
import { hydrateSite } from ${json(path.join(CLIENT_DIR, 'hydrate.tsx'))};
import App from '@theme/App';
${Object.values(kinds).some((kind) => kind.infima) ? INFIMA_IMPORTS : ''}
${customCssImports(input.siteDir, input.customCss ?? [])}
${siteClientModules.imports}
import site from ${json(siteJson)};
const hydrated = hydrateSite(App, site, { ${pageLoaders} }${siteClientModules.lifecycles});
${islands.size > 0 ? islandsEntry(islands) : ''}
${(input.pluginClientModules ?? []).map(clientModuleEntry).join('')}
`;
}

/**
 * The site's own `clientModules`, imported before the app renders, as Docusaurus imports them: a stylesheet joins the
 * global CSS after customCss; a script runs once, and its route lifecycles are handed to the router.
 */
function siteClientModulesEntry(listed: readonly string[]): { imports: string; lifecycles: string } {
  const files = [...new Set(listed)];
  const scripts = files.filter((file) => !STYLESHEET.test(file));
  const imports = files.map((file) =>
    STYLESHEET.test(file)
      ? `import ${json(file)};`
      : `import * as siteModule${scripts.indexOf(file)} from ${json(file)};`,
  );
  if (scripts.length === 0) return { imports: imports.join('\n'), lifecycles: '' };
  imports.push(`import { routeLifecycles } from ${json(path.join(CLIENT_DIR, 'route-lifecycles.ts'))};`);
  return {
    imports: imports.join('\n'),
    lifecycles: `, routeLifecycles([${scripts.map((_, i) => `siteModule${i}`).join(', ')}])`,
  };
}

/**
 * A plugin's browser module (Mermaid's: megabytes) loads only on the pages its selector matches, after hydration or a
 * navigation to one; its default export runs each time.
 */
function clientModuleEntry({ file, selector }: ClientModule): string {
  return `
{
  const run = () => {
    if (document.querySelector(${json(selector)})) void import(${json(file)}).then((m) => typeof m.default === 'function' && m.default());
  };
  void hydrated.then(run);
  addEventListener(${json(NAVIGATED_EVENT)}, run);
  addEventListener(${json(PAGE_UPDATED_EVENT)}, run);
}`;
}

/**
 * Islands load only on pages that have one (a page without keeps the JavaScript it had): their hydration code
 * and each island's component are chunks of their own, loaded after the page is hydrated or navigated to.
 */
function islandsEntry(islands: Map<string, string>): string {
  // Found in the order esbuild resolves imports, which varies: sorted, an unchanged site gives the same bundle.
  const loaders = [...islands]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, file]) => `${json(id)}: () => import(${json(file)})`)
    .join(',\n');
  return `
const islands = { ${loaders} };
// Held from the start: a page reached client-side shows its islands frames before their hydration code has loaded.
const heldClicks = new Map();
addEventListener('click', (event) => {
  const island = event.target instanceof Element ? event.target.closest('[data-island]') : null;
  if (!island || island.hasAttribute('data-hydrated') || !(island.getAttribute('data-island') in islands)) return;
  event.preventDefault();
  event.stopPropagation();
  heldClicks.set(island, [...(heldClicks.get(island) ?? []), event.target]);
}, true);
let runtime;
const startIslands = () => {
  if (!runtime && !document.querySelector('[data-island]')) return;
  runtime ??= import(${json(path.join(CLIENT_DIR, 'mdx', 'islands.tsx'))});
  void runtime.then((m) => m.hydrateIslands(site, islands, heldClicks));
};
// A page reached client-side brings its islands in new content: checked once per frame of changes.
let queued = false;
const queue = () => {
  if (queued) return;
  queued = true;
  requestAnimationFrame(() => {
    queued = false;
    startIslands();
  });
};
void hydrated.then(() => {
  startIslands();
  new MutationObserver(queue).observe(document.getElementById('__docgen'), { childList: true, subtree: true });
});`;
}

/** The generated module that imports a static page's stylesheets. */
export const PAGE_STYLES = 'docgen:page-styles:';

export function pageStylesModule(kind: PageKind | undefined): string {
  return (kind?.styles ?? []).map((file) => `import ${json(file)};`).join('\n');
}
