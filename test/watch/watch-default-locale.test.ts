/*
 * Watch mode on a site in one locale with translation files of its own (issue #33): Docusaurus reads the default
 * locale's i18n folder as any other's, so an edit there while serving shows on its pages.
 */
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { save, waitFor, watchFixtureSite } from '../helpers/watch.js';

const code = (previous: string) => JSON.stringify({ 'theme.docs.paginator.previous': { message: previous } });
const TRANSLATED_INTRO = 'i18n/en/docusaurus-plugin-content-docs/current/intro.md';

const watch = watchFixtureSite('mini-site', {
  async prepare(dir) {
    await mkdir(path.join(dir, path.dirname(TRANSLATED_INTRO)), { recursive: true });
    await writeFile(path.join(dir, 'i18n/en/code.json'), code('Backward'));
    await writeFile(path.join(dir, TRANSLATED_INTRO), '# Welcome, overridden\n\nHello.\n');
  },
});

test("the default locale's code.json edited while serving changes the theme's words on its pages", async () => {
  assert.match(await watch.text('/docs/intro'), /<span class="pagination-sublabel">Backward<\/span>/);
  await save(watch.file('i18n/en/code.json'), code('Back'));
  await waitFor('the new words', async () =>
    (await watch.text('/docs/intro')).includes('<span class="pagination-sublabel">Back</span>'),
  );
});

test("a doc of the default locale's i18n folder edited while serving shows on its page", async () => {
  assert.match(await watch.text('/docs/intro'), /<h1[^>]*>Welcome, overridden<\/h1>/);
  await save(watch.file(TRANSLATED_INTRO), '# Welcome, edited\n\nHello.\n');
  await waitFor('the edited title', async () => /<h1[^>]*>Welcome, edited<\/h1>/.test(await watch.text('/docs/intro')));
});
