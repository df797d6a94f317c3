import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError, DocgenErrors } from '../errors.js';
import { localModuleFile } from '../markdown/site-plugins.js';
import type { SiteConfig } from './schema.js';

/**
 * Each `customCss` and `clientModules` file must exist: found now, the mistake points at its line of the config, not
 * at a bundler's. A client module is found as Docusaurus's bundler finds it, from the site folder with or without
 * its extension; it is kept as an absolute path, `siteClientModules`.
 */
export async function checkSiteFiles(config: SiteConfig, siteDir: string, configFile: string): Promise<SiteConfig> {
  const errors: DocgenError[] = [];
  const missing = (key: string, file: string, hint: string) =>
    errors.push(new DocgenError(`${key}: no file at ${file}`, { file: configFile, key }, hint));
  await Promise.all(
    config.customCss.map(async (file, i) => {
      const found = await stat(path.resolve(siteDir, file)).then(
        (s) => s.isFile(),
        () => false,
      );
      if (!found)
        missing(`customCss[${i}]`, file, 'give the path of a stylesheet, relative to the folder of the site config');
    }),
  );
  const siteClientModules = config.clientModules.flatMap((file, i) => {
    const found = localModuleFile(path.resolve(siteDir, file));
    if (!found)
      missing(
        `clientModules[${i}]`,
        file,
        'give the path of a JavaScript module or a stylesheet, relative to the folder of the site config',
      );
    return found ? [found] : [];
  });
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new DocgenErrors(errors);
  return siteClientModules.length > 0 ? { ...config, siteClientModules } : config;
}
