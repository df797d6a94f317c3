import path from 'node:path';
import { DocgenError } from '../errors.js';
import type { SitePlugin } from './load-plugins.js';

/**
 * Each plugin's `postBuild`, in the config's order, once every file of the site is in `outDir` and before it
 * replaces the output folder: a hook that throws fails the build, and the previous output stays as it was.
 */
export async function runPostBuild(
  plugins: SitePlugin[],
  input: { outDir: string; pages: { route: string; paths: string[] }[]; configFile: string },
): Promise<void> {
  const routes = input.pages.map((page) => ({ path: page.route, file: page.paths[0]!.split(path.sep).join('/') }));
  for (const { key, name, plugin } of plugins) {
    if (!plugin.postBuild) continue;
    try {
      await plugin.postBuild({ outDir: input.outDir, routes: routes.map((r) => ({ ...r })) });
    } catch (error) {
      throw new DocgenError(
        `${key}: the plugin "${name}" failed in postBuild: ${(error as Error)?.message ?? String(error)}`,
        { file: input.configFile, key },
        'the error is the plugin’s: fix it, or the files it reads',
        'plugin-failed',
      );
    }
  }
}
