/*
 * A Docusaurus site's own pages (issue #35), built after `docgen init --from-docusaurus` as they are:
 * test/fixtures/docusaurus-pages-site has a React home page with a CSS module, an interactive page, a TypeScript
 * page, Markdown and MDX pages in a folder, and files that are no page.
 */
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parseDocument } from 'yaml';
import { migratedFixtureSite, type MigratedSite } from '../helpers/docusaurus-site.js';

let dir: string;
let notCarried: string[];
let built: MigratedSite;
const html = (route: string) => readFile(path.join(built.outDir, route, 'index.html'), 'utf8');
/** The scripts a page loads or preloads, by file. */
const scripts = async (route: string) => [...new Set((await html(route)).match(/\/assets\/js\/[\w.-]+\.js/g))].sort();
const title = async (route: string) => /<title>([^<]*)<\/title>/.exec(await html(route))?.[1];

before(async () => {
  built = await migratedFixtureSite('docusaurus-pages-site');
  ({ dir, notCarried } = built);
});
after(() => built?.cleanup());

test('init carries the pages folder and its exclude globs, and names no page as left behind', async () => {
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.equal(config.pagesDir, 'src/pages');
  assert.deepEqual(config.pagesExclude, ['**/*.draft.js']);
  assert.deepEqual(
    notCarried.filter((line) => /page/.test(line) && !line.startsWith('theme components')),
    [],
  );
});

test("components of Docusaurus's themes that docgen's lacks, imported by a page or a version's doc, are named stand-ins", async () => {
  assert.ok(
    notCarried.includes(
      'theme components @theme/Icon/ExternalLink, @theme/IdealImage: from Docusaurus themes docgen does not have; docs and pages show what they wrap, nothing else',
    ),
  );
  assert.match(await html(''), /Elsewhere<span data-docgen-stand-in="Icon\/ExternalLink" hidden=""><\/span><\/a>/);
});

test('every page file has its Docusaurus route; `_` files and folders and excluded files have none', async () => {
  const pages = (await readdir(built.outDir, { recursive: true }))
    .filter((f) => f.endsWith('index.html'))
    .map((f) => `/${path.dirname(f)}`.replace(/\/\.$/, '/'))
    .sort();
  assert.deepEqual(pages, [
    '/',
    '/about',
    '/counter',
    '/docs',
    '/docs/intro',
    '/help',
    '/help/faq',
    '/search',
    '/showcase',
  ]);
});

