/**
 * Number prefixes of file and folder names ("01-intro.md"): the default docs strip them from ids, routes and sidebar
 * labels and order the sidebar by them, as Docusaurus's default parser does; a docs instance with
 * `numberPrefixParser: false` keeps the names whole, in each of its versions and locales (helm's community docs).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../../src/build.js';
import { siteFolders } from '../../helpers/site.js';

const site = siteFolders('docgen-number-prefixes-');

/** The same docs for both instances: the folder and the second file carry a number prefix. */
const DOCS = {
  'intro.md': '# Intro\n\nStart here.\n',
  '10-last.md': '# Last\n\nThe end.\n',
  '02-guides/01-setup.md': '# Setup\n\nInstall.\n',
};

const FILES = {
  'site.config.yaml': `title: Prefixes
url: https://prefixes.example.com
i18n:
  defaultLocale: en
  locales: [en, fr]
docs:
  sidebar: { collapsedByDefault: false }
docsInstances:
  - id: community
    numberPrefixParser: false
    sidebar: { collapsedByDefault: false }
`,
  ...Object.fromEntries(Object.entries(DOCS).map(([file, text]) => [`docs/${file}`, text])),
  ...Object.fromEntries(Object.entries(DOCS).map(([file, text]) => [`community/${file}`, text])),
  'community_versions.json': '["1.0"]',
  ...Object.fromEntries(
    Object.entries(DOCS).map(([file, text]) => [`community_versioned_docs/version-1.0/${file}`, text]),
  ),
  'i18n/fr/docusaurus-plugin-content-docs-community/current/10-last.md': '# Dernier\n\nLa fin.\n',
};

/** The sidebar of a built page as a user reads it: each category's label, each link's label and where it leads. */
function sidebarLinks(html: string): string[] {
  const sidebar = /<nav class="sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...sidebar.matchAll(/<(?:button[^>]*|a class="sidebar-link[^"]*" href="([^"]*)"[^>]*)>([^<]+)</g)].map(
    ([, href, label]) => (href ? `${label} ${href}` : label!),
  );
}

test('number prefixes: stripped by default, kept whole with numberPrefixParser: false in every version and locale', async () => {
  const dir = await site(FILES);
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  assert.deepEqual(result.warnings, []);
  const read = (route: string) => readFile(path.join(dir, 'build', route, 'index.html'), 'utf8');

  // The default instance: prefixes order the sidebar (guides 2, last 10, intro unnumbered last) and leave the names.
  assert.deepEqual(sidebarLinks(await read('docs/intro')), [
    'guides',
    'Setup /docs/guides/setup',
    'Last /docs/last',
    'Intro /docs/intro',
  ]);

  // numberPrefixParser: false: the names as written, ordered by name; the same in the version and in French.
  assert.deepEqual(sidebarLinks(await read('community/next/intro')), [
    '02-guides',
    'Setup /community/next/02-guides/01-setup',
    'Last /community/next/10-last',
    'Intro /community/next/intro',
  ]);
  assert.deepEqual(sidebarLinks(await read('community/intro')), [
    '02-guides',
    'Setup /community/02-guides/01-setup',
    'Last /community/10-last',
    'Intro /community/intro',
  ]);
  const french = await read('fr/community/next/10-last');
  assert.match(french, /<h1[^>]*>Dernier<\/h1>/);
  assert.deepEqual(sidebarLinks(french), [
    '02-guides',
    'Setup /fr/community/next/02-guides/01-setup',
    'Dernier /fr/community/next/10-last',
    'Intro /fr/community/next/intro',
  ]);
});
