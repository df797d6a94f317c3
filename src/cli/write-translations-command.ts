import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { sharedIdWarnings } from '../i18n/sidebar-ids.js';
import { formatWarning } from '../links/warnings.js';
import { writeTranslations } from '../i18n/write-translations.js';
import { shownPath } from '../util/shown-path.js';
import { painterFor } from './report.js';

/** `docgen write-translations [--locale X]`: the default locale's translation files (or X's), with every id the site uses. */
export async function runWriteTranslations(opts: { config: string; locale?: string }): Promise<void> {
  const { config, file, locate } = await loadConfig(path.resolve(opts.config));
  const siteDir = path.dirname(file);
  // Diagnostics name the config as the build's do, relative to where the command runs.
  const written = await writeTranslations(config, shownPath(file), siteDir, opts.locale);
  const { green, yellow, dim } = painterFor(process.stdout);
  for (const { file: name, added, unused } of written.files) {
    const kept = unused > 0 ? `, ${unused} no longer used kept` : '';
    process.stdout.write(`${green('✓')} ${name}${dim(` (${added} new id${added === 1 ? '' : 's'}${kept})`)}\n`);
  }
  const shared = sharedIdWarnings(written.sharedIds, locate).map((one) =>
    formatWarning({ kind: 'translation-id', shared: one }),
  );
  for (const line of [...written.skipped, ...shared]) process.stdout.write(`${yellow('warning')} ${line}\n`);
}
