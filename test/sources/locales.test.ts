/**
 * A site translated as Docusaurus lays it out: each locale of `i18n.locales` is built at /<locale>/ from
 * i18n/<locale>/docusaurus-plugin-content-docs/current/, a doc not translated there showing the default locale's.
 */
import assert from 'node:assert/strict';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../src/build.js';
import { parseConfig } from '../../src/config/load.js';
import { reportOf, type DocgenErrors } from '../../src/errors.js';
import { loadThemeStrings, themeStrings } from '../../src/i18n/theme-strings.js';
import { formatWarning } from '../../src/links/warnings.js';
import { siteLocales } from '../../src/sources/locales.js';
import { tempDir, writeFiles } from '../helpers/site.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const CONFIG = `title: Polyglot
url: https://polyglot.example.com
i18n:
  defaultLocale: en
  locales: [en, fr, ar]
  localeConfigs:
    fr: { label: Français }
navbar:
  items:
    - { type: doc, docId: intro, label: Guide }
    - { to: /docs/setup, label: Setup }
footer:
  links:
    - title: More
      items:
        - { label: Setup, to: /docs/setup }
docs:
  sidebars:
    main: [intro, { type: category, label: Basics, items: [setup] }]
`;

export const TRANSLATED_SITE = {
  'site.config.yaml': CONFIG,
  'docs/intro.md': '# Introduction\n\nRead the [setup](./setup.md) first.\n',
  'docs/setup.md': '# Setup\n\nInstall the zebrafish package.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md':
    '# Présentation\n\nLisez d’abord la [mise en route](./setup.md).\n\n## Ensuite\n\nLa suite.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({
    'sidebar.main.category.Basics': { message: 'Les bases', description: 'The label for category Basics' },
  }),
  'i18n/fr/code.json': JSON.stringify({ 'theme.docs.paginator.next': { message: 'Page suivante' } }),
  'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Setup': { message: 'Installation' } }),
  'i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify({
    'link.title.More': { message: 'Plus' },
    'link.item.label.Setup': { message: 'Installer' },
  }),
};

async function site(files: Record<string, string>): Promise<string> {
  const dir = await tempDir('docgen-locales-');
  dirs.push(dir);
  await writeFiles(dir, files);
  return dir;
}

test('every locale is built at its path: translated docs where there are, the default locale’s elsewhere', async () => {
  const dir = await site(TRANSLATED_SITE);
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  assert.deepEqual(result.warnings, []);
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');

  const en = await read('docs/intro/index.html');
  const fr = await read('fr/docs/intro/index.html');
  const frSetup = await read('fr/docs/setup/index.html');
  const ar = await read('ar/docs/intro/index.html');
  assert.match(en, /<html lang="en" dir="ltr"/);
  assert.match(en, /<h1[^>]*>Introduction<\/h1>/);
  assert.match(fr, /<html lang="fr" dir="ltr"/);
  assert.match(fr, /<h1[^>]*>Présentation<\/h1>/);
  // A link between docs leads to the page of the same locale, and the sidebar holds the locale's titles.
  assert.match(fr, /href="\/fr\/docs\/setup">mise en route<\/a>/);
  assert.match(fr, /<a[^>]*href="\/fr\/docs\/intro"[^>]*>Présentation<\/a>/);
  // Untranslated: the default locale's text, at the locale's route.
  assert.match(frSetup, /<h1[^>]*>Setup<\/h1>/);
  assert.match(ar, /<html lang="ar" dir="rtl"/);
  assert.match(ar, /<h1[^>]*>Introduction<\/h1>/);
  // The navbar of a locale leads into it, whether the item names a doc or a route.
  assert.match(fr, /<a[^>]*href="\/fr\/docs\/intro"[^>]*>Guide<\/a>/);
  assert.match(fr, /<a class="navbar-link" href="\/fr\/docs\/setup">/);
  assert.match(en, /<a class="navbar-link" href="\/docs\/setup">/);
  // Every page names itself in every locale, and the default as x-default.
  for (const page of [en, fr, ar]) {
    assert.match(page, /<link rel="alternate" href="https:\/\/polyglot.example.com\/docs\/intro" hreflang="en">/);
    assert.match(page, /<link rel="alternate" href="https:\/\/polyglot.example.com\/fr\/docs\/intro" hreflang="fr">/);
    assert.match(page, /<link rel="alternate" href="https:\/\/polyglot.example.com\/ar\/docs\/intro" hreflang="ar">/);
    assert.match(
      page,
      /<link rel="alternate" href="https:\/\/polyglot.example.com\/docs\/intro" hreflang="x-default">/,
    );
  }
  // Each locale has its own home, search and not-found pages.
  for (const file of ['fr/index.html', 'fr/search/index.html', 'fr/404.html', 'ar/404.html', '404.html'])
    await read(file);
  // The pages of a locale hydrate with an entry of their own, which carries the locale's site data.
  const script = (html: string) => html.match(/\/assets\/js\/main-[\w-]+\.js/)?.[0];
  assert.notEqual(script(fr), script(en));
  const frEntry = await read(script(fr)!.slice(1));
  assert.match(frEntry, /\/fr\/docs\/intro/);
});

test('a problem in a doc shown in every locale is reported once, at its line', async () => {
  const dir = await site({
    ...TRANSLATED_SITE,
    'docs/setup.md': '# Setup\n\nInstall the zebrafish package at <clock> time.\n\nThen [start](./setup.md#nowhere).\n',
  });
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  assert.deepEqual(result.warnings.map(formatWarning), [
    'docs/setup.md:3:34 - <clock> is read as an HTML element, which browsers do not know, so the text "<clock>" does not show: write \\<clock> or put it in `code`',
    'docs/setup.md:5:6 → ./setup.md#nowhere (no heading or element with id "nowhere" on this page; the same on 2 more pages made from this file)',
  ]);
});

test('the theme speaks the locale: docgen’s own strings, the site’s code.json over them, navbar, footer and sidebar labels', async () => {
  const dir = await site(TRANSLATED_SITE);
  await build({ configFile: path.join(dir, 'site.config.yaml') });
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
  const fr = await read('fr/docs/intro/index.html');
  const en = await read('docs/intro/index.html');
  const ar = await read('ar/docs/intro/index.html');
  assert.match(fr, /<p class="toc-title">Sur cette page<\/p>/);
  assert.match(en, /<span class="pagination-sublabel">Next<\/span>/);
  // code.json wins over docgen's own "Suivant".
  assert.match(fr, /<span class="pagination-sublabel">Page suivante<\/span>/);
  assert.match(fr, /<a[^>]*href="\/fr\/docs\/setup"[^>]*>Installation<\/a>/);
  assert.match(fr, />Plus</);
  assert.match(fr, /<a[^>]*href="\/fr\/docs\/setup"[^>]*>Installer<\/a>/);
  assert.match(fr, />Les bases</);
  assert.match(en, />Basics</);
  // Arabic has docgen's own table too.
  assert.match(ar, /<span class="pagination-sublabel">التالي<\/span>/);
  // The browser gets the strings of the page's locale with its entry.
  const entry = fr.match(/\/assets\/js\/main-fr-[\w-]+\.js/)![0];
  assert.match(await read(entry.slice(1)), /Sur cette page/);
});

test('a translation file that is not JSON fails at its file', async () => {
  const dir = await site({ ...TRANSLATED_SITE, 'i18n/fr/code.json': '{ "theme.TOC.title": ' });
  await assert.rejects(build({ configFile: path.join(dir, 'site.config.yaml') }), (error: Error) => {
    assert.match(
      error.message,
      /^i18n\/fr\/code.json:1:22 - a translation file that is not valid JSON \(Unexpected end of JSON input\)/,
    );
    return true;
  });
});

test('`--locale` builds one locale, at the site’s baseUrl, as Docusaurus builds one locale', async () => {
  const dir = await site(TRANSLATED_SITE);
  await build({ configFile: path.join(dir, 'site.config.yaml'), locale: 'fr' });
  const built = await readdir(path.join(dir, 'build'));
  assert.ok(built.includes('docs'));
  assert.ok(!built.includes('fr') && !built.includes('ar'), built.join(', '));
  const fr = await readFile(path.join(dir, 'build', 'docs/intro/index.html'), 'utf8');
  assert.match(fr, /<h1[^>]*>Présentation<\/h1>/);
  await assert.rejects(build({ configFile: path.join(dir, 'site.config.yaml'), locale: 'de' }), (error: Error) => {
    assert.match(error.message, /--locale de: the site has no locale "de"/);
    return true;
  });
});

test('a locale by an old code (iw, in) is read as its language, and labels are capitalized, as Docusaurus defaults them', async () => {
  const config = parseConfig(
    'title: T\nurl: https://t.example.com\ni18n:\n  defaultLocale: en\n  locales: [en, iw, in, fr, ar]\n  localeConfigs:\n    ar: { htmlLang: fr }\n',
    'site.config.yaml',
  );
  const seen = siteLocales(config, 'site.config.yaml').map((l) => [l.name, l.label, l.direction, l.htmlLang]);
  assert.deepEqual(seen, [
    ['en', 'English', 'ltr', 'en'],
    ['iw', 'עברית', 'rtl', 'iw'],
    ['in', 'Indonesia', 'ltr', 'in'],
    ['fr', 'Français', 'ltr', 'fr'],
    // What an entry leaves out is its htmlLang's.
    ['ar', 'Français', 'ltr', 'fr'],
  ]);
  await loadThemeStrings(['iw', 'he', 'in-ID', 'id']);
  assert.equal(themeStrings('iw')['theme.docs.paginator.next'], themeStrings('he')['theme.docs.paginator.next']);
  assert.equal(themeStrings('in-ID')['theme.docs.paginator.next'], themeStrings('id')['theme.docs.paginator.next']);
});

test('a locale’s path names its folder under i18n.path and its URL is its name or its baseUrl, as Docusaurus 3 lays them out', async () => {
  const dir = await site({
    'site.config.yaml': `title: Folders
