import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { DEFAULT_DOCS_ID } from '../config/docs-schema.js';
import { cutVersion } from '../sources/docs/cut-version.js';
import { painterFor } from './report.js';

/** `docgen docs:version <name>`: the current docs become version <name>, as Docusaurus's command makes it. */
export async function runDocsVersion(name: string, opts: { config: string; instance?: string }): Promise<void> {
  const { config, file } = await loadConfig(path.resolve(opts.config));
  const cut = await cutVersion(name, { config, configFile: file, instanceId: opts.instance ?? DEFAULT_DOCS_ID });
  const { green, dim } = painterFor(process.stdout);
  const of = cut.instance === DEFAULT_DOCS_ID ? '' : ` of docs instance "${cut.instance}"`;
  process.stdout.write(`${green('✓')} version ${name}${of}: the current docs copied to ${cut.docsDir}\n`);
  process.stdout.write(
    dim(
      `  ${cut.sidebarsFile ? `sidebars: ${cut.sidebarsFile}` : 'sidebars: made from its folder, as the current docs have none configured'}\n` +
        cut.translations.map((file) => `  translations: ${file}\n`).join('') +
        `  ${cut.versionsFile}: ${cut.versions.join(', ')}\n`,
    ),
  );
}
