import assert from 'node:assert/strict';
import { cp, lstat, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { parseDocument } from 'yaml';
import { parseConfig } from '../../src/config/load.js';
import { DocgenError } from '../../src/errors.js';
import { convertDocusaurusConfig } from '../../src/init/convert-docusaurus-config.js';
import { initFromDocusaurus } from '../../src/init/from-docusaurus.js';
import { buildInto, FIXTURES, tempDir, writeFiles } from '../helpers/site.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function project(): Promise<string> {
  const dir = await tempDir('docgen-init-');
  dirs.push(dir);
  await cp(path.join(FIXTURES, 'docusaurus-project'), dir, { recursive: true });
  return dir;
}

test('init --from-docusaurus writes the equivalent config and names what it leaves behind, one line each', async () => {
  const dir = await project();
  const { notCarried } = await initFromDocusaurus(dir);
  const text = await readFile(path.join(dir, 'site.config.yaml'), 'utf8');
  assert.deepEqual(parseDocument(text).toJS(), {
    title: 'Dino',
    tagline: 'Roar',
    url: 'https://dino.example.com',
    baseUrl: '/dino/',
    favicon: 'img/favicon.ico',
    image: 'img/card.png',
    trailingSlash: false,
    onBrokenLinks: 'throw',
    // Docusaurus only warns of a broken anchor unless told otherwise.
    onBrokenAnchors: 'warn',
    // The classic theme's customCss, loaded after docgen's theme.
    customCss: ['./src/css/custom.css'],
    // The site's client modules, from the site folder however the config wrote them.
    clientModules: ['src/analytics.js', 'src/css/extra.css', './src/client/plain.js'],
    // The site's own pages, built as Docusaurus builds them.
    pagesDir: 'src/pages',
    colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
    announcementBar: { id: 'v3', content: 'Version 3 is out', dismissible: false },
    navbar: {
      title: 'Dino',
      logo: {
        alt: 'Dino logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        href: 'https://dino.example.org',
        target: '_self',
        width: 32,
        height: '2rem',
      },
      items: [
        { type: 'docSidebar', sidebarId: 'main', label: 'Docs' },
        { label: 'API', to: '/api' },
        { label: 'GitHub', href: 'https://github.com/example/dino', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        {
          type: 'dropdown',
          label: 'More',
          items: [
            { type: 'doc', docId: 'intro', label: 'Introduction' },
            { type: 'docSidebar', sidebarId: 'main', label: 'Main sidebar' },
            // The site's HTML, as written, in a dropdown and in the navbar.
            { type: 'html', value: '<hr>' },
            { label: 'Blog', to: '/blog' },
          ],
        },
        { type: 'docsVersionDropdown', dropdownItemsAfter: [{ label: 'All versions', to: '/versions' }] },
        { type: 'html', value: '<b>beta</b>', position: 'right' },
        { type: 'search', position: 'right' },
        { type: 'docsVersion', label: 'Release', position: 'right' },
        // An icon link: no label, its name for screen readers, the class the site's CSS draws it with.
        {
          href: 'https://github.com/example/dino',
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'GitHub repository',
        },
        { type: 'colorMode', position: 'right' },
      ],
    },
    footer: {
      links: [
        {
          title: 'More',
          items: [{ label: 'Blog', to: '/blog' }, { html: '<b>hi</b>' }, { label: 'Home', to: '/' }],
        },
      ],
      copyright: 'Copyright © {year} Dino',
    },
    docs: {
      routeBasePath: '/',
      exclude: ['README.md'],
      sidebarPath: 'sidebars.js',
      editUrl: 'https://github.com/example/dino/edit/main/',
      showLastUpdateTime: true,
    },
    search: { provider: 'algolia', appId: 'APP', apiKey: 'KEY', indexName: 'dino', contextualSearch: true },
    // Docs may import the site's own theme components: the folder stays where it is.
    markdown: { docusaurusThemeDir: 'src/theme' },
  });
  assert.deepEqual(notCarried, [
    // The fixture has no node_modules: what its config imports is read as stand-ins, each named.
    'package prism-react-renderer: not installed (run npm install in the site first); the config was read with an inert stand-in for it',
    'package remark-math: not installed (run npm install in the site first); the config was read with an inert stand-in for it',
    'plugin @docusaurus/plugin-ideal-image',
    'docs.remarkPlugins[0]: "remark-math": its module could not be loaded (named above); mend that and run init again',
    "swizzled component src/theme/Footer/index.tsx: replaces @theme/Footer; docgen's theme draws that part its own way",
    "swizzled component src/theme/Layout/index.js: wraps @theme-original/Layout; docgen's own Layout shows, without what the wrapper adds",
    'themeConfig.navbar.items[5]: a link into the docs instance "community", which the config does not have',
    "themeConfig.navbar.items[6].dropdownActiveClassDisabled: docgen's version dropdown is never marked active",
    "themeConfig.prism.theme: docgen highlights code with its own theme's colours and languages",
  ]);
  // What it writes is a valid docgen config, and the sidebars file it names is read as it is.
  assert.equal(parseConfig(text, 'site.config.yaml').docs.sidebarPath, 'sidebars.js');
});

test('init --from-docusaurus never replaces an existing site.config.yaml', async () => {
  const dir = await project();
  await writeFile(path.join(dir, 'site.config.yaml'), 'title: mine\n');
  await assert.rejects(
    initFromDocusaurus(dir),
    (e: unknown) =>
      e instanceof DocgenError &&
      /site\.config\.yaml exists already; docgen init never replaces a file$/.test(e.message),
  );
  assert.equal(await readFile(path.join(dir, 'site.config.yaml'), 'utf8'), 'title: mine\n');
  await assert.rejects(initFromDocusaurus(path.join(dir, 'docs')), /no docusaurus\.config\.js or \.ts in/);
});

test('init --from-docusaurus refuses a dangling symbolic link named site.config.yaml, and leaves it', async () => {
  const dir = await project();
  await symlink('gone.yaml', path.join(dir, 'site.config.yaml'));
  await assert.rejects(initFromDocusaurus(dir), (e: unknown) => {
    assert.ok(e instanceof DocgenError);
    assert.match(
      e.message,
      /site\.config\.yaml exists already \(a symbolic link to gone\.yaml\); docgen init never replaces a file$/,
    );
    return true;
  });
  assert.equal(await readlink(path.join(dir, 'site.config.yaml')), 'gone.yaml');
});

test('init --from-docusaurus on a config that never settles says so and writes nothing', async () => {
  const dir = await project();
  await writeFile(path.join(dir, 'docusaurus.config.js'), 'export default new Promise(() => {});');
  await assert.rejects(initFromDocusaurus(dir), /docusaurus\.config\.js exports a promise that never settles/);
  await assert.rejects(lstat(path.join(dir, 'site.config.yaml')), { code: 'ENOENT' });
});

test('the converted navbar and footer show as the site wrote them: dropdown docs, HTML, icon links, logo', async () => {
  const dir = await project();
  await initFromDocusaurus(dir);
  // The site's packages are installed where it is built: remark-math, which the config names, does nothing here.
  await writeFiles(dir, {
    'node_modules/remark-math/package.json': '{ "name": "remark-math", "main": "index.js" }',
    'node_modules/remark-math/index.js': 'module.exports = () => () => {};',
  });
  // The fixture's navbar links to a blog, an API page and logos it does not have.
  const configFile = path.join(dir, 'site.config.yaml');
  await writeFile(
    configFile,
    (await readFile(configFile, 'utf8')).replace('onBrokenLinks: throw', 'onBrokenLinks: warn'),
  );
  const built = await buildInto(configFile);
  try {
    const html = await readFile(path.join(built.outDir, 'index.html'), 'utf8');
    const dropdown = html.slice(html.indexOf('>More<'));
    const links = [...dropdown.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)]
      .slice(0, 3)
      .map((m) => `${m[2]} → ${m[1]}`);
    assert.deepEqual(links, ['Introduction → /dino/intro', 'Main sidebar → /dino/intro', 'Blog → /dino/blog']);
    assert.match(dropdown, /<li class="navbar-html"><hr><\/li>/);
    assert.match(html, /<div class="navbar-html"><b>beta<\/b><\/div>/);
    assert.match(
      html,
      /<a class="navbar-link header-github-link" href="https:\/\/github.com\/example\/dino" aria-label="GitHub repository" target="_blank" rel="noopener noreferrer"><\/a>/,
    );
    assert.match(
      html,
      /<a class="navbar-brand navbar__brand" href="https:\/\/dino.example.org" target="_self" rel="noopener noreferrer">/,
    );
    assert.match(
      html,
      /<img class="navbar-logo navbar-logo-dark" src="\/dino\/img\/logo-dark.svg" alt="Dino logo" width="32" height="2rem"\/>/,
    );
    const footer = html.slice(html.indexOf('<footer'));
    assert.match(footer, /<li class="navbar-html"><b>hi<\/b><\/li>/);
  } finally {
    await built.cleanup();
  }
});

