import assert from 'node:assert/strict';
import { test, after } from 'node:test';
import { toDocSource, listDocFiles } from '../../src/content/load-docs.js';
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertIdsAndRoutes } from '../helpers/docs.js';

test('doc ids and routes follow the Docusaurus rules', () => {
  assertIdsAndRoutes([
    ['overview.md', '', 'overview', '/docs/overview'],
    ['api/Editor.md', 'id: editor', 'api/editor', '/docs/api/editor'],
    ['migrating/0.1.x.md', 'id: migrating-0.1.x', 'migrating/migrating-0.1.x', '/docs/migrating/migrating-0.1.x'],
    ['01-guides/02-setup.md', '', 'guides/setup', '/docs/guides/setup'],
    ['guides/index.md', '', 'guides/index', '/docs/guides'],
    ['guides/deep.md', 'slug: /elsewhere', 'guides/deep', '/docs/elsewhere'],
    ['guides/rel.md', 'slug: renamed', 'guides/rel', '/docs/guides/renamed'],
  ]);
});

test('the title comes from front matter, else the first heading, else the id', () => {
  assert.equal(toDocSource('---\ntitle: A\n---\n# B\n', 'a.md', 'docs/a.md', 'docs').title, 'A');
  assert.equal(
    toDocSource('```\n# not this\n```\n# From heading\n', 'b.md', 'docs/b.md', 'docs').title,
    'From heading',
  );
  assert.equal(toDocSource('Text only\n', 'c.md', 'docs/c.md', 'docs').title, 'c');
  assert.equal(
    toDocSource('---\nsidebar_label: Short\ntitle: Long title\n---\n', 'd.md', 'docs/d.md', 'docs').sidebarLabel,
    'Short',
  );
});

// The rules found on real Docusaurus and VitePress trees (dialect-real).
{
  const dirs: string[] = [];
  after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  test('docs.exclude leaves out the files it names, besides the partials starting with "_"', async () => {
    const siteDir = await mkdtemp(path.join(os.tmpdir(), 'docgen-list-'));
    dirs.push(siteDir);
    for (const file of [
      'README.md',
      'index.md',
      'guide/README.md',
      'guide/setup.md',
      'guide/_partial.md',
      'drafts/wip.mdx',
    ]) {
      await mkdir(path.dirname(path.join(siteDir, 'docs', file)), { recursive: true });
      await writeFile(path.join(siteDir, 'docs', file), '# T\n');
    }
    // As ionic-docs writes it: its docs/README.md describes the folder and would claim the route of docs/index.md.
    const files = async (exclude?: string[]) => (await listDocFiles({ siteDir, docsDir: 'docs', exclude })).files;
    assert.deepEqual(await files(['README.md', 'drafts/**']), ['guide/README.md', 'guide/setup.md', 'index.md']);
    assert.deepEqual(await files(), ['README.md', 'drafts/wip.mdx', 'guide/README.md', 'guide/setup.md', 'index.md']);
  });

  test('symbolic links: one to a file of the docs folder is read; to a folder, outside, or to nothing, each refused by name', async () => {
    const siteDir = await mkdtemp(path.join(os.tmpdir(), 'docgen-links-'));
    dirs.push(siteDir);
    for (const file of ['docs/intro.md', 'docs/guide/setup.md', 'elsewhere/secret.md', 'build/old.md']) {
      await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true });
      await writeFile(path.join(siteDir, file), '# T\n');
    }
    const links: [string, string][] = [
      ['self', '.'],
      ['up', '..'],
      ['guide/loop', '../guide'],
      ['outside', '../elsewhere'],
      ['alias.md', 'guide/setup.md'],
      ['secret.md', '../elsewhere/secret.md'],
      ['gone.md', 'nothing.md'],
    ];
    for (const [link, target] of links) await symlink(target, path.join(siteDir, 'docs', link));
    const listed = await listDocFiles({ siteDir, docsDir: 'docs' });
    assert.deepEqual(listed.files, ['alias.md', 'guide/setup.md', 'intro.md']);
    const real = await realpath(siteDir);
    assert.deepEqual(
      listed.refused.sort((a, b) => a.file.localeCompare(b.file)),
      [
        { file: 'docs/gone.md', reason: 'a symbolic link to nothing: not read' },
        {
          file: 'docs/guide/loop',
          reason: 'a symbolic link to a folder of the docs folder, read under its own name (guide): not followed',
        },
        {
          file: 'docs/outside',
          reason: `a symbolic link to a folder outside the docs folder (${real}/elsewhere): not followed`,
        },
        {
          file: 'docs/secret.md',
          reason: `a symbolic link to a file outside the docs folder (${real}/elsewhere/secret.md): not read`,
        },
        {
          file: 'docs/self',
          reason: 'a symbolic link to a folder of the docs folder, read under its own name (.): not followed',
        },
        { file: 'docs/up', reason: `a symbolic link to a folder outside the docs folder (${real}): not followed` },
      ],
    );
  });
}

test('a front matter key close to a known one warns at its line with the key it meant; other custom keys are silent', () => {
  const doc = toDocSource(
    '---\ntitle: Setup\nsidebar_postion: 3\nhero_color: teal\nsidebar_key: setup\nformat: md\nsidebar_lable: Set up\n---\n\n# Setup\n',
    'guides/setup.md',
    'docs/guides/setup.md',
    'docs',
  );
  assert.deepEqual(doc.warnings, [
    {
      message:
        'front matter "sidebar_postion" is not a key docgen knows, and is ignored: did you mean "sidebar_position"?',
      line: 3,
      column: 1,
    },
    {
      message: 'front matter "sidebar_lable" is not a key docgen knows, and is ignored: did you mean "sidebar_label"?',
      line: 7,
      column: 1,
    },
  ]);
  assert.equal(toDocSource('---\ntitle: A\nauthor_url: x\n---\n', 'a.md', 'docs/a.md', 'docs').warnings, undefined);
});
