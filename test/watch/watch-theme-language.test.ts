/*
 * docgen's own translations of its theme are loaded for the languages a site builds (issue #37): served in watch mode,
 * a French site's pages carry the theme's French words, and a language the config takes up while serving its own.
 */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { save, waitFor, watchFixtureSite } from '../helpers/watch.js';

const inLanguage = (config: string, locale: string) =>
  `${config}\ni18n:\n  defaultLocale: ${locale}\n  locales: [${locale}]\n`;
let english = '';

const watch = watchFixtureSite('mini-site', {
  async prepare(dir) {
    english = await readFile(path.join(dir, 'site.config.yaml'), 'utf8');
    await writeFile(path.join(dir, 'site.config.yaml'), inLanguage(english, 'fr'));
  },
});

test("a French site's pages carry the theme's French words, and German ones once the config turns to German", async () => {
  assert.match(await watch.text('/docs/intro'), /<span class="pagination-sublabel">Suivant<\/span>/);
  await save(watch.file('site.config.yaml'), inLanguage(english, 'de'));
  await waitFor('the German words', async () =>
    (await watch.text('/docs/intro')).includes('<span class="pagination-sublabel">Weiter</span>'),
  );
});
