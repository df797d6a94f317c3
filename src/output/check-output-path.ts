import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { docsFoldersOf } from '../sources/docs/docs-instances.js';
import { docsRoot } from '../content/load-docs.js';
import { DocgenError } from '../errors.js';
import { pagesDirOf, themeDirOf } from '../site/plan-site.js';
import { shownPath } from '../util/shown-path.js';

const within = (folder: string, file: string) => file === folder || file.startsWith(folder + path.sep);

/**
 * Checks the output path before any work: a file there would only be found after the whole build,
 * and an output inside the docs or the theme would be read back by the next build as its input.
 */
export async function checkOutputPath(outDir: string, config: SiteConfig, siteDir: string): Promise<void> {
  const shown = shownPath(outDir);
  const found = await stat(outDir).catch((error: NodeJS.ErrnoException) => error.code);
  if (found === 'ENOTDIR') {
    throw new DocgenError(
      `a part of the output path ${shown} is a file, not a folder`,
      undefined,
      'check the path given to --out-dir',
    );
  }
  if (typeof found === 'object' && !found.isDirectory()) {
    throw new DocgenError(
      `the output path ${shown} is a file, not a folder`,
      undefined,
      'give --out-dir the path of a folder (it is created if missing), or move the file away',
    );
  }
  const inputs: [string, string][] = [
    ...docsFoldersOf(config).map((docsDir): [string, string] => ['docs', docsRoot({ siteDir, docsDir })]),
    ['static', path.resolve(siteDir, config.staticDir)],
    ['templates', path.resolve(siteDir, config.templatesDir)],
    ['theme', path.resolve(siteDir, themeDirOf(config))],
    ['pages', path.resolve(siteDir, pagesDirOf(config))],
  ];
  for (const [name, folder] of inputs) {
    if (!within(folder, outDir)) continue;
    throw new DocgenError(
      `the output folder ${shown} is inside the ${name} folder ${shownPath(folder)}: the next build would read its own output`,
      undefined,
      'choose an --out-dir outside the folders docgen reads (the default is build/ beside site.config.yaml)',
    );
  }
}
