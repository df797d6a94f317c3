/**
 * Every i18n URL layout a Docusaurus 3.10 site can configure, carried by init and built where Docusaurus builds it:
 * the expected folders, URLs and links are those of `docusaurus build` (3.10.2) of the same site.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import fg from 'fast-glob';
import { parseDocument } from 'yaml';
import { build } from '../../src/build.js';
import { initFromDocusaurus } from '../../src/init/from-docusaurus.js';
import { siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-locale-layouts-');

/** A Docusaurus site in English, French and German, its locales placed by `localeConfigs`. */
function docusaurusSite(name: string, url: string, baseUrl: string, localeConfigs: string): Record<string, string> {
  return {
    'docusaurus.config.js': `module.exports = {
  title: '${name}', url: '${url}', baseUrl: '${baseUrl}',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'], localeConfigs: ${localeConfigs} },
  presets: [['classic', { docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
  themeConfig: { navbar: { title: '${name}', items: [{ type: 'localeDropdown', position: 'right' }] } },
};`,
    'sidebars.js': "module.exports = { main: ['intro', 'setup'] };",
    'docs/intro.md': '# Introduction\n\nRead the [setup](./setup.md) first.\n',
    'docs/setup.md': '# Setup\n\nInstall it.\n',
    'src/pages/index.md': '# Home\n\nHome.\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md':
      '# Présentation\n\nLisez la [mise en route](./setup.md).\n',
  };
}

/** What a page says of where it is and where its other locales are. */
async function placesOf(file: string) {
  const html = await readFile(file, 'utf8');
  return {
    canonical: html.match(/<link rel="canonical" href="([^"]*)">/)?.[1],
    hreflang: [...html.matchAll(/<link rel="alternate" href="([^"]*)" hreflang="([^"]*)">/g)].map(
      (m) => `${m[2]} ${m[1]}`,
    ),
    dropdown: [...html.matchAll(/<a class="navbar-dropdown-link[^"]*" href="([^"]*)"[^>]*lang="([^"]*)"/g)].map(
      (m) => `${m[2]} ${m[1]}`,
    ),
  };
}

const locs = async (file: string) =>
  [...(await readFile(file, 'utf8')).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]).sort();

/** init, then build (one locale with `locale`), returning the output folder and the pages and sitemaps it holds. */
async function initAndBuild(files: Record<string, string>, locale?: string) {
  const dir = await site(files);
  const { notCarried } = await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  const lines: string[] = [];
  const out = path.join(dir, locale ? `build-${locale}` : 'build');
  await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: out, locale, log: (l) => lines.push(l) });
  // Less docgen's own pages: its search page, and the redirect from a docs folder to its first doc.
  const written = await fg(['**/index.html', '**/sitemap.xml', '!**/search/**', '!**/docs/index.html'], { cwd: out });
  return { out, config, notCarried, lines, written: written.sort() };
}

test('the default locale at a baseUrl of its own and a locale outside the site’s: built at their baseUrls, as Docusaurus builds them', async () => {
  const files = docusaurusSite(
    'Bases',
    'https://bases.example.com',
    '/site/',
    "{ en: { baseUrl: '/en/' }, de: { baseUrl: '/deutsch/' } }",
  );
  const { out, config, notCarried, written } = await initAndBuild(files);
  assert.deepEqual(config.baseUrl, '/site/');
  assert.deepEqual(config.i18n.localeConfigs, { en: { baseUrl: '/en/' }, de: { baseUrl: '/deutsch/' } });
  assert.deepEqual(
    notCarried.filter((l) => l.includes('i18n')),
    [],
  );
  // Docusaurus writes en/, site/fr/'s pages in fr/ and deutsch/: docgen writes the output as one tree served at "/",
  // every locale's pages in the folder of its baseUrl.
  assert.deepEqual(written, [
    'deutsch/docs/intro/index.html',
    'deutsch/docs/setup/index.html',
    'deutsch/index.html',
    'deutsch/sitemap.xml',
    'en/docs/intro/index.html',
    'en/docs/setup/index.html',
    'en/index.html',
    'en/sitemap.xml',
    'site/fr/docs/intro/index.html',
    'site/fr/docs/setup/index.html',
    'site/fr/index.html',
    'site/fr/sitemap.xml',
  ]);
  const hreflang = [
    'en https://bases.example.com/en/docs/intro',
    'fr https://bases.example.com/site/fr/docs/intro',
    'de https://bases.example.com/deutsch/docs/intro',
    'x-default https://bases.example.com/en/docs/intro',
  ];
  assert.deepEqual(await placesOf(path.join(out, 'site/fr/docs/intro/index.html')), {
    canonical: 'https://bases.example.com/site/fr/docs/intro',
    hreflang,
    dropdown: ['en /en/docs/intro', 'fr /site/fr/docs/intro', 'de /deutsch/docs/intro'],
  });
  assert.deepEqual((await placesOf(path.join(out, 'en/index.html'))).hreflang, [
    'en https://bases.example.com/en/',
    'fr https://bases.example.com/site/fr/',
    'de https://bases.example.com/deutsch/',
    'x-default https://bases.example.com/en/',
  ]);
  assert.deepEqual(await locs(path.join(out, 'site/fr/sitemap.xml')), [
    'https://bases.example.com/site/fr/',
    'https://bases.example.com/site/fr/docs/intro',
    'https://bases.example.com/site/fr/docs/setup',
    'https://bases.example.com/site/fr/search',
  ]);
  assert.match(
    await readFile(path.join(out, 'site/fr/docs/intro/index.html'), 'utf8'),
    /href="\/site\/fr\/docs\/setup"/,
  );
});