url: https://folders.example.com
baseUrl: /site/
i18n:
  defaultLocale: en
  locales: [en, fr, pt-BR]
  path: translations
  localeConfigs:
    fr: { path: french }
    pt-BR: { baseUrl: /site/br/ }
`,
    'docs/intro.md': '# Introduction\n\nHello.\n',
    'translations/french/docusaurus-plugin-content-docs/current/intro.md': '# Présentation\n\nBonjour.\n',
    'translations/french/code.json': JSON.stringify({ 'theme.common.skipToMainContent': { message: 'Au texte' } }),
    'translations/pt-BR/docusaurus-plugin-content-docs/current/intro.md': '# Introdução\n\nOlá.\n',
  });
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  assert.deepEqual(result.warnings, []);
  const built = await readdir(path.join(dir, 'build'));
  assert.ok(built.includes('fr') && built.includes('br'), built.join(', '));
  assert.ok(!built.includes('french') && !built.includes('pt-BR'), built.join(', '));
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
  const fr = await read('fr/docs/intro/index.html');
  assert.match(fr, /<h1[^>]*>Présentation<\/h1>/);
  assert.match(fr, /<a class="skip-link" href="#main-content">Au texte<\/a>/);
  const br = await read('br/docs/intro/index.html');
  assert.match(br, /<html lang="pt-BR" dir="ltr"/);
  assert.match(br, /<h1[^>]*>Introdução<\/h1>/);
  // The same alternates as Docusaurus 3.10 writes for this layout.
  for (const [hreflang, href] of [
    ['en', 'https://folders.example.com/site/docs/intro'],
    ['fr', 'https://folders.example.com/site/fr/docs/intro'],
    ['pt-BR', 'https://folders.example.com/site/br/docs/intro'],
    ['x-default', 'https://folders.example.com/site/docs/intro'],
  ])
    assert.ok(br.includes(`<link rel="alternate" href="${href}" hreflang="${hreflang}">`), hreflang);
});

test('a locale on a domain of its own (localeConfigs url) is published there: canonical, alternates, sitemap, dropdown and link check, as Docusaurus 3.10 writes them', async () => {
  const dir = await site({
    'site.config.yaml': `title: Domains
