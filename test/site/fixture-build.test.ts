import assert from 'node:assert/strict';
import { appendFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../src/build.js';
import { DocgenErrors } from '../../src/errors.js';
import { buildInto, copyOfFixtureSite, FIXTURES } from '../helpers/site.js';

const MINI = path.join(FIXTURES, 'mini-site/site.config.yaml');
let built: Awaited<ReturnType<typeof buildInto>>;
const read = (file: string) => readFile(path.join(built.outDir, file), 'utf8');

before(async () => {
  built = await buildInto(MINI);
});
after(() => built.cleanup());

test('every route is written as a full HTML document with its layout', async () => {
  const html = await read('docs/intro.html');
  assert.match(html, /^<!doctype html>\n<html lang="en" dir="ltr" data-theme="light">/);
  assert.match(html, /<title>Introduction \| Mini<\/title>/);
  assert.match(html, /<meta name="description" content="Start here\.">/);
  assert.match(html, /<link rel="canonical" href="https:\/\/mini\.example\.com\/docs\/intro">/);
  assert.match(html, /<meta property="og:title" content="Introduction \| Mini">/);
  assert.match(html, /<header class="navbar">/);
  assert.match(html, /<nav class="sidebar" aria-label="Docs sidebar">/);
  assert.match(html, /<a class="sidebar-link active" href="\/docs\/intro" aria-current="page">Introduction<\/a>/);
  assert.match(html, /<h1>Introduction<\/h1>/);
  assert.match(html, /<nav class="toc" aria-label="On this page">.*href="#first-steps"/s);
  assert.match(html, /<footer class="footer">.*Copyright © \d{4} Mini/s);
  // The colour mode is set before the stylesheet applies, so the page never flashes the wrong mode.
  const readsTheme = html.indexOf('getItem("theme")');
  assert.ok(readsTheme > 0 && readsTheme < html.indexOf('rel="stylesheet"'));
});

test('the site is served by static hosting: one file per route, the not-found page as 404.html', async () => {
  for (const file of [
    'index.html',
    'support.html',
    'search.html',
    'docs.html',
    'docs/guide/setup.html',
    'docs/guide/api.html',
    '404.html',
    'img/dot.svg',
  ]) {
    await assert.doesNotReject(read(file), file);
  }
  assert.match(await read('404.html'), /<h1>Page Not Found<\/h1>/);
  assert.match(await read('404.html'), /<meta name="robots" content="noindex">/);
  assert.match(await read('docs.html'), /<meta http-equiv="refresh" content="0; url=\/docs\/intro">/);
});

test('a page carries its data for client navigation once: inline, without repeating its HTML, and in no other file', async () => {
  const html = await read('docs/intro.html');
  assert.match(html, /<h2 id="first-steps"/);
  const data = JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);
  assert.equal(data.page.title, 'Introduction');
  assert.equal(data.page.html, '');
  assert.equal(data.page.docId, 'intro');
  await assert.rejects(read('_docgen/data/docs/intro.json'), { code: 'ENOENT' });
});

/** The scripts a page loads, in order: the entry script last, after the chunks it imports. */
const scriptsOf = (html: string) =>
  [...html.split('</head>')[0]!.matchAll(/"(\/assets\/js\/[^"]+\.js)"/g)].map((m) => m[1]!);

test('one hashed, minified client bundle hydrates every page; a static page of the site loads no chunk of its own', async () => {
  const html = await read('docs/intro.html');
  const entry = scriptsOf(html).at(-1)!;
  assert.match(entry, /^\/assets\/js\/main-[A-Z0-9]+\.js$/, 'entry script with a content hash');
  const code = await read(entry.slice(1));
  assert.ok(!code.includes('\n  '), 'minified');
  assert.ok(!code.includes('hljs-keyword'), 'no highlighting code or markup in the bundle');
  const home = await read('index.html');
  assert.match(home, /<h1>Welcome to Mini<\/h1>/);
  // Its module keeps no state and handles no event: its HTML is the page, as a doc's is.
  assert.deepEqual(scriptsOf(home), scriptsOf(html), 'no page module');
});