const MULTI_DOMAIN = docusaurusSite(
  'Domains',
  'https://example.com',
  '/',
  "{ fr: { url: 'https://fr.example.com', baseUrl: '/' } }",
);

test('a locale on a domain of its own at the site’s baseUrl, built alone (--locale fr): at the output’s root, as Docusaurus builds it', async () => {
  const { out, config, written } = await initAndBuild(MULTI_DOMAIN, 'fr');
  assert.deepEqual(config.i18n.localeConfigs, { fr: { url: 'https://fr.example.com', baseUrl: '/' } });
  assert.deepEqual(written, ['docs/intro/index.html', 'docs/setup/index.html', 'index.html', 'sitemap.xml']);
  // Built alone, every locale that gives no baseUrl is at the site's (Docusaurus's multi-domain deployment).
  assert.deepEqual(await placesOf(path.join(out, 'docs/intro/index.html')), {
    canonical: 'https://fr.example.com/docs/intro',
    hreflang: [
      'en https://example.com/docs/intro',
      'fr https://fr.example.com/docs/intro',
      'de https://example.com/docs/intro',
      'x-default https://example.com/docs/intro',
    ],
    dropdown: ['en https://example.com/docs/intro', 'fr /docs/intro', 'de https://example.com/docs/intro'],
  });
  assert.match(await readFile(path.join(out, 'docs/intro/index.html'), 'utf8'), /<h1[^>]*>Présentation<\/h1>/);
  assert.deepEqual(await locs(path.join(out, 'sitemap.xml')), [
    'https://fr.example.com/',
    'https://fr.example.com/docs/intro',
    'https://fr.example.com/docs/setup',
    'https://fr.example.com/search',
  ]);
});

test('the same site built whole: French written over the default locale at the root, as Docusaurus does, with a notice', async () => {
  const { out, lines, written } = await initAndBuild(MULTI_DOMAIN);
  assert.deepEqual(lines, [
    "i18n.localeConfigs.fr.baseUrl: fr is written where en is (the output’s root), over it, as Docusaurus's full build writes it; build one locale per output with docgen build --locale en",
  ]);
  assert.deepEqual(written, [
    'de/docs/intro/index.html',
    'de/docs/setup/index.html',
    'de/index.html',
    'de/sitemap.xml',
    'docs/intro/index.html',
    'docs/setup/index.html',
    'index.html',
    'sitemap.xml',
  ]);
  assert.deepEqual(await placesOf(path.join(out, 'docs/intro/index.html')), {
    canonical: 'https://fr.example.com/docs/intro',
    hreflang: [
      'en https://example.com/docs/intro',
      'fr https://fr.example.com/docs/intro',
      'de https://example.com/de/docs/intro',
      'x-default https://example.com/docs/intro',
    ],
    dropdown: ['en https://example.com/docs/intro', 'fr /docs/intro', 'de https://example.com/de/docs/intro'],
  });
  assert.deepEqual(await locs(path.join(out, 'de/sitemap.xml')), [
    'https://example.com/de/',
    'https://example.com/de/docs/intro',
    'https://example.com/de/docs/setup',
    'https://example.com/de/search',
  ]);
});
