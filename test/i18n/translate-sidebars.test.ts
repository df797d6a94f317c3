/*
 * A sidebar badge's words in each locale: Starlight's `text: {en: New, fr: Nouveau}` in the sidebar, or the words of
 * one language translated by the locale's `current.json` (`sidebar.<sidebar>.badge.<words>`), which
 * `write-translations` lists; a badge without the default locale's words fails the build with its sidebar and label.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build, generateSite } from '../../src/build.js';
import { main } from '../../src/cli/main.js';
import { DocgenError } from '../../src/errors.js';
import { siteFolders } from '../helpers/site.js';

const siteFolder = siteFolders('docgen-badge-i18n-');

const config = (badge: string) => `title: T
url: https://t.example.com
baseUrl: /
i18n:
  defaultLocale: en
  locales: [en, fr]
docs:
  sidebars:
    docs:
      - { type: doc, id: intro, badge: ${badge} }
      - { type: category, label: More, badge: Beta, items: [usage] }
`;

const FILES = {
  'docs/intro.md': '# Intro\n\nText.\n',
  'docs/usage.md': '# Usage\n\nText.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({
    'sidebar.docs.badge.Beta': { message: 'Bêta' },
  }),
};

/** The badges of the sidebar on a page, in order. */
async function badges(outDir: string, route: string): Promise<string[]> {
  const html = await readFile(path.join(outDir, `${route}/index.html`), 'utf8');
  const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)![0];
  return [...sidebar.matchAll(/<span class="text-badge text-badge-(\w+)">([^<]*)<\/span>/g)].map(
    ([, variant, text]) => `${text} (${variant})`,
  );
}

test('a sidebar badge speaks the locale: its words per language, or the locale’s current.json', async () => {
  const site = await siteFolder({
    ...FILES,
    'site.config.yaml': config('{ text: { en: New, fr: Nouveau }, variant: tip }'),
  });
  const outDir = path.join(site, 'build');
  await build({ configFile: path.join(site, 'site.config.yaml'), outDir });
  assert.deepEqual(await badges(outDir, 'docs/intro'), ['New (tip)', 'Beta (note)']);
  assert.deepEqual(await badges(outDir, 'fr/docs/intro'), ['Nouveau (tip)', 'Bêta (note)']);
  // No page carries the other languages' words.
  const data = await readFile(path.join(outDir, 'fr/docs/intro/index.html'), 'utf8');
  assert.ok(!data.includes('"texts"'));

  // write-translations lists each badge's words (the default locale's) once, to be translated.
  await main([
    'node',
    'docgen',
    'write-translations',
    '--config',
    path.join(site, 'site.config.yaml'),
    '--locale',
    'fr',
  ]);
  const current = JSON.parse(
    await readFile(path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current.json'), 'utf8'),
  ) as Record<string, { message: string; description?: string }>;
  assert.deepEqual(current['sidebar.docs.badge.New'], {
    message: 'New',
    description: 'The words of the badge New beside labels in sidebar docs',
  });
  assert.equal(current['sidebar.docs.badge.Beta']!.message, 'Bêta');
});

test('a badge with words per language but none for the default locale fails with its sidebar and label', async () => {
  const site = await siteFolder({ ...FILES, 'site.config.yaml': config('{ text: { fr: Nouveau } }') });
  await assert.rejects(generateSite({ configFile: path.join(site, 'site.config.yaml') }), (error: DocgenError) => {
    assert.equal(
      error.reason,
      'sidebar "docs", "Intro": the badge\'s text has no words for the default locale "en" (it has fr)',
    );
    assert.equal(error.hint, "give it the default locale's words too: text: { en: New, … }");
    return true;
  });
});
