import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError, DocgenErrors } from '../errors.js';
import type { SiteConfig } from './schema.js';

/** Each `customCss` file must exist: found now, the mistake points at its line of the config, not at a bundler's. */
export async function checkCustomCss(config: SiteConfig, siteDir: string, configFile: string): Promise<SiteConfig> {
  const missing = await Promise.all(
    config.customCss.map(async (file, i) => {
      const found = await stat(path.resolve(siteDir, file)).then(
        (s) => s.isFile(),
        () => false,
      );
      return found
        ? undefined
        : new DocgenError(
            `customCss[${i}]: no file at ${file}`,
            { file: configFile, key: `customCss[${i}]` },
            'give the path of a stylesheet, relative to the folder of the site config',
          );
    }),
  );
  const errors = missing.filter((e): e is DocgenError => e !== undefined);
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new DocgenErrors(errors);
  return config;
}
