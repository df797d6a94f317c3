import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parseDocument } from 'yaml';
import { migratedFixtureSite, type MigratedSite } from '../helpers/docusaurus-site.js';

// A Docusaurus site whose docs lean on its own src/: built after `docgen init --from-docusaurus`, as it is.
let dir: string;
let notCarried: string[];
let built: MigratedSite;
let html: string;

before(async () => {
  built = await migratedFixtureSite('docusaurus-theme-site');
  ({ dir, notCarried } = built);
  html = await readFile(path.join(built.outDir, 'intro/index.html'), 'utf8');
});
after(() => built?.cleanup());

test('init carries the theme folder, the static folder, magic comments and the format; names the stand-ins', async () => {
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.equal(config.staticDir, 'public');
  assert.deepEqual(config.markdown, {
    format: 'md',
    docusaurusThemeDir: 'src/theme',
    themeStandIns: ['ParamsDetails'],
  });
  assert.deepEqual(config.code.magicComments[1], { className: 'code-block-add-line', line: 'add-next-line' });
  assert.ok(
    notCarried.includes(
      'theme components @theme/ParamsDetails: from Docusaurus themes docgen does not have; docs and pages show what they wrap, nothing else',
    ),
  );
  assert.ok(!notCarried.some((line) => line.includes('MDXComponents')));
  // The files of src/theme that docs reach (Banner and the module it imports) are used as they are; a swizzled part
  // of the theme itself is not.
  assert.deepEqual(
    notCarried.filter((line) => line.startsWith('swizzled')),
    [
      "swizzled component src/theme/Footer/index.js: replaces @theme/Footer; docgen's theme draws that part its own way",
    ],
  );
});

test("the site's MDXComponents and theme folder give docs their components, .js files with JSX", () => {
  assert.match(html, /<mark class="highlight">global<\/mark>/);
  assert.match(html, /<div class="banner">From src\/theme<\/div>/);
  // A name of docgen's component kit that is the site's own component in src/theme.
  assert.match(html, /<div class="site-card">A card of the site<\/div>/);
  assert.match(html, /<p>Wrapped content<\/p><span data-docgen-stand-in="ParamsDetails" hidden="">/);
  assert.match(html, /<p class="translated">Hello docgen\s?and plain<\/p>/);
});

test('a swizzled MDXComponents/Img wraps the theme’s image; the site’s MDXComponents replaces the link', () => {
  assert.match(
    html,
    /<figure class="site-figure"><img src="\/assets\/images\/diagram-[0-9a-f]+\.png" alt="The diagram again"\/?><figcaption>The diagram again<\/figcaption><\/figure>/,
  );
  assert.match(html, /<a href="\/reference\/api" class="site-link">the API<\/a>/);
});

test('imported files get hashed URLs in the output; require.context lists a folder; a missing export is undefined', async () => {
  const video = /<video src="(\/assets\/media\/demo-[A-Z0-9]+\.mp4)"/.exec(html)?.[1];
  assert.ok(video, 'video URL');
  assert.equal(await readFile(path.join(built.outDir, video), 'utf8'), 'not really a video');
  assert.match(html, /<p class="flows">login-undefined<\/p>/);
  assert.match(
    html,
    /<section class="change"><p>Version one\.<\/p><\/section><section class="change"><p>Version two\.<\/p>/,
  );
});

test("a stateful component the site's MDXComponents gives the docs renders as an island", () => {
  assert.match(
    html,
    /<div data-island="src\/components\/Clicker\.jsx" data-props="\{&quot;start&quot;:1\}" style="display:contents"><button type="button" class="clicker">Clicked <!-- -->1<!-- --> times<\/button><\/div>/,
  );
});

test('useAllDocsData names every doc of the site, those of other sidebars too', () => {
  assert.match(html, /<p class="all-docs">intro at \/intro, reference\/api at \/reference\/api<\/p>/);
});

test('a .md partial is CommonMark under format detect; images beside it and @site/ paths are copied', async () => {
  assert.match(html, /A length &lt;= 5 is CommonMark here/);
  const images = [...html.matchAll(/<img src="(\/assets\/images\/diagram-[0-9a-f]+\.png)"/g)].map((m) => m[1]!);
  assert.equal(images.length, 2);
  assert.equal(images[0], images[1]);
  assert.ok((await stat(path.join(built.outDir, images[0]!))).isFile());
  assert.deepEqual(built.warnings, []);
});
