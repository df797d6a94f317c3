import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import type { SitePostcss } from '../config/postcss.js';
import type { SiteMarkdownPlugin } from '../markdown/site-plugins.js';

/**
 * The files a site's stylesheets were made from besides themselves (Tailwind's content, its config): those the plugins
 * read, and the folders they read through a glob, where a new file counts too.
 */
export interface StyleInputs {
  files: string[];
  folders: string[];
}

/** What a stylesheet became, and what else it was made from. */
export interface PostcssResult {
  css: string;
  dependencies: StyleInputs;
}

export type PostcssRun = (css: string, file: string) => Promise<PostcssResult>;

/** A stylesheet's mistake or a plugin's failure, at its place in the file when PostCSS knows it. */
export class PostcssFailure extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
}

type Postcss = (plugins: unknown[]) => {
  process(
    css: string,
    options: { from: string; map: false },
  ): Promise<{ css: string; messages: { type: string; file?: string; dir?: string; glob?: string }[] }>;
};

const importValue = async (file: string): Promise<unknown> => {
  const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  return module.default ?? module;
};

/** A plugin `postcss.plugins` names: its export, given its options when the config has some. */
async function namedPlugin(plugin: SiteMarkdownPlugin): Promise<unknown> {
  const module = (await import(pathToFileURL(plugin.file).href)) as Record<string, unknown>;
  const value = plugin.exportName ? module[plugin.exportName] : module.default;
  return plugin.options === undefined ? value : (value as (o: unknown) => unknown)(plugin.options);
}

/** The plugins of a PostCSS config file, in both forms postcss-load-config reads: a list, or names with options. */
async function configFilePlugins(file: string, siteDir: string): Promise<unknown[]> {
  let config = await importValue(file);
  if (typeof config === 'function')
    config = await (config as (ctx: object) => unknown)({ env: 'production', cwd: siteDir });
  const plugins = (config as { plugins?: unknown } | undefined)?.plugins;
  if (Array.isArray(plugins)) return plugins.filter(Boolean);
  if (!plugins || typeof plugins !== 'object') return [];
  const load = createRequire(file);
  return Object.entries(plugins)
    .filter(([, options]) => options !== false)
    .map(([name, options]) => {
      const creator = load(name) as (o: unknown) => unknown;
      const given = options && typeof options === 'object' && Object.keys(options).length > 0;
      return given ? creator(options) : creator;
    });
}

/** Files a plugin says the result depends on: single files, and folders read through a glob (Tailwind's `content`). */
async function dependenciesOf(
  messages: { type: string; file?: string; dir?: string; glob?: string }[],
): Promise<StyleInputs> {
  const files = messages.flatMap((m) => (m.type === 'dependency' && m.file ? [m.file] : []));
  const folders = messages.filter((m) => m.type === 'dir-dependency' && m.dir);
  const globbed = await Promise.all(
    folders.map((m) => fg(m.glob ?? '**/*', { cwd: m.dir!, absolute: true, ignore: ['**/node_modules/**'] })),
  );
  return { files: [...new Set([...files, ...globbed.flat()])], folders: [...new Set(folders.map((m) => m.dir!))] };
}

const runs = new Map<string, Promise<PostcssRun>>();

/** The site's PostCSS with its plugins, loaded once per setup however many stylesheets and bundles use it. */
export function sitePostcssRun(setup: SitePostcss, siteDir: string): Promise<PostcssRun> {
  const key = JSON.stringify([siteDir, setup]);
  let run = runs.get(key);
  if (!run) {
    run = (async () => {
      const postcss = (await importValue(setup.postcss)) as Postcss;
      const plugins = [
        ...(await Promise.all(setup.plugins.map(namedPlugin))),
        ...(setup.configFile ? await configFilePlugins(setup.configFile, siteDir) : []),
      ];
      const processor = postcss(plugins);
      return async (css, file) => {
        try {
          const result = await processor.process(css, { from: file, map: false });
          return { css: result.css, dependencies: await dependenciesOf(result.messages) };
        } catch (error) {
          const e = error as { reason?: string; message?: string; plugin?: string; line?: number; column?: number };
          const by = e.plugin ? `PostCSS plugin ${e.plugin}` : 'PostCSS';
          throw new PostcssFailure(`${by}: ${e.reason ?? e.message ?? String(error)}`, e.line, e.column);
        }
      };
    })();
    runs.set(key, run);
    // A setup that failed to load is tried again by the next build (watch mode), once the site is mended.
    run.catch(() => runs.delete(key));
  }
  return run;
}
