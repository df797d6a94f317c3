/** `docgen docs:version <name>`: the current docs and sidebars become a version in Docusaurus's layout. */
import assert from 'node:assert/strict';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../../src/build.js';
import { loadConfig } from '../../../src/config/load.js';
import { DocgenError } from '../../../src/errors.js';
import { cutVersion } from '../../../src/sources/docs/cut-version.js';
import { copyOfFixtureSite } from '../../helpers/site.js';

test('docs:version copies the docs and sidebars, puts the name first in versions.json, and the build serves it', async () => {
  const site = await copyOfFixtureSite('versioned-site');
  try {
    const cut = (name: string, instanceId = 'default') =>
      loadConfig(site.config).then(({ config, file }) => cutVersion(name, { config, configFile: file, instanceId }));
    await cut('3.0');
    assert.deepEqual(JSON.parse(await readFile(path.join(site.dir, 'versions.json'), 'utf8')), ['3.0', '2.0', '1.0']);
    assert.equal(
      await readFile(path.join(site.dir, 'versioned_docs/version-3.0/new-feature.md'), 'utf8'),
      await readFile(path.join(site.dir, 'docs/new-feature.md'), 'utf8'),
    );
    assert.deepEqual(JSON.parse(await readFile(path.join(site.dir, 'versioned_sidebars/version-3.0-sidebars.json'), 'utf8')), {
      docs: [
        { type: 'doc', id: 'intro' },
        { type: 'doc', id: 'new-feature' },
      ],
    });
    const out = path.join(site.dir, 'out');
    await build({ configFile: site.config, outDir: out });
    // 3.0 is the last version now, at /docs; 2.0 moved to /docs/2.0.
    assert.match(await readFile(path.join(out, 'docs/new-feature/index.html'), 'utf8'), /<h1[^>]*>New feature<\/h1>/);
    assert.match(await readFile(path.join(out, 'docs/2.0/guide/index.html'), 'utf8'), /<h1[^>]*>Guide 2\.0<\/h1>/);

    const refused = async (name: string, message: RegExp, instance?: string) =>
      assert.rejects(cut(name, instance), (e: unknown) => e instanceof DocgenError && message.test(e.message));
    await refused('3.0', /versions\.json - docs:version: version "3\.0" exists already$/);
    await refused('a/b', /^docs:version: "a\/b" is no version name: a version name cannot hold \//);
    await refused('current', /"current" names the docs folder itself/);
    await refused('4', /docs:version --instance nope: the config has no docs instance "nope"/, 'nope');
    // A folder versions.json does not list is never written over.
    await mkdir(path.join(site.dir, 'versioned_docs/version-4'));
    await writeFile(path.join(site.dir, 'versioned_docs/version-4/mine.md'), 'mine');
    await refused('4', /versioned_docs\/version-4 exists already, though versions\.json does not list "4"/);
    assert.equal(await readFile(path.join(site.dir, 'versioned_docs/version-4/mine.md'), 'utf8'), 'mine');
    assert.deepEqual(JSON.parse(await readFile(path.join(site.dir, 'versions.json'), 'utf8')), ['3.0', '2.0', '1.0']);
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});

test("docs:version copies each locale's translations of the current docs and their sidebar labels", async () => {
  const site = await copyOfFixtureSite('versioned-site');
  try {
    const i18n = (file: string) => path.join(site.dir, 'i18n/fr/docusaurus-plugin-content-docs', file);
    await writeFile(site.config, `${await readFile(site.config, 'utf8')}i18n:\n  defaultLocale: en\n  locales: [en, fr]\n`);
    await mkdir(i18n('current'), { recursive: true });
    await writeFile(i18n('current/intro.md'), '# Intro suivante\n');
    await writeFile(i18n('current.json'), '{"version.label": {"message": "Suivante"}}\n');
    const { config, file } = await loadConfig(site.config);
    const cut = await cutVersion('3.0', { config, configFile: file, instanceId: 'default' });
    assert.deepEqual(cut.translations, [
      'i18n/fr/docusaurus-plugin-content-docs/version-3.0',
      'i18n/fr/docusaurus-plugin-content-docs/version-3.0.json',
    ]);
    assert.equal(await readFile(i18n('version-3.0/intro.md'), 'utf8'), '# Intro suivante\n');
    assert.equal(await readFile(i18n('version-3.0.json'), 'utf8'), '{"version.label": {"message": "Suivante"}}\n');
    assert.equal(await readFile(i18n('current/intro.md'), 'utf8'), '# Intro suivante\n');
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});