test('a navbar item with a label and items is a dropdown, and Algolia in the theme config gives the navbar its search item', () => {
  const { config, notCarried } = convertDocusaurusConfig(
    {
      title: 'T',
      themeConfig: {
        algolia: { appId: 'A', apiKey: 'K', indexName: 'i' },
        navbar: {
          items: [
            { label: 'Community', position: 'right', items: [{ label: 'Discord', href: 'https://discord.gg/x' }] },
          ],
        },
      },
    },
    { swizzled: [], pages: [] },
  );
  assert.deepEqual((config.navbar as { items: unknown[] }).items, [
    {
      type: 'dropdown',
      label: 'Community',
      position: 'right',
      items: [{ label: 'Discord', href: 'https://discord.gg/x' }],
    },
    { type: 'search', position: 'right' },
    { type: 'colorMode', position: 'right' },
  ]);
  assert.deepEqual(notCarried, []);
});

test('a link whose `to` is a full URL is carried as the external link Docusaurus makes of it, and the config check takes it', async () => {
  const { config, notCarried } = convertDocusaurusConfig(
    {
      title: 'T',
      url: 'https://t.example.com',
      themeConfig: {
        navbar: { items: [{ label: 'Forum', to: 'https://forum.example.com' }] },
        footer: {
          links: [
            {
              title: 'More',
              items: [
                { label: 'Mirror', to: 'https://mirror.example.com/docs' },
                { label: 'Start', to: 'docs/start' },
              ],
            },
          ],
        },
      },
    },
    { swizzled: [], pages: [] },
  );
  assert.deepEqual(notCarried, []);
  assert.deepEqual((config.footer as { links: unknown[] }).links, [
    {
      title: 'More',
      items: [
        { label: 'Mirror', href: 'https://mirror.example.com/docs' },
        { label: 'Start', to: '/docs/start' },
      ],
    },
  ]);
  assert.deepEqual((config.navbar as { items: unknown[] }).items[0], {
    label: 'Forum',
    href: 'https://forum.example.com',
  });
  const dir = await tempDir('docgen-init-');
  dirs.push(dir);
  await writeFiles(dir, {
    'site.config.yaml': JSON.stringify({ ...config, docs: { path: 'docs' } }),
    'docs/start.md': '# Start\n\nText.\n',
  });
  const built = await buildInto(path.join(dir, 'site.config.yaml'));
  try {
    const footer = (await readFile(path.join(built.outDir, 'docs/start/index.html'), 'utf8')).split('<footer')[1]!;
    // As Docusaurus's footer writes it: the page opens in a new tab.
    assert.match(
      footer,
      /<a class="footer-link" href="https:\/\/mirror.example.com\/docs" target="_blank" rel="noopener noreferrer">Mirror/,
    );
  } finally {
    await built.cleanup();
  }
});

