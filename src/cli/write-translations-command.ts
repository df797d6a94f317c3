import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { writeTranslations } from '../i18n/write-translations.js';
import { painterFor } from './report.js';

/** `docgen write-translations [--locale X]`: each further locale's translation files, with every id the site uses. */
export async function runWriteTranslations(opts: { config: string; locale?: string }): Promise<void> {
  const { config, file } = await loadConfig(path.resolve(opts.config));
  const siteDir = path.dirname(file);
  const written = await writeTranslations(config, file, siteDir, opts.locale);
  const { green, yellow, dim } = painterFor(process.stdout);
  for (const { file: name, added, unused } of written.files) {
    const kept = unused > 0 ? `, ${unused} no longer used kept` : '';
    process.stdout.write(`${green('✓')} ${name}${dim(` (${added} new id${added === 1 ? '' : 's'}${kept})`)}\n`);
  }
  for (const line of written.skipped) process.stdout.write(`${yellow('warning')} ${line}\n`);
}