test('a React page renders inside the theme, with what it asks of @docusaurus and @theme', async () => {
  const home = await html('');
  assert.equal(await title(''), 'Welcome | Pages site');
  assert.match(home, /<meta name="description" content="The home page of the pages site">/);
  assert.match(home, /<nav[^>]*class="navbar/);
  assert.match(home, /<div class="home-wrapper infima-page"><header class="\w+_hero_\w+">/);
  assert.match(
    home,
    /<h1 id="pages-site">Pages site<\/h1><p class="hero__subtitle">Pages as Docusaurus builds them<\/p>/,
  );
  assert.match(home, /<p>Release 4\.2<\/p><img src="img\/logo\.svg" alt="Pages site"/);
  assert.match(home, /<a class="button button--primary" href="\/docs\/intro">Get started<\/a>/);
  assert.match(home, /<section class="feature"><h2>Static<\/h2>/);
  assert.match(home, /Made with pages/);
  // The CSS module's class names are the page's HTML's, in a stylesheet of the page's own.
  const className = /<header class="(\w+_hero_\w+)">/.exec(home)![1]!;
  const sheets = [...home.matchAll(/<link rel="stylesheet" href="\/assets\/(js\/[\w-]+\.css)"[^>]*>/g)].map(
    (m) => m[1]!,
  );
  const docSheets = (await html('docs/intro')).match(/js\/[\w-]+\.css/g);
  const sheet = sheets.filter((s) => !docSheets!.includes(s));
  assert.equal(sheet.length, 1, 'the page links a stylesheet of its own');
  assert.match(await readFile(path.join(built.outDir, 'assets', sheet[0]!), 'utf8'), new RegExp(`\\.${className}\\{`));
});

test('a static page ships no more JavaScript than a doc page; an interactive page loads its own module', async () => {
  assert.deepEqual(await scripts(''), await scripts('docs/intro'));
  assert.deepEqual(await scripts('about'), await scripts('docs/intro'));
  const doc = await scripts('docs/intro');
  const counter = await scripts('counter');
  assert.deepEqual(
    doc.filter((s) => !counter.includes(s)),
    [],
  );
  const own = counter.find((s) => /\/counter-\w+\.js$/.test(s));
  assert.ok(own, 'the interactive page loads its own module');
  // Beside the doc page's scripts: the page's module and the chunks it imports, nothing else.
  const imports = await readFile(path.join(built.outDir, own), 'utf8');
  assert.deepEqual(
    counter.filter((s) => !doc.includes(s) && s !== own && !imports.includes(`./${path.basename(s)}`)),
    [],
  );
});

test('<Head> gives the page its title and description; <Layout noFooter> leaves the footer out', async () => {
  const counter = await html('counter');
  assert.equal(await title('counter'), 'Counter | Pages site');
  assert.match(counter, /<meta name="description" content="A page that counts clicks">/);
  assert.match(counter, /<button type="button">Clicked <!-- -->0<!-- --> times<\/button>/);
  assert.doesNotMatch(counter, /Made with pages/);
});

test('Markdown and MDX pages render in Docusaurus’s page frame, with front matter titles and MDX components', async () => {
  const faq = await html('help/faq');
  assert.equal(await title('help/faq'), 'FAQ | Pages site');
  assert.match(
    faq,
    /<main class="container container--fluid margin-vert--lg"><div class="row"><div class="col col--8 markdown"><h1 id="questions">Questions<\/h1>/,
  );
  assert.match(
    faq,
    /<aside class="admonition admonition-tip theme-admonition theme-admonition-tip alert alert--success">[\s\S]*Read the <a href="\/docs\/intro">docs<\/a> first/,
  );
  assert.match(faq, /<p>The answer is 42\.<\/p>/);
  const help = await html('help');
  assert.equal(await title('help'), 'Help | Pages site');
  assert.match(help, /<meta name="description" content="Where to get help">/);
  assert.match(help, /<h1 id="getting-help">Getting help<\/h1>/);
});

test('an SVG that a page, a component or an MDX page imports renders inline as a component; CSS gets its URL', async () => {
  const home = await html('');
  // The file's attributes as React writes them, editor data, comments and the XML declaration left out, the
  // page's props after the file's own (className replaces the file's class).
  assert.match(
    home,
    /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" xmlns:xlink="http:\/\/www\.w3\.org\/1999\/xlink" class="hero-mark" viewBox="0 0 16 16" style="fill-rule:evenodd" width="16" height="16"><title>Mark<\/title><defs><linearGradient id="mark-fill"><stop offset="0" stop-color="#7a3e9d"><\/stop><\/linearGradient><\/defs><path id="mark-path" d="M0 0h16v16H0z" fill="url\(#mark-fill\)" stroke-width="2"><\/path><use xlink:href="#mark-path"><\/use><\/svg>/,
  );
  // title and titleId replace the file's <title>, as SVGR's titleProp does; `require(…).default` is the component too.
  const counter = await html('counter');
  assert.match(
    counter,
    /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 8 8" aria-hidden="true" width="8" height="8"><circle cx="4" cy="4" r="4"><\/circle><\/svg>/,
  );
  assert.match(
    counter,
    /<svg [^>]*aria-labelledby="counted-title" role="img" width="8" height="8"><title id="counted-title">Counted<\/title><defs>/,
  );
  assert.match(
    await html('help/faq'),
    /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 8 8" class="faq-dot" aria-hidden="true">/,
  );
  // A stylesheet's url() is the file's address in the output.
  const css = await Promise.all(
    (await readdir(path.join(built.outDir, 'assets/js')))
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFile(path.join(built.outDir, 'assets/js', f), 'utf8')),
  );
  const url = /url\("\.\.\/media\/(dot-\w+\.svg)"\)/.exec(css.join('\n'))?.[1];
  assert.ok(url, 'the CSS module names the SVG by its URL');
  assert.match(await readFile(path.join(built.outDir, 'assets/media', url), 'utf8'), /<circle/);
});

test("a page's own hero <header> is no second banner beside the navbar's", async () => {
  // A page without a <main> of its own is framed in one; its header is the page's, not a banner.
  const about = await html('about');
  assert.match(
    about,
    /<main class="page-frame"><div data-docgen-content[^>]*><header class="hero"><h1>About<\/h1><\/header>/,
  );
  assert.match(about, /<header class="navbar">/);
  // A page with its <main> and a hero <header> beside it is built as Docusaurus builds it: the hero is the banner,
  // the navbar its <nav>.
  const home = await html('');
  assert.match(home, /<header class="navbar" role="none">/);
  assert.match(
    home,
    /tabindex="-1"><div data-docgen-content[^>]*><div class="home-wrapper infima-page"><header class="\w+_hero_\w+">/,
  );
  // A Markdown page's frame is its <main>; one with a <main> and no header keeps the navbar's banner.
  assert.match(await html('help/faq'), /tabindex="-1"><div data-docgen-content[^>]*><main class="container/);
  assert.match(await html('counter'), /<header class="navbar">/);
});