test('every option docgen does not carry is named with the reason, keys of one reason on one line; defaults say nothing', () => {
  const { config, notCarried } = convertDocusaurusConfig(
    {
      title: 'T',
      organizationName: 'acme',
      projectName: 'docs',
      onBrokenMarkdownLinks: 'warn',
      onBrokenAnchors: 'throw',
      future: { v4: true },
      markdown: { mermaid: true, format: 'detect' },
      presets: [
        [
          'classic',
          {
            docs: { breadcrumbs: true, tagsBasePath: 'topics', docItemComponent: '@theme/ApiItem' },
            gtag: { trackingID: 'G-1' },
            googleTagManager: { containerId: 'GTM-1' },
            sitemap: { changefreq: 'weekly' },
            pages: false,
          },
        ],
      ],
      themeConfig: {
        navbar: { style: 'dark' },
        metadata: [{ name: 'keywords', content: 'docs' }],
        zoom: { selector: '.markdown img' },
        announcementBar: { content: 'Hi', backgroundColor: '#000' },
      },
    },
    { swizzled: [], pages: [] },
  );
  assert.deepEqual(notCarried, [
    'organizationName, projectName: used by `docusaurus deploy`, which docgen has no counterpart of',
    "future: Docusaurus's build and upgrade flags; docgen needs none of them",
    'sitemap: docgen writes sitemap.xml its own way',
    "docs.docItemComponent: components of Docusaurus's theme; docgen's theme renders the docs",
    'themeConfig.zoom: read by a theme or plugin docgen does not have',
  ]);
  // Broken links only warn (Docusaurus's onBrokenLinks left out of a config object is docgen's default), anchors throw.
  assert.equal((config as { onBrokenAnchors?: string }).onBrokenAnchors, 'throw');
  assert.equal((config as { docs: { tagsBasePath?: string } }).docs.tagsBasePath, 'topics');
});