test('a page paints before its scripts load: the head links only stylesheets and adds the scripts once the page has painted', async () => {
  for (const file of ['index.html', 'docs/intro.html', 'search.html']) {
    const head = (await read(file)).split('</head>')[0]!;
    assert.match(head, /<link rel="stylesheet" href="\/assets\/js\/main-[A-Z0-9]+\.css">/, file);
    assert.doesNotMatch(
      head,
      /<script[^>]* src=|rel="modulepreload"/,
      `${file}: no script fetched beside the stylesheets`,
    );
    assert.match(
      head,
      /getEntriesByName\('first-contentful-paint'\)/,
      `${file}: scripts wait for the first contentful paint`,
    );
    assert.ok(
      head.indexOf('first-contentful-paint') < head.indexOf('rel="stylesheet"'),
      `${file}: the loader does not wait for the stylesheets`,
    );
  }
});

test('Markdown features reach the page through the theme components', async () => {
  const intro = await read('docs/intro.html');
  assert.match(intro, /<div class="code-block" data-language="tsx"><div class="code-block-title">App\.tsx<\/div>/);
  assert.match(intro, /<span class="line line-highlighted">/);
  assert.match(
    intro,
    /<aside class="admonition admonition-tip theme-admonition theme-admonition-tip alert alert--success"><p class="admonition-heading">.*Good to know<\/p>/,
  );
  assert.match(intro, /href="\/docs\/guide\/setup#install"/);
  const api = await read('docs/guide/api.html');
  assert.match(api, /<span class="badge badge-hook">Hook<\/span>/);
  assert.match(api, /<code class="api-name">useThing<\/code><code class="api-type">\(\) =&gt; Thing<\/code>/);
  const setup = await read('docs/guide/setup.html');
  assert.match(setup, /<h1>Setup<\/h1>/, 'a leading # heading becomes the title');
  assert.equal(setup.match(/<h1/g)!.length, 1);
});

test('broken Markdown links and missing anchors are warnings naming file, line, link and target', () => {
  const broken = built.warnings
    .filter((w) => w.kind === 'broken-link')
    .map((w) => (w.kind === 'broken-link' ? w.link : undefined)!);
  assert.deepEqual(
    broken.map((l) => `${l.source}:${l.line}:${l.column} ${l.url} → ${l.target} (${l.reason})`),
    [
      'docs/guide/setup.md:9:30 ./nope.md → guide/nope.md (no doc guide/nope.md in the docs folder)',
      'docs/guide/setup.md:9:55 ../intro.md#nowhere → /docs/intro#nowhere (no heading or element with id "nowhere" on /docs/intro)',
    ],
  );
});

test('search engines: canonical, Open Graph and Twitter tags, a description from the first paragraph, breadcrumbs, sitemap and robots.txt', async () => {
  const setup = await read('docs/guide/setup.html');
  assert.match(
    setup,
    /<meta name="description" content="Run the installer\. Then read missing and bad anchor\.">/,
    'no front-matter description: the first paragraph',
  );
  assert.match(setup, /<link rel="canonical" href="https:\/\/mini\.example\.com\/docs\/guide\/setup">/);
  assert.match(
    setup,
    /<meta property="og:url" content="https:\/\/mini\.example\.com\/docs\/guide\/setup"><meta property="og:site_name" content="Mini"><meta name="twitter:card" content="summary">/,
  );
  const breadcrumbs = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(setup)![1]!);
  assert.deepEqual(
    breadcrumbs.itemListElement.map((i: { name: string; item: string }) => `${i.name} ${i.item}`),
    ['Guide https://mini.example.com/docs/guide/setup', 'Setup https://mini.example.com/docs/guide/setup'],
  );
  assert.doesNotMatch(
    await read('404.html'),
    /rel="canonical"/,
    'the not-found page answers for every path: no canonical URL',
  );
  assert.match(
    await read('docs.html'),
    /<link rel="canonical" href="https:\/\/mini\.example\.com\/docs\/intro">/,
    'a redirect names its target',
  );

  const sitemap = await read('sitemap.xml');
  const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
  assert.deepEqual(
    locs.sort(),
    ['/', '/docs/guide/api', '/docs/guide/setup', '/docs/intro', '/search', '/support'].map(
      (r) => `https://mini.example.com${r}`,
    ),
  );
  assert.equal(await read('robots.txt'), 'User-agent: *\nAllow: /\n\nSitemap: https://mini.example.com/sitemap.xml\n');
});

