import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../src/build.js';
import { DocgenErrors } from '../../src/errors.js';
import { formatWarning } from '../../src/links/warnings.js';
import { buildInto, copyOfFixtureSite, FIXTURES, ROOT, tempDir } from '../helpers/site.js';

const CONFIG = path.join(FIXTURES, 'assets-site/site.config.yaml');
const MISSING =
  'docs/guide/page.md:13:1 → ./media/missing.png (no file at /docs/guide/media/missing.png, and no file guide/media/missing.png in the docs folder)';
let built: Awaited<ReturnType<typeof buildInto>>;

before(async () => {
  built = await buildInto(CONFIG);
});
after(() => built?.cleanup());

const page = (route: string) => readFile(path.join(built.outDir, route, 'index.html'), 'utf8');

test('files next to the docs are copied once under content-named paths, and every link to them rewritten', async () => {
  const images = await readdir(path.join(built.outDir, 'assets/images'));
  const files = await readdir(path.join(built.outDir, 'assets/files'));
  assert.equal(images.length, 1, 'the diagram two pages show is copied once');
  assert.match(images[0]!, /^diagram-[0-9a-f]{8}\.svg$/);
  assert.deepEqual(
    files.filter((f) => f.startsWith('unused')),
    [],
    'a file no page links to is not copied',
  );
  const zip = files.find((f) => f.startsWith('bundle-'))!;
  assert.match(zip, /^bundle-[0-9a-f]{8}\.zip$/);
  assert.deepEqual(
    await readFile(path.join(built.outDir, 'assets/images', images[0]!)),
    await readFile(path.join(FIXTURES, 'assets-site/docs/guide/media/diagram.svg')),
  );

  const guide = await page('docs/guide/page');
  assert.match(guide, new RegExp(`<img src="/assets/images/${images[0]}" alt="A teal square" width="4" height="4"/>`));
  assert.match(
    guide,
    new RegExp(
      `<img src="/assets/images/${images[0]}" alt="The square again, in HTML" width="4" height="4" loading="lazy" decoding="async"/>`,
    ),
    'raw HTML too',
  );
  assert.match(guide, new RegExp(`<video src="/assets/files/${zip}"`));
  const intro = await page('docs/intro');
  assert.match(intro, new RegExp(`<img src="/assets/images/${images[0]}" alt="A teal square" width="4" height="4"/>`));
  assert.match(intro, new RegExp(`href="/assets/files/${zip}"`));
  assert.match(
    intro,
    /<img src="\/img\/dot\.svg" alt="The static dot" width="8" height="8" loading="lazy" decoding="async"\/>/,
    'a site path is a file of the static folder',
  );
  assert.match(intro, /href="\/docs\/guide\/page#setup"/, 'a .md link from the docs root');
  // The Markdown source served beside the page keeps working links to the copies.
  assert.match(
    await readFile(path.join(built.outDir, 'docs/guide/page.md'), 'utf8'),
    new RegExp(`!\\[A teal square\\]\\(/assets/images/${images[0]}\\)`),
  );
});

test('a missing file is one positioned warning, the same in build and check-links; an unknown code language warns once for the site', () => {
  assert.deepEqual(built.warnings.map(formatWarning), [
    'docs/guide/page.md:17:1 - code block language "nosuchlang" is not one highlight.js knows: the block is shown without highlighting (use "text" for plain text)',
    MISSING,
  ]);
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bin/docgen.js'), 'check-links', '--config', CONFIG], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  assert.equal(result.status, 1, result.stderr);
  assert.equal(result.stdout.split('\n')[0], MISSING);
});

test('with onBrokenLinks: throw a missing file fails the build', async () => {
  const site = await copyOfFixtureSite('assets-site');
  await writeFile(site.config, `${await readFile(site.config, 'utf8')}onBrokenLinks: throw\n`);
  const out = path.join(await tempDir(), 'build');
  await assert.rejects(build({ configFile: site.config, outDir: out }), (error: unknown) => {
    assert.ok(error instanceof DocgenErrors);
    assert.deepEqual(
      error.errors.map((e) => e.message),
      [MISSING.replace(' → ', ' - broken link → ')],
    );
    return true;
  });
  await Promise.all([
    rm(site.dir, { recursive: true, force: true }),
    rm(path.dirname(out), { recursive: true, force: true }),
  ]);
});

test('HTML in a title is text in the sidebar, the heading and the document title; symbol headings get valid ids', async () => {
  const html = await page('docs/symbols');
  assert.match(html, /<title>The &lt;Editor&gt; x &amp; bold component \| Assets<\/title>/);
  assert.match(html, /<h1>The &lt;Editor&gt; x &amp; bold component<\/h1>/);
  assert.match(
    html,
    /<a class="sidebar-link active" href="\/docs\/symbols" aria-current="page">The &lt;Editor&gt; x &amp; bold component<\/a>/,
  );
  assert.match(html, /<h2 id="heading" class="anchor-heading">/);
  assert.match(html, /<h2 id="heading-1" class="anchor-heading">/);
  assert.doesNotMatch(html, / id=""/);
});