test('switching off what Docusaurus does by default is carried, for every docs instance', () => {
  const { config, notCarried } = convertDocusaurusConfig(
    {
      title: 'T',
      presets: [['classic', { docs: { breadcrumbs: false, showLastUpdateTime: false } }]],
      plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', breadcrumbs: false }]],
    },
    { swizzled: [], pages: [] },
  );
  assert.deepEqual(notCarried, []);
  const written = config as { docs?: Record<string, unknown>; docsInstances?: Record<string, unknown>[] };
  assert.equal(written.docs?.breadcrumbs, false);
  assert.equal(written.docsInstances?.[0]?.breadcrumbs, false);
});

test('numberPrefixParser: false is carried to every docs instance; a parser of its own is named', () => {
  const { config, notCarried } = convertDocusaurusConfig(
    {
      title: 'T',
      presets: [['classic', { docs: { numberPrefixParser: (name: string) => ({ filename: name }) } }]],
      plugins: [
        [
          '@docusaurus/plugin-content-docs',
          { id: 'community', path: 'community', routeBasePath: 'community', numberPrefixParser: false },
        ],
      ],
    },
    { swizzled: [], pages: [] },
  );
  const written = config as { docs?: Record<string, unknown>; docsInstances?: Record<string, unknown>[] };
  assert.equal(written.docs?.numberPrefixParser, undefined);
  assert.deepEqual(written.docsInstances, [
    { id: 'community', path: 'community', routeBasePath: 'community', numberPrefixParser: false },
  ]);
  assert.deepEqual(notCarried, [
    'docs.numberPrefixParser: a function (docgen takes true or false; it strips number prefixes)',
  ]);
});

test('Sass is carried: a .scss customCss stays in customCss, docusaurus-plugin-sass goes quietly, its options are named', () => {
  const site = (plugin: unknown) =>
    convertDocusaurusConfig(
      {
        title: 'T',
        presets: [['classic', { theme: { customCss: ['./src/css/custom.scss', './src/css/extra.css'] } }]],
        plugins: [plugin],
      },
      { swizzled: [], pages: [] },
    );
  const plain = site('docusaurus-plugin-sass');
  assert.deepEqual((plain.config as { customCss?: string[] }).customCss, [
    './src/css/custom.scss',
    './src/css/extra.css',
  ]);
  assert.deepEqual(plain.notCarried, []);
  assert.deepEqual(site(['docusaurus-plugin-sass', { sassOptions: { quietDeps: true } }]).notCarried, [
    "plugin docusaurus-plugin-sass: its options (sassOptions); docgen compiles Sass with the site's sass package as it comes",
  ]);
});
