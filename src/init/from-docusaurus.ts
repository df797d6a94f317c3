import { lstat, readdir, readlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { stringify } from 'yaml';
import {
  describeStandIn,
  evaluateDocusaurusConfig,
  type ConfigTimeLimits,
  type CreateRedirectsChannel,
} from '../docusaurus/evaluate-config.js';
import type { StandIn } from '../docusaurus/config-transfer.js';
import { DocgenError } from '../errors.js';
import { shownPath } from '../util/shown-path.js';
import { isRecord, type Json } from './config-values.js';
import { docsFoldersOf } from './docs-instances.js';
import { clientRedirects, clientRedirectsOptions, docRoutes } from './client-redirects.js';
import { siteRoutes } from './site-routes.js';
import { themeComponentsUsed, wrappersOf } from './theme-components.js';
import { convertDocusaurusConfig, docsOptionsOf } from './convert-docusaurus-config.js';

const CONFIG_NAMES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

/** Fails when `target` is there; lstat, as a symbolic link is the user's file even when what it points to is gone. */
async function refuseExisting(target: string): Promise<void> {
  const taken = await lstat(target).catch(() => undefined);
  if (!taken) return;
  const link = taken.isSymbolicLink() ? ` (a symbolic link to ${await readlink(target)})` : '';
  throw new DocgenError(
    `${shownPath(target)} exists already${link}; docgen init never replaces a file`,
    undefined,
    'move it away to write a new one',
  );
}

/** Reads the Docusaurus project in `dir` and writes its docgen `site.config.yaml` beside it; answers the lines to print. */
export async function initFromDocusaurus(
  dir: string,
  options: ConfigTimeLimits = {},
): Promise<{ written: string; notCarried: string[]; builtIn: string[] }> {
  const siteDir = path.resolve(dir);
  const names = await readdir(siteDir).catch(() => {
    throw new DocgenError(`docgen init --from-docusaurus: no folder at ${siteDir}`);
  });
  const configName = CONFIG_NAMES.find((n) => names.includes(n));
  if (!configName) {
    throw new DocgenError(
      `docgen init --from-docusaurus: no docusaurus.config.js or .ts in ${siteDir}`,
      undefined,
      'pass the folder of the Docusaurus site, as in `docgen init --from-docusaurus website`',
    );
  }
  const target = path.join(siteDir, 'site.config.yaml');
  await refuseExisting(target);
  const configFile = path.join(siteDir, configName);
  const { value: raw, standIns, createRedirects } = await evaluateDocusaurusConfig(configFile, options);
  try {
    return await writeConverted(siteDir, configFile, raw, standIns, createRedirects);
  } finally {
    createRedirects?.close();
  }
}

async function writeConverted(
  siteDir: string,
  configFile: string,
  raw: unknown,
  standIns: StandIn[],
  createRedirects: CreateRedirectsChannel | undefined,
): Promise<{ written: string; notCarried: string[]; builtIn: string[] }> {
  const configName = path.basename(configFile);
  const target = path.join(siteDir, 'site.config.yaml');
  if (!isRecord(raw))
    throw new DocgenError(`${configName}: expected the config object as its default export`, { file: configFile });
  const siteFiles = {
    siteDir,
    swizzled: (await fg('src/theme/**/*.{js,jsx,ts,tsx}', { cwd: siteDir })).sort(),
    swizzledWrappers: [] as string[],
    // Docusaurus makes no page of a file or folder whose name starts with "_" (components, partials).
    pages: (await fg('src/pages/**/*.{js,jsx,ts,tsx,md,mdx}', { cwd: siteDir, ignore: ['**/_*', '**/_*/**'] })).sort(),
  };
  siteFiles.swizzledWrappers = await wrappersOf(siteDir, siteFiles.swizzled);
  const { docsOptions, docsPlugins } = docsOptionsOf(raw);
  const theme = await themeComponentsUsed(
    siteDir,
    // Every instance's docs, and its versions' copies, which import what the docs of their day imported.
    docsFoldersOf([docsOptions, ...docsPlugins.map((p) => (Array.isArray(p) && isRecord(p[1]) ? p[1] : {}))]).map(
      (folder) => path.resolve(siteDir, folder),
    ),
    siteFiles.pages.map((page) => path.join(siteDir, page)),
  );
  const converted = convertDocusaurusConfig(raw, {
    ...siteFiles,
    themeStandIns: theme.missing,
    themeFilesUsed: theme.siteFilesUsed,
  });
  const { config } = converted;
  const notCarried = [...standIns.map(describeStandIn), ...converted.notCarried];
  const redirectOptions = clientRedirectsOptions(raw as Json);
  if (redirectOptions) {
    // The routes docgen builds; should the site not plan (a doc docgen refuses), the main docs' routes.
    const planned = await siteRoutes(siteDir, config, shownPath(target))
      .catch(async () => ({ routes: await docRoutes(siteDir, docsOptionsOf(raw as Json).docsOptions) }))
      .catch(() => undefined);
    const routes = planned?.routes;
    if (!routes) notCarried.push('plugin-client-redirects: the docs could not be read to list their routes');
    const created = routes && createRedirects ? await createRedirects.ask(routes) : undefined;
    const redirects = clientRedirects(redirectOptions, routes ?? [], (raw as Json).trailingSlash, notCarried, {
      created,
      ownRedirects: planned && 'ownRedirects' in planned ? planned.ownRedirects : undefined,
    });
    if (redirects.length > 0) (config as Json).redirects = redirects;
  }
  const header = `# Written by \`docgen init --from-docusaurus\` from ${configName}.\n`;
  // `wx`: a file that appeared while the config ran is not replaced either.
  await writeFile(target, header + stringify(config, { lineWidth: 0 }), { flag: 'wx' }).catch(async (error) => {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') await refuseExisting(target);
    throw error;
  });
  return { written: shownPath(target), notCarried, builtIn: converted.builtIn };
}
