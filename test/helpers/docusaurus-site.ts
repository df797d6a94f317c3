import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.js';
import { initFromDocusaurus } from '../../src/init/from-docusaurus.js';
import { sharedBuildOf, type SharedBuild } from './shared-build.js';
import { FIXTURES } from './site.js';

export type MigratedSite = SharedBuild & {
  /** The site's folder after init, beside the build; the caller must not write into it. */
  dir: string;
  /** What init said it did not carry over. */
  notCarried: string[];
};

/**
 * A Docusaurus fixture site copied, switched with `docgen init --from-docusaurus` and built, once per test run
 * (sharedBuildOf) for the files that only read the site folder and its build.
 */
export async function migratedFixtureSite(fixture: string): Promise<MigratedSite> {
  const built = await sharedBuildOf(`docgen init --from-docusaurus of test/fixtures/${fixture}`, async (outDir) => {
    const dir = path.join(path.dirname(outDir), 'site');
    await cp(path.join(FIXTURES, fixture), dir, { recursive: true });
    const { notCarried } = await initFromDocusaurus(dir);
    await writeFile(path.join(path.dirname(outDir), 'not-carried.json'), JSON.stringify(notCarried));
    return build({ configFile: path.join(dir, 'site.config.yaml'), outDir });
  });
  const folder = path.dirname(built.outDir);
  const notCarried = JSON.parse(await readFile(path.join(folder, 'not-carried.json'), 'utf8')) as string[];
  return { ...built, dir: path.join(folder, 'site'), notCarried };
}
