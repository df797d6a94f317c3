import { cp, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../../config/schema.js';
import { DocgenError } from '../../errors.js';
import { shownPath } from '../../util/shown-path.js';
import { docsInstancesOf } from './docs-instances.js';
import { CURRENT_VERSION, versionNames, versionsLayout } from './versions.js';
import { localeDir, translationsDir } from '../locales.js';

export interface CutVersion {
  instance: string;
  /** What was written, relative to the site folder. */
  docsDir: string;
  sidebarsFile?: string;
  /** The current docs' translations copied, one folder and one sidebar labels file per locale that has them. */
  translations: string[];
  versionsFile: string;
  versions: string[];
}

/** Characters no file name may hold on some system (Docusaurus refuses them in version names too). */
const UNSAFE = /[<>:"|?*\\/\u0000-\u001f]/;

function checkName(name: string): void {
  const refuse = (why: string) =>
    new DocgenError(`docs:version: "${name}" is no version name: ${why}`);
  if (name.trim() === '' || name !== name.trim()) throw refuse('expected a name without leading or trailing spaces');
  if (name === '.' || name === '..') throw refuse('"." and ".." are not version names');
  if (name === CURRENT_VERSION) throw refuse('"current" names the docs folder itself');
  if (UNSAFE.test(name)) throw refuse('a version name cannot hold / \\ < > : " | ? * or control characters');
  if (name.length > 32) throw refuse('a version name is at most 32 characters long');
}

const exists = (file: string) => stat(file).then(() => true, () => false);

/**
 * Docusaurus's `docs:version`: the current docs of one docs instance copied into `versioned_docs/version-<name>`,
 * its sidebars written to `versioned_sidebars/version-<name>-sidebars.json`, and the name put first in
 * `versions.json`. Every check comes before the first write, and nothing existing is overwritten but versions.json,
 * written last (so a failure on the way leaves the site building as before).
 */
export async function cutVersion(
  name: string,
  site: { config: SiteConfig; configFile: string; instanceId: string },
): Promise<CutVersion> {
  checkName(name);
  const siteDir = path.dirname(path.resolve(site.configFile));
  const instances = docsInstancesOf(site.config);
  const instance = instances.find((i) => i.id === site.instanceId);
  if (!instance)
    throw new DocgenError(
      `docs:version --instance ${site.instanceId}: the config has no docs instance "${site.instanceId}"`,
      { file: shownPath(site.configFile) },
      `docs instances: ${instances.map((i) => i.id).join(', ')}`,
    );
  const layout = versionsLayout(instance.id);
  const versionsFile = path.join(siteDir, layout.versionsFile);
  const versions = await versionNames(versionsFile);
  if (versions.includes(name))
    throw new DocgenError(`docs:version: version "${name}" exists already`, { file: shownPath(versionsFile) });
  const docsDir = layout.docsDir(name);
  const sidebarsFile = instance.options.sidebars ? layout.sidebarsFile(name) : undefined;
  const translations = await currentTranslations(site.config, siteDir, instance.id, name);
  for (const file of [docsDir, sidebarsFile, ...translations.map((t) => t.to)])
    if (file && (await exists(path.join(siteDir, file))))
      throw new DocgenError(
        `docs:version: ${file} exists already, though versions.json does not list "${name}"; docs:version never overwrites a file`,
        { file },
        'remove it, or choose another name',
      );
  const source = path.resolve(siteDir, instance.options.path);
  if (!(await exists(source)))
    throw new DocgenError(`docs:version: there is no docs folder at ${shownPath(source)} to copy`, {
      file: shownPath(site.configFile),
      key: `${instance.configKey}.path`,
    });

  await cp(source, path.join(siteDir, docsDir), { recursive: true, errorOnExist: true, force: false });
  if (sidebarsFile) {
    await mkdir(path.dirname(path.join(siteDir, sidebarsFile)), { recursive: true });
    await writeFile(path.join(siteDir, sidebarsFile), `${JSON.stringify(instance.options.sidebars, null, 2)}\n`, {
      flag: 'wx',
    });
  }
  for (const { from, to } of translations)
    await cp(path.join(siteDir, from), path.join(siteDir, to), { recursive: true, errorOnExist: true, force: false });
  const listed = [name, ...versions];
  // versions.json is replaced whole, never left half written.
  const temporary = `${versionsFile}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(listed, null, 2)}\n`);
  await rename(temporary, versionsFile);
  return {
    instance: instance.id,
    docsDir,
    sidebarsFile,
    translations: translations.map((t) => t.to),
    versionsFile: layout.versionsFile,
    versions: listed,
  };
}

/**
 * The current docs' translations in each further locale, as Docusaurus's docs:version copies them: the folder
 * `i18n/<locale>/docusaurus-plugin-content-docs/current` to `version-<name>`, and `current.json` (sidebar labels)
 * to `version-<name>.json`, where they exist.
 */
async function currentTranslations(config: SiteConfig, siteDir: string, instanceId: string, name: string) {
  const { defaultLocale, locales } = config.i18n;
  const found = await Promise.all(
    locales
      .filter((locale) => locale !== defaultLocale)
      .flatMap((locale) => {
        const dir = translationsDir(localeDir(config, locale), 'docusaurus-plugin-content-docs', instanceId);
        return [
          { from: `${dir}/${CURRENT_VERSION}`, to: `${dir}/version-${name}` },
          { from: `${dir}/${CURRENT_VERSION}.json`, to: `${dir}/version-${name}.json` },
        ];
      })
      .map(async (copy) => ((await exists(path.join(siteDir, copy.from))) ? [copy] : [])),
  );
  return found.flat();
}