test("tools: llms.txt lists every doc, and each doc's Markdown is served beside its page and linked from it", async () => {
  const llms = await read('llms.txt');
  assert.match(
    llms,
    /^# Mini\n\n> A tiny site for tests\n\n## Docs\n\n- \[Introduction\]\(https:\/\/mini\.example\.com\/docs\/intro\.md\): Start here\.\n/,
  );
  assert.match(
    llms,
    /## Guide\n\n- \[Setup\]\(https:\/\/mini\.example\.com\/docs\/guide\/setup\.md\): Run the installer\./,
  );
  const intro = await read('docs/intro.md');
  assert.match(
    intro,
    /^# Introduction\n\nWelcome to \*\*Mini\*\*\. See the \[guide\]\(\/docs\/guide\/setup\.md#install\) and \[the API\]\(\/docs\/guide\/api\)\./,
  );
  assert.doesNotMatch(intro, /sidebar_position/, 'front matter is left out');
  assert.match(await read('docs/intro.html'), /<link rel="alternate" type="text\/markdown" href="\/docs\/intro\.md">/);
});

const copyOfMini = () => copyOfFixtureSite('mini-site');

test('with trailingSlash: true, the Markdown sits beside the page folder; a robots.txt in static/ is left as it is', async () => {
  const site = await copyOfMini();
  const out = path.join(site.dir, 'out');
  try {
    await editConfig('trailingSlash: false', 'trailingSlash: true')(site);
    await writeFile(path.join(site.dir, 'static/robots.txt'), 'User-agent: *\nDisallow: /private/\n');
    await build({ configFile: site.config, outDir: out });
    const page = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    assert.match(page, /<link rel="canonical" href="https:\/\/mini\.example\.com\/docs\/intro\/">/);
    assert.match(page, /<link rel="alternate" type="text\/markdown" href="\/docs\/intro\.md">/);
    assert.match(await readFile(path.join(out, 'docs/intro.md'), 'utf8'), /^# Introduction\n/);
    assert.match(
      await readFile(path.join(out, 'sitemap.xml'), 'utf8'),
      /<loc>https:\/\/mini\.example\.com\/docs\/guide\/setup\/<\/loc>/,
    );
    assert.equal(await readFile(path.join(out, 'robots.txt'), 'utf8'), 'User-agent: *\nDisallow: /private/\n');
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});

async function buildErrors(edit: (site: { dir: string; config: string }) => Promise<void>): Promise<string[]> {
  const site = await copyOfMini();
  try {
    await edit(site);
    await build({ configFile: site.config, outDir: path.join(site.dir, 'out') });
  } catch (error) {
    assert.ok(error instanceof DocgenErrors || error instanceof Error);
    return error instanceof DocgenErrors
      ? error.errors.map((e) => e.message.replace(site.dir + path.sep, ''))
      : [(error as Error).message.replace(site.dir + path.sep, '')];
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
  assert.fail('expected the build to fail');
}

const editConfig =
  (from: string, to: string) =>
  async ({ config }: { config: string }) =>
    writeFile(config, (await readFile(config, 'utf8')).replace(from, to));

test('validation: a doc navbar item with an unknown doc id fails, unless that doc is a draft', async () => {
  const [error] = await buildErrors(editConfig('docId: intro', 'docId: nowhere'));
  assert.match(
    error!,
    /site\.config\.yaml:13:14 - navbar\.items\[0\]: the navbar links to doc "nowhere", which does not exist$/,
  );
  const site = await copyOfMini();
  try {
    await writeFile(path.join(site.dir, 'docs/wip.md'), '---\ndraft: true\n---\nSoon.\n');
    await editConfig('docId: intro', 'docId: wip')(site);
    const result = await build({ configFile: site.config, outDir: path.join(site.dir, 'out') });
    assert.ok(result.pages > 0);
    await assert.rejects(
      readFile(path.join(site.dir, 'out/docs/wip.html')),
      'drafts are left out of production builds',
    );
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});

test('validation: a docSidebar navbar item whose sidebar has nothing to link to fails', async () => {
  const errors = await buildErrors(
    editConfig('  items:\n', '  items:\n    - type: docSidebar\n      sidebarId: api\n      label: API\n'),
  );
  assert.match(
    errors[0]!,
    /site\.config\.yaml:13:18 - navbar\.items\[0\]: the navbar links to sidebar "api", which does not exist$/,
  );
});

test('validation: checks of the config against the docs point at the key, by line and column', async () => {
  const [mainDoc] = await buildErrors(editConfig('mainDocId: intro', 'mainDocId: nowhere'));
  assert.match(mainDoc!, /site\.config\.yaml:28:14 - docs\.mainDocId: no doc with id "nowhere"$/);
  const sidebar = await buildErrors(
    editConfig(
      '  mainDocId: intro\n',
      '  mainDocId: intro\n  sidebars:\n    docs:\n      - intro\n      - type: doc\n        id: missing\n',
    ),
  );
  assert.match(
    sidebar[0]!,
    /site\.config\.yaml:33:13 - docs\.sidebars\.docs\[1\]: the sidebar names doc "missing", which does not exist$/,
  );
});

test('validation: a navbar item of unknown type', async () => {
  const errors = await buildErrors(editConfig('    - type: search', '    - type: sparkles'));
  assert.match(
    errors[0]!,
    /site\.config\.yaml:\d+:\d+ - navbar\.items\[2\]\.type: No NavbarItem component found for type "sparkles"$/,
  );
});

test('validation: a page module without a default export', async () => {
  const errors = await buildErrors(async ({ dir }) =>
    writeFile(path.join(dir, 'pages/about.tsx'), 'export const meta = { title: "About" };\n'),
  );
  assert.deepEqual(errors, [
    'pages/about.tsx - a page module needs a default export: the React component that renders the page',
  ]);
});

test('validation: translate() without id or message, and <Translate> with non-string children', async () => {
  const page =
    (body: string) =>
    async ({ dir }: { dir: string }) =>
      writeFile(
        path.join(dir, 'pages/about.tsx'),
        `import { translate, Translate } from 'docgen/client';\nexport default function About() {\n  return ${body};\n}\n`,
      );
  const [noId] = await buildErrors(page('<p>{translate({ description: "x" })}</p>'));
  assert.match(noId!, /^pages\/about\.tsx:3:\d+ - translate\(\) needs an "id" or a "message"$/);
  const [children] = await buildErrors(page('<Translate id="x"><b>bold</b></Translate>'));
  assert.match(children!, /^pages\/about\.tsx - <Translate id="x"> accepts one plain string as its children$/);
});

test('validation: a TSX syntax error names the file, line and column', async () => {
  const errors = await buildErrors(async ({ dir }) =>
    writeFile(path.join(dir, 'pages/about.tsx'), 'export default function About() {\n  return <p>open;\n}\n'),
  );
  assert.match(errors[0]!, /^pages\/about\.tsx:\d+:\d+ - /);
});

test('onBrokenLinks: throw turns broken links into errors; duplicate routes name both files', async () => {
  const errors = await buildErrors(editConfig('title: Mini', 'title: Mini\nonBrokenLinks: throw'));
  assert.deepEqual(errors, [
    'docs/guide/setup.md:9:30 - broken link → ./nope.md (no doc guide/nope.md in the docs folder)',
    'docs/guide/setup.md:9:55 - broken link → ../intro.md#nowhere (no heading or element with id "nowhere" on /docs/intro)',
  ]);
  // A broken anchor alone, judged apart as Docusaurus's onBrokenAnchors: warn does, leaves the broken doc link.
  const withAnchorsWarned = await buildErrors(
    editConfig('title: Mini', 'title: Mini\nonBrokenLinks: throw\nonBrokenAnchors: warn'),
  );
  assert.deepEqual(withAnchorsWarned, [
    'docs/guide/setup.md:9:30 - broken link → ./nope.md (no doc guide/nope.md in the docs folder)',
  ]);
  // An address outside the site that cannot work is reported, but Docusaurus checks none: it fails no build.
  const withBadAddress = await buildErrors(async (site) => {
    await editConfig('title: Mini', 'title: Mini\nonBrokenLinks: throw\nonBrokenAnchors: warn')(site);
    await appendFile(path.join(site.dir, 'docs/intro.md'), '\n[The docs](https://doc)\n');
  });
  assert.deepEqual(withBadAddress, withAnchorsWarned);
  const dupes = await buildErrors(async (site) => {
    await editConfig('title: Mini', 'title: Mini\nonBrokenLinks: throw')(site);
    await writeFile(path.join(site.dir, 'docs/guide/setup.md'), '---\nslug: /intro\n---\nSame route.\n');
  });
  assert.deepEqual(dupes, [
    'docs/guide/setup.md:2:1 - duplicate route /docs/intro: claimed by docs/guide/setup.md and docs/intro.md',
  ]);
});

test('a failed build leaves the previous output untouched; a folder docgen did not write is never replaced', async () => {
  const site = await copyOfMini();
  const out = path.join(site.dir, 'out');
  try {
    await build({ configFile: site.config, outDir: out });
    const before = await readFile(path.join(out, 'docs/intro.html'), 'utf8');
    await writeFile(path.join(site.dir, 'docs/intro.md'), '---\ntitle: [broken\n---\n');
    await assert.rejects(build({ configFile: site.config, outDir: out }), DocgenErrors);
    assert.equal(await readFile(path.join(out, 'docs/intro.html'), 'utf8'), before);

    const precious = path.join(site.dir, 'precious');
    await mkdir(precious);
    await writeFile(path.join(precious, 'notes.txt'), 'mine');
    await writeFile(path.join(site.dir, 'docs/intro.md'), 'Fixed.\n');
    await assert.rejects(
      build({ configFile: site.config, outDir: precious }),
      /refusing to replace .*precious: it holds files that docgen did not write/,
    );
    assert.equal(await readFile(path.join(precious, 'notes.txt'), 'utf8'), 'mine');
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});

test('every page names the same search index, which holds the doc pages and nothing else', async () => {
  const indexUrls = new Set<string>();
  for (const file of ['index.html', 'search.html', '404.html', 'docs/intro.html', 'docs/guide/api.html']) {
    const data = JSON.parse(
      /<script id="__docgen_data" type="application\/json">(.*?)<\/script>/.exec(await read(file))![1]!,
    );
    indexUrls.add(data.assets['search:en:current']);
  }
  assert.equal(indexUrls.size, 1);
  const [url] = indexUrls;
  assert.equal(url, '/_docgen/search/en-current.json');
  const manifest = JSON.parse(await read(url!.slice(1)));
  assert.deepEqual(manifest.pages, [
    ['/docs/guide/api', 'API'],
    ['/docs/guide/setup', 'Setup'],
    ['/docs/intro', 'Introduction'],
  ]);
});
