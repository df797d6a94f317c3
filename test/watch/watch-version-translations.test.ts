/*
 * Watch mode on a translated, versioned site (issue #31): a version's translation file
 * (`i18n/<locale>/docusaurus-plugin-content-docs/version-<name>.json`: its sidebar labels and its label) edited while
 * serving shows on that version's pages in that locale.
 */
import assert from 'node:assert/strict';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { save, waitFor, watchFixtureSite } from '../helpers/watch.js';

const TRANSLATIONS = 'i18n/fr/docusaurus-plugin-content-docs';
const messages = (guide: string) =>
  JSON.stringify({ 'sidebar.docs.doc.Guide 2.0': { message: guide }, 'version.label': { message: 'Deux' } });

const watch = watchFixtureSite('versioned-site', {
  async prepare(dir) {
    await appendFile(path.join(dir, 'site.config.yaml'), 'i18n:\n  defaultLocale: en\n  locales: [en, fr]\n');
    // A sidebar key translates a doc item the sidebar labels, as in Docusaurus (an unlabelled one shows the doc's title).
    await writeFile(
      path.join(dir, 'versioned_sidebars/version-2.0-sidebars.json'),
      JSON.stringify({ docs: ['intro', { type: 'doc', id: 'guide', label: 'Guide 2.0' }] }),
    );
    await mkdir(path.join(dir, TRANSLATIONS), { recursive: true });
    await writeFile(path.join(dir, TRANSLATIONS, 'version-2.0.json'), messages('Guide traduit'));
  },
});

const sidebarOf = async (route: string) =>
  /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(await watch.text(route))?.[0] ?? '';

test("a version's translation file edited while serving relabels that version's sidebar in its locale", async () => {
  assert.match(await sidebarOf('/fr/docs/intro'), />Guide traduit</);
  await save(watch.file(`${TRANSLATIONS}/version-2.0.json`), messages('Le guide'));
  await waitFor('the new sidebar label', async () => (await sidebarOf('/fr/docs/intro')).includes('>Le guide<'));
  assert.match(await sidebarOf('/fr/docs/guide'), />Le guide</);
  // The default locale's pages keep their labels.
  assert.match(await sidebarOf('/docs/intro'), />Guide 2\.0</);
});
