// The esbuild plugins both of the theme's bundles (server and browser) are made with.
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { ThemeBundleInput } from './bundle-theme.js';
import { dependenciesPlugin } from './dependencies.js';
import { CLIENT_DIR } from './client-entry.js';
import { siteStylesPlugin, type StyleInputSets } from './site-styles.js';
import { DEFAULT_THEME_DIR, themePlugin, type ThemeDirs } from './theme-files.js';
import { generatedModulesPlugin } from './generated-modules.js';

export function themeDirs(input: ThemeBundleInput): ThemeDirs {
  return { site: path.resolve(input.siteDir, input.themeDir), default: DEFAULT_THEME_DIR };
}

/** The theme, the runtime and their packages, shared by both bundles. */
export function bundlePlugins(
  input: () => ThemeBundleInput,
  entries: () => Record<string, string>,
  external: boolean,
  styleInputs: StyleInputSets,
): Plugin[] {
  return [
    docgenPlugin(input, entries),
    generatedModulesPlugin({ siteDir: () => input().siteDir, data: () => input().generated ?? {} }),
    themePlugin(
      () => themeDirs(input()),
      () => input().siteDir,
    ),
    siteStylesPlugin({
      siteDir: () => input().siteDir,
      server: external,
      postcss: () => input().postcss,
      dependencies: styleInputs,
    }),
    dependenciesPlugin({ siteDir: () => input().siteDir, ownFiles: () => [DEFAULT_THEME_DIR, CLIENT_DIR], external }),
  ];
}

/**
 * Resolves `docgen/client` (the runtime themes import), the generated entry modules, and the search
 * provider the site's config chooses, so that the other provider is never bundled.
 */
function docgenPlugin(input: () => ThemeBundleInput, entries: () => Record<string, string>): Plugin {
  return {
    name: 'docgen',
    setup(b) {
      b.onResolve({ filter: /^docgen\/client$/ }, () => ({ path: path.join(CLIENT_DIR, 'index.ts') }));
      b.onResolve({ filter: /^docgen:search-provider$/ }, () => ({
        path: path.join(CLIENT_DIR, 'search', `${input().site.search.provider}.ts`),
      }));
      b.onResolve({ filter: /^docgen:/ }, (args) => ({ path: args.path, namespace: 'docgen' }));
      b.onLoad({ filter: /.*/, namespace: 'docgen' }, (args) => ({
        contents: entries()[args.path] ?? '',
        loader: args.path.endsWith('.json') ? 'json' : 'tsx',
        resolveDir: CLIENT_DIR,
      }));
    },
  };
}
