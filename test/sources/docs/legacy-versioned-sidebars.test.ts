/**
 * A versioned sidebars file of early Docusaurus 2 names its sidebar `version-5.0/docs` and its docs `version-5.0/intro`:
 * docgen reads it as Docusaurus 2 did (translation ids and links by the bare names) and says that Docusaurus 3 refuses it.
 */
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../../src/build.js';
import { formatWarning } from '../../../src/links/warnings.js';
import { shown } from '../../helpers/shown.js';
import { tempDir, writeFiles } from '../../helpers/site.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

test('a versioned sidebar with the version-<name>/ prefix is read without it, its labels translated, with a warning', async () => {
  const dir = await tempDir('docgen-legacy-sidebars-');
  dirs.push(dir);
  await writeFiles(dir, {
    'site.config.yaml': `title: Legacy
url: https://legacy.example.com
i18n:
  defaultLocale: en
  locales: [en, fr]
docs:
  sidebars:
    docs: [intro]
`,
    'docs/intro.md': '# Intro next\n\nNew.\n',
    'versions.json': '["5.0"]\n',
    'versioned_docs/version-5.0/intro.md': '# Intro five\n\nOld.\n',
    'versioned_docs/version-5.0/setup.md': '# Setup five\n\nOld setup.\n',
    'versioned_sidebars/version-5.0-sidebars.json': JSON.stringify({
      'version-5.0/docs': [
        'version-5.0/intro',
        { type: 'category', label: 'Basics', items: [{ type: 'doc', id: 'version-5.0/setup' }] },
      ],
    }),
    'i18n/fr/docusaurus-plugin-content-docs/version-5.0.json': JSON.stringify({
      'sidebar.docs.category.Basics': { message: 'Les bases' },
    }),
  });
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  assert.deepEqual(result.warnings.map(formatWarning), [
    `${shown(path.join(dir, 'versioned_sidebars/version-5.0-sidebars.json'))} - ` +
      'sidebar names and doc ids with the prefix "version-5.0/" of early ' +
      'Docusaurus 2 (version-5.0/docs, version-5.0/intro, version-5.0/setup), read without it as Docusaurus 2 read ' +
      'them; Docusaurus 3 refuses such a file: remove the "version-5.0/" prefix from it (version-5.0/docs → docs, ' +
      'version-5.0/intro → intro, version-5.0/setup → setup)',
  ]);
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
  const en = await read('docs/intro/index.html');
  // The doc ids lead to the version's docs: the sidebar's next doc is the category's.
  assert.match(en, /<a class="pagination-link pagination-next" href="\/docs\/setup" rel="next">.*Setup five/);
  assert.match(en, />Basics</);
  const fr = await read('fr/docs/setup/index.html');
  assert.match(fr, />Les bases</);
});