url: https://domains.example.com
i18n:
  defaultLocale: en
  locales: [en, fr, de]
  localeConfigs:
    fr: { url: https://fr.domains.example.com }
    de: { baseUrl: /deutsch/ }
navbar:
  items:
    - { type: localeDropdown, position: right }
docs:
  sidebars:
    main: [intro, setup]
`,
    'docs/intro.md':
      '# Introduction\n\n[En français](https://fr.domains.example.com/fr/docs/setup), [nowhere](https://fr.domains.example.com/fr/docs/nowhere).\n',
    'docs/setup.md': '# Setup\n\nInstall it.\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Présentation\n\nBonjour.\n',
  });
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  // A link to the French domain is a link into the site, checked there.
  assert.deepEqual(
    result.warnings.map((w) => formatWarning(w)),
    [
      'docs/intro.md:3:62 → https://fr.domains.example.com/fr/docs/nowhere (no page or file at /fr/docs/nowhere; the same on 1 more page made from this file)',
    ],
  );
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
  const en = await read('docs/intro/index.html');
  const fr = await read('fr/docs/intro/index.html');
  const de = await read('deutsch/docs/intro/index.html');
  const own = (html: string) => [
    html.match(/<link rel="canonical" href="([^"]*)">/)?.[1],
    html.match(/<meta property="og:url" content="([^"]*)">/)?.[1],
  ];
  assert.deepEqual(own(en), Array(2).fill('https://domains.example.com/docs/intro'));
  assert.deepEqual(own(fr), Array(2).fill('https://fr.domains.example.com/fr/docs/intro'));
  assert.deepEqual(own(de), Array(2).fill('https://domains.example.com/deutsch/docs/intro'));
  for (const page of [en, fr, de])
    assert.deepEqual(
      [...page.matchAll(/<link rel="alternate" href="([^"]*)" hreflang="([^"]*)">/g)].map((m) => `${m[2]} ${m[1]}`),
      [
        'en https://domains.example.com/docs/intro',
        'fr https://fr.domains.example.com/fr/docs/intro',
        'de https://domains.example.com/deutsch/docs/intro',
        'x-default https://domains.example.com/docs/intro',
      ],
    );
  // The dropdown leads by path within a domain, by full URL to another.
  const dropdown = (html: string) =>
    [...html.matchAll(/<a class="navbar-dropdown-link[^"]*" href="([^"]*)"[^>]*lang="([^"]*)"/g)].map(
      (m) => `${m[2]} ${m[1]}`,
    );
  assert.deepEqual(dropdown(en), [
    'en /docs/intro',
    'fr https://fr.domains.example.com/fr/docs/intro',
    'de /deutsch/docs/intro',
  ]);
  assert.deepEqual(dropdown(fr), [
    'en https://domains.example.com/docs/intro',
    'fr /fr/docs/intro',
    'de https://domains.example.com/deutsch/docs/intro',
  ]);
  // Each locale's sitemap lists its own pages, in its folder, as Docusaurus writes them (a locale's home with a slash).
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  const sitemap = locs(await read('sitemap.xml'));
  assert.ok(!sitemap.some((url) => url!.includes('/fr') || url!.includes('/deutsch')), sitemap.join('\n'));
  assert.ok(locs(await read('deutsch/sitemap.xml')).includes('https://domains.example.com/deutsch/'));
  assert.deepEqual(locs(await read('fr/sitemap.xml')).sort(), [
    'https://fr.domains.example.com/fr/',
    'https://fr.domains.example.com/fr/docs/intro',
    'https://fr.domains.example.com/fr/docs/setup',
    'https://fr.domains.example.com/fr/search',
  ]);
});

test('a locale url that is not a full URL is an error at its key', () => {
  assert.throws(
    () =>
      parseConfig(
        'title: T\nurl: https://t.example.com\ni18n:\n  defaultLocale: en\n  locales: [en, fr]\n  localeConfigs:\n    fr: { url: fr.example.com }\n',
        'site.config.yaml',
      ),
    (error: DocgenErrors) => {
      assert.deepEqual(
        error.errors.map((e) => e.message),
        ['site.config.yaml:7:16 - i18n.localeConfigs.fr.url: expected an absolute URL such as "https://example.com"'],
      );
      assert.equal(
        reportOf(error.errors[0]!).hint,
        'give the domain the locale is published on, such as "https://fr.example.com", or leave url out to publish it on the site\'s',
      );
      return true;
    },
  );
});
