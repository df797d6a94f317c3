import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { openStaging } from '../../src/output/write-site.js';
import { buildInto, tempDir, writeFiles } from '../helpers/site.js';

test('discarding the output while pages are still being written removes it all, and refuses later writes', async () => {
  const parent = await tempDir();
  try {
    const outDir = path.join(parent, 'build');
    const staging = await openStaging(outDir, undefined, parent);
    // A failed build discards while the pages rendered before the failure are still on their way to disk.
    const files = Array.from({ length: 300 }, (_, i) => ({
      path: `docs/part-${i % 30}/page-${i}.html`,
      contents: `<p>${i}</p>`.repeat(200),
    }));
    const writing = staging.write(files);
    await staging.discard();
    await writing;
    await assert.rejects(
      staging.write([{ path: 'late.html', contents: 'late' }]),
      /the build failed: its output is discarded/,
    );
    assert.deepEqual(await readdir(parent), [], 'neither the output nor its staging folder is left');
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});

test("the static folder is copied into each further locale's site too, and the link check finds its files there", async () => {
  const dir = await tempDir('docgen-static-locales-');
  await writeFiles(dir, {
    'site.config.yaml': `title: Static
url: https://static.example.com
baseUrl: /
i18n:
  defaultLocale: en
  locales: [en, fr]
`,
    'static/helm/v4/index.html': '<p>redirect</p>',
    'static/img/a.png': 'png',
    'docs/a.md': '# A\n\n[to helm](/helm/v4/) ![an image](/img/a.png)\n',
  });
  const built = await buildInto(path.join(dir, 'site.config.yaml'));
  try {
    for (const file of ['helm/v4/index.html', 'fr/helm/v4/index.html', 'fr/img/a.png'])
      assert.ok(existsSync(path.join(built.outDir, file)), file);
    const html = await readFile(path.join(built.outDir, 'fr/docs/a/index.html'), 'utf8');
    assert.match(html, /<a href="\/fr\/helm\/v4\/">to helm<\/a>/);
    assert.deepEqual(
      built.warnings.filter((w) => w.kind === 'broken-link'),
      [],
    );
  } finally {
    await built.cleanup();
    await rm(dir, { recursive: true, force: true });
  }
});

test('the static folder is on disk once however many locales have it; a page written over one of its files replaces it in that folder only', async () => {
  const parent = await tempDir('docgen-static-once-');
  try {
    await writeFiles(parent, {
      'static/img/a.png': 'png',
      'static/fr/img/a.png': 'a locale-named static folder',
      'static/notes/b.txt': 'b',
    });
    const outDir = path.join(parent, 'build');
    const staging = await openStaging(outDir, path.join(parent, 'static'), parent, ['fr', 'de']);
    await staging.write([
      { path: 'de/notes/b.txt', contents: 'a page of de' },
      { path: 'fr/notes/b.txt', contents: 'a page of fr' },
    ]);
    await staging.commit();
    const read = (file: string) => readFile(path.join(outDir, file), 'utf8');
    const inode = async (file: string) => (await stat(path.join(outDir, file))).ino;
    assert.equal(await inode('de/img/a.png'), await inode('img/a.png'));
    assert.equal(await inode('fr/img/a.png'), await inode('img/a.png'));
    assert.equal(await read('fr/img/a.png'), 'png', "the locale's copy replaces what the static folder has there");
    assert.equal(await read('fr/fr/img/a.png'), 'a locale-named static folder');
    assert.equal(await read('de/fr/img/a.png'), 'a locale-named static folder');
    assert.deepEqual(
      [await read('notes/b.txt'), await read('de/notes/b.txt'), await read('fr/notes/b.txt')],
      ['b', 'a page of de', 'a page of fr'],
    );
    assert.deepEqual((await readdir(outDir)).sort(), ['.docgen-build', 'de', 'fr', 'img', 'notes']);
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});
