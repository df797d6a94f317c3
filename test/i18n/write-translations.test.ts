/*
 * `docgen write-translations` (issue #33): each further locale's translation files, laid out and worded as
 * Docusaurus's command writes them, with every id the site uses; a second run adds what is new and keeps every
 * translation; a file that does not parse stops the command before anything is written.
 */
import assert from 'node:assert/strict';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { main } from '../../src/cli/main.js';
import { extractMessages } from '../../src/i18n/extract-messages.js';
import { DEFAULT_THEME_DIR } from '../../src/bundle/theme-files.js';
import { siteFolders, tempDir, writeFiles } from '../helpers/site.js';
import { shown } from '../helpers/shown.js';

const FILES = {
  'site.config.yaml': `title: Translated
url: https://translated.example.com
pagesDir: pages
i18n:
  defaultLocale: en
  locales: [en, fr, ar]
navbar:
  title: Translated
  logo: { src: logo.svg, alt: The logo }
  items:
    - { type: doc, docId: intro, label: Guide, position: left }
    - type: dropdown
      label: More
      position: right
      items:
        - { label: GitHub, href: https://github.com/translated }
footer:
  links:
    - title: Docs
      items:
        - { label: Start, to: /docs/intro }
  copyright: Made by us
docs:
  sidebars:
    main:
      - intro
      - { type: category, label: Basics, items: [usage] }
      - { type: link, label: Home page, href: https://translated.example.com }
blog:
  path: blog
  blogSidebarTitle: Latest
`,
  'docs/intro.mdx':
    '# Intro\n\nimport Translate, {translate} from "@docusaurus/Translate";\n\n' +
    '<Translate id="intro.greeting" description="How the intro greets">Hello there</Translate>\n\n' +
    '{translate({message: "A message as its own id"})}\n',
  'docs/usage.md': '# Usage\n\nText.\n',
  'versions.json': '["1.0"]\n',
  'versioned_docs/version-1.0/intro.md': '# Intro\n\nOld text.\n',
  'versioned_sidebars/version-1.0-sidebars.json':
    '{ "main": [{ "type": "category", "label": "Old basics", "items": ["intro"] }] }\n',
  'blog/2024-01-01-hello.md': '---\ntitle: Hello\ndate: 2024-01-01\n---\n\nHi.\n',
  'pages/index.tsx': `import Translate, { translate } from '@docusaurus/Translate';
export default function Home() {
  const title: string = translate({ id: 'home.title', message: 'Welcome', description: 'The home title' });
  return <main><h1>{title}</h1><p><Translate id="home.tagline">Fast docs</Translate></p></main>;
}
`,
  'i18n/fr/code.json': '{\n  "home.title": { "message": "Bienvenue" },\n  "old.id": { "message": "Ancien" }\n}\n',
};

/** Each link's and each category's label in a built page's sidebar, in the order shown. */
async function sidebarLabels(dir: string, page: string): Promise<string[]> {
  const html = await readFile(path.join(dir, 'build', page), 'utf8');
  const nav = /<nav class="sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1]!;
  return [...nav.matchAll(/class="sidebar-(?:link|category-toggle)[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]!);
}

/** Runs the CLI as a user does, answering its exit code and what it printed. */
async function docgen(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const write = { out: process.stdout.write, err: process.stderr.write };
  process.stdout.write = ((chunk: string) => ((out += chunk), true)) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string) => ((err += chunk), true)) as typeof process.stderr.write;
  try {
    const code = await main(['node', 'docgen', ...args]);
    return { code, out, err };
  } finally {
    process.stdout.write = write.out;
    process.stderr.write = write.err;
  }
}

const json = async (dir: string, file: string) => JSON.parse(await readFile(path.join(dir, file), 'utf8'));

const siteFolder = siteFolders('docgen-write-translations-');

/** The config of a site in English and French whose docs have `sidebars` (YAML, as under `sidebars:`). */
const bilingual = (title: string, sidebars: string) => `title: ${title}
url: https://${title.toLowerCase()}.example.com
i18n:
  defaultLocale: en
  locales: [en, fr]
docs:
  sidebars:
${sidebars}`;

test('write-translations writes a locale’s files, keeps each translation, adds new ids, and stops on a broken file', async () => {
  const dir = await tempDir('docgen-write-translations-');
  try {
    await writeFiles(dir, FILES);
    const config = path.join(dir, 'site.config.yaml');
    const themeIds = Object.keys((await extractMessages(dir, [DEFAULT_THEME_DIR])).entries);

    const fr = await docgen(['write-translations', '-c', config, '--locale', 'fr']);
    const ar = await docgen(['write-translations', '-c', config, '--locale', 'ar']);
    assert.equal(fr.err + ar.err, '');
    assert.equal(fr.code + ar.code, 0);
    const codeIds = themeIds.length + 4;
    assert.equal(
      fr.out + ar.out,
      `✓ i18n/fr/code.json (${codeIds - 1} new ids, 1 no longer used kept)\n` +
        '✓ i18n/fr/docusaurus-theme-classic/navbar.json (5 new ids)\n' +
        '✓ i18n/fr/docusaurus-theme-classic/footer.json (3 new ids)\n' +
        '✓ i18n/fr/docusaurus-plugin-content-docs/current.json (3 new ids)\n' +
        '✓ i18n/fr/docusaurus-plugin-content-docs/version-1.0.json (2 new ids)\n' +
        '✓ i18n/fr/docusaurus-plugin-content-blog/options.json (3 new ids)\n' +
        `✓ i18n/ar/code.json (${codeIds} new ids)\n` +
        '✓ i18n/ar/docusaurus-theme-classic/navbar.json (5 new ids)\n' +
        '✓ i18n/ar/docusaurus-theme-classic/footer.json (3 new ids)\n' +
        '✓ i18n/ar/docusaurus-plugin-content-docs/current.json (3 new ids)\n' +
        '✓ i18n/ar/docusaurus-plugin-content-docs/version-1.0.json (2 new ids)\n' +
        '✓ i18n/ar/docusaurus-plugin-content-blog/options.json (3 new ids)\n',
    );

    const code = await json(dir, 'i18n/fr/code.json');
    // The translator's message stays, with the description the site gives; an id no longer used stays too.
    assert.deepEqual(code['home.title'], { message: 'Bienvenue', description: 'The home title' });
    assert.deepEqual(code['old.id'], { message: 'Ancien' });
    assert.deepEqual(code['home.tagline'], { message: 'Fast docs' });
    assert.deepEqual(code['intro.greeting'], { message: 'Hello there', description: 'How the intro greets' });
    assert.deepEqual(code['A message as its own id'], { message: 'A message as its own id' });
    // The theme's ids, in the locale's words where docgen ships them.
    assert.deepEqual(code['theme.TOC.title'], { message: 'Sur cette page' });
    assert.deepEqual(Object.keys(code).slice(0, 2), ['home.title', 'old.id']);
    assert.equal(Object.keys(code).length, codeIds + 1);

    assert.equal(
      await readFile(path.join(dir, 'i18n/fr/docusaurus-theme-classic/navbar.json'), 'utf8'),
      `{
  "title": {
    "message": "Translated",
    "description": "The title in the navbar"
  },
  "logo.alt": {
    "message": "The logo",
    "description": "The alt text of navbar logo"
  },
  "item.label.Guide": {
    "message": "Guide",
    "description": "Navbar item with label Guide"
  },
  "item.label.More": {
    "message": "More",
    "description": "Navbar item with label More"
  },
  "item.label.GitHub": {
    "message": "GitHub",
    "description": "Navbar item with label GitHub"
  }
}
`,
    );
    assert.deepEqual(await json(dir, 'i18n/fr/docusaurus-theme-classic/footer.json'), {
      'link.title.Docs': {
        message: 'Docs',
        description: 'The title of the footer links column with title=Docs in the footer',
      },
      'link.item.label.Start': {
        message: 'Start',
        description: 'The label of footer link with label=Start linking to /docs/intro',
      },
      copyright: { message: 'Made by us', description: 'The footer copyright' },
    });
    assert.deepEqual(await json(dir, 'i18n/ar/docusaurus-plugin-content-docs/current.json'), {
      'version.label': { message: 'Next', description: 'The label for version current' },
      'sidebar.main.category.Basics': {
        message: 'Basics',
        description: 'The label for category Basics in sidebar main',
      },
      'sidebar.main.link.Home page': {
        message: 'Home page',
        description: 'The label for link Home page in sidebar main, linking to https://translated.example.com',
      },
    });
    assert.deepEqual(await json(dir, 'i18n/ar/docusaurus-plugin-content-docs/version-1.0.json'), {
      'version.label': { message: '1.0', description: 'The label for version 1.0' },
      'sidebar.main.category.Old basics': {
        message: 'Old basics',
        description: 'The label for category Old basics in sidebar main',
      },
    });
    assert.deepEqual(await json(dir, 'i18n/fr/docusaurus-plugin-content-blog/options.json'), {
      title: { message: 'Blog', description: 'The title for the blog used in SEO' },
      description: { message: 'Blog', description: 'The description for the blog used in SEO' },
      'sidebar.title': { message: 'Latest', description: 'The label for the left sidebar' },
    });

    // A translator's work, then a new id in a page: the second run adds the id and changes no message.
    const translated = { ...code, 'theme.TOC.title': { message: 'Dans cette page' } };
    await writeFile(path.join(dir, 'i18n/fr/code.json'), JSON.stringify(translated, null, 2));
    await writeFile(
      path.join(dir, 'docs/usage.md'),
      '# Usage\n\nimport Translate from "@docusaurus/Translate";\n\n<Translate id="usage.new">Brand new</Translate>\n',
    );
    const second = await docgen(['write-translations', '-c', config, '--locale', 'fr']);
    assert.equal(second.code, 0, second.err);
    assert.match(second.out, /^✓ i18n\/fr\/code\.json \(1 new id, 1 no longer used kept\)\n/);
    assert.match(second.out, /✓ i18n\/fr\/docusaurus-theme-classic\/navbar\.json \(0 new ids\)\n/);
    assert.doesNotMatch(second.out, /i18n\/ar/);
    const again = await json(dir, 'i18n/fr/code.json');
    assert.deepEqual(again['theme.TOC.title'], { message: 'Dans cette page' });
    assert.deepEqual(again['home.title'], { message: 'Bienvenue', description: 'The home title' });
    assert.deepEqual(Object.keys(again).at(-1), 'usage.new');
    assert.deepEqual(again['usage.new'], { message: 'Brand new' });

    // A file that does not parse: a positioned error, and no file written.
    const broken = path.join(dir, 'i18n/ar/docusaurus-theme-classic/footer.json');
    await writeFile(broken, '{\n  "copyright": { "message": "x" }\n  "logo.alt": {}\n}\n');
    await rm(path.join(dir, 'i18n/ar/code.json'));
    const failed = await docgen(['write-translations', '-c', config, '--locale', 'ar']);
    assert.equal(failed.code, 1);
    assert.equal(
      failed.err.split('\n')[0],
      `error i18n/ar/docusaurus-theme-classic/footer.json:3:3 - a translation file that is not valid JSON (Expected ',' or '}' after property value)`,
    );
    await assert.rejects(stat(path.join(dir, 'i18n/ar/code.json')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('write-translations without --locale writes the default locale’s files, as Docusaurus does, and keeps its translations', async () => {
  const dir = await tempDir('docgen-write-translations-');
  try {
    await writeFiles(dir, {
      ...FILES,
      'i18n/en/docusaurus-theme-classic/navbar.json': '{ "title": { "message": "Translated, in English" } }\n',
    });
    const config = path.join(dir, 'site.config.yaml');
    const written = await docgen(['write-translations', '-c', config]);
    assert.equal(written.code, 0, written.err);
    assert.deepEqual(
      written.out.split('\n').map((line) => line.replace(/ \(.*/, '')),
      [
        '✓ i18n/en/code.json',
        '✓ i18n/en/docusaurus-theme-classic/navbar.json',
        '✓ i18n/en/docusaurus-theme-classic/footer.json',
        '✓ i18n/en/docusaurus-plugin-content-docs/current.json',
        '✓ i18n/en/docusaurus-plugin-content-docs/version-1.0.json',
        '✓ i18n/en/docusaurus-plugin-content-blog/options.json',
        '',
      ],
    );
    assert.match(written.out, /navbar\.json \(4 new ids\)/);
    assert.deepEqual((await json(dir, 'i18n/en/docusaurus-theme-classic/navbar.json')).title, {
      message: 'Translated, in English',
      description: 'The title in the navbar',
    });
    assert.deepEqual((await json(dir, 'i18n/en/code.json'))['theme.TOC.title'], { message: 'On this page' });
    // The other locales' folders are left as they were.
    assert.deepEqual(await readdir(path.join(dir, 'i18n/fr')), ['code.json']);
    await assert.rejects(stat(path.join(dir, 'i18n/ar')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a doc item whose sidebar writes its label has a translation key, and the translated label shows in that locale', async () => {
  const dir = await siteFolder({
    'site.config.yaml': bilingual(
      'Labels',
      `    main:
      - { type: doc, id: intro, label: Start here }
      - usage
`,
    ),
    'docs/intro.md': '# Intro\n\nText.\n',
    'docs/usage.md': '# Usage\n\nText.\n',
  });
  const config = path.join(dir, 'site.config.yaml');
  const written = await docgen(['write-translations', '-c', config, '--locale', 'fr']);
  assert.equal(written.code, 0, written.err);
  const file = 'i18n/fr/docusaurus-plugin-content-docs/current.json';
  // Only the item the sidebar labels: a doc's own title is translated in its translated file.
  assert.deepEqual(await json(dir, file), {
    'version.label': { message: 'Next', description: 'The label for version current' },
    'sidebar.main.doc.Start here': {
      message: 'Start here',
      description: 'The label for the doc item Start here in sidebar main, linking to the doc intro',
    },
  });

  await writeFile(
    path.join(dir, file),
    JSON.stringify({
      'sidebar.main.doc.Start here': { message: 'Commencer ici' },
      'sidebar.main.doc.Usage': { message: 'Ignoré: la barre ne nomme pas ce doc' },
    }),
  );
  const built = await docgen(['build', '-c', config]);
  assert.equal(built.code, 0, built.err);
  assert.deepEqual(await sidebarLabels(dir, 'fr/docs/usage/index.html'), ['Commencer ici', 'Usage']);
  assert.deepEqual(await sidebarLabels(dir, 'docs/usage/index.html'), ['Start here', 'Usage']);
});

test("an item's key names its label in the translation file in place of the label, so two of one label are told apart", async () => {
  const dir = await siteFolder({
    'site.config.yaml': bilingual(
      'Keys',
      `    main:
      - { type: doc, id: intro, label: Start, key: start-doc }
      - { type: category, label: Guides, key: user-guides, items: [usage] }
      - { type: category, label: Guides, key: admin-guides, items: [admin] }
      - { type: link, label: Home, href: https://keys.example.com, key: home-link }
      - { type: autogenerated, dirName: api }
`,
    ),
    'docs/intro.md': '# Intro\n\nText.\n',
    'docs/usage.md': '# Usage\n\nText.\n',
    'docs/admin.md': '# Admin\n\nText.\n',
    // A folder's key is its _category_ file's, or its index doc's sidebar_key.
    'docs/api/ref/_category_.json': '{ "label": "Reference", "key": "api-ref" }\n',
    'docs/api/ref/one.md': '# One\n\nText.\n',
    'docs/api/more/index.md': '---\nsidebar_key: api-more\n---\n# More\n\nText.\n',
    'docs/api/more/two.md': '# Two\n\nText.\n',
  });
  const config = path.join(dir, 'site.config.yaml');
  const written = await docgen(['write-translations', '-c', config, '--locale', 'fr']);
  assert.equal(written.code, 0, written.err);
  const file = 'i18n/fr/docusaurus-plugin-content-docs/current.json';
  const messages = (entries: Record<string, { message: string }>) =>
    Object.fromEntries(Object.entries(entries).map(([id, { message }]) => [id, message]));
  assert.deepEqual(messages(await json(dir, file)), {
    'version.label': 'Next',
    'sidebar.main.doc.start-doc': 'Start',
    'sidebar.main.category.user-guides': 'Guides',
    'sidebar.main.category.admin-guides': 'Guides',
    'sidebar.main.link.home-link': 'Home',
    'sidebar.main.category.api-more': 'More',
    'sidebar.main.category.api-ref': 'Reference',
  });

  await writeFile(
    path.join(dir, file),
    JSON.stringify({
      'sidebar.main.doc.start-doc': { message: 'Départ' },
      'sidebar.main.category.user-guides': { message: 'Guides de l’usager' },
      'sidebar.main.category.admin-guides': { message: 'Guides de l’admin' },
      'sidebar.main.link.home-link': { message: 'Accueil' },
      'sidebar.main.category.api-more': { message: 'Plus' },
      'sidebar.main.category.api-ref': { message: 'Référence' },
      // A label's own id names nothing once the item has a key.
      'sidebar.main.category.Guides': { message: 'Ignoré' },
    }),
  );
  const built = await docgen(['build', '-c', config]);
  assert.equal(built.code, 0, built.err);
  assert.deepEqual(await sidebarLabels(dir, 'fr/docs/usage/index.html'), [
    'Départ',
    'Guides de l’usager',
    'Usage',
    'Guides de l’admin',
    'Accueil',
    'Plus',
    'Référence',
  ]);
  assert.deepEqual(await sidebarLabels(dir, 'docs/usage/index.html'), [
    'Start',
    'Guides',
    'Usage',
    'Guides',
    'Home',
    'More',
    'Reference',
  ]);
});

test("a generated index's title and description have ids, written once and read in the locale as Docusaurus's", async () => {
  const dir = await siteFolder({
    'site.config.yaml': bilingual(
      'Indexes',
      `    main:
      - intro
      - type: category
        label: Guides
        link: { type: generated-index, title: All the guides, description: Guides to read first }
        items: [usage]
      - { type: category, label: Reference, key: api-ref, link: { type: generated-index }, items: [api] }
`,
    ),
    'docs/intro.md': '# Intro\n\nText.\n',
    'docs/usage.md': '# Usage\n\nText.\n',
    'docs/api.md': '# API\n\nText.\n',
    'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({
      'sidebar.main.category.Guides.link.generated-index.description': { message: 'Les guides à lire d’abord' },
    }),
    // A version the site no longer has, and a plugin it does not have: their files are named, not ignored.
    'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json': '{}',
    'i18n/fr/docusaurus-plugin-ideal-image/options.json': '{}',
  });
  const config = path.join(dir, 'site.config.yaml');
  const written = await docgen(['write-translations', '-c', config, '--locale', 'fr']);
  assert.equal(written.code, 0, written.err);
  const file = 'i18n/fr/docusaurus-plugin-content-docs/current.json';
  // The translation there stays; the index without its own title has none to translate but its category's label.
  assert.deepEqual(await json(dir, file), {
    'sidebar.main.category.Guides.link.generated-index.description': {
      message: 'Les guides à lire d’abord',
      description: 'The generated-index page description for category Guides in sidebar main',
    },
    'version.label': { message: 'Next', description: 'The label for version current' },
    'sidebar.main.category.Guides': {
      message: 'Guides',
      description: 'The label for category Guides in sidebar main',
    },
    'sidebar.main.category.Guides.link.generated-index.title': {
      message: 'All the guides',
      description: 'The generated-index page title for category Guides in sidebar main',
    },
    'sidebar.main.category.api-ref': {
      message: 'Reference',
      description: 'The label for category Reference in sidebar main',
    },
  });

  await writeFile(
    path.join(dir, file),
    JSON.stringify({
      'sidebar.main.category.Guides.link.generated-index.title': { message: 'Tous les guides' },
      'sidebar.main.category.Guides.link.generated-index.description': { message: 'Les guides à lire d’abord' },
      'sidebar.main.category.api-ref': { message: 'Référence' },
    }),
  );
  const built = await docgen(['build', '-c', config]);
  assert.equal(built.code, 0, built.err);
  const unread =
    " - a translation file that no part of the site reads: docgen reads code.json, docusaurus-theme-classic's " +
    "navbar.json and footer.json, each docs version's current.json or version-<name>.json and each blog's " +
    "options.json; this one's plugin, docs instance or version is not the site's\n";
  assert.equal(
    built.err,
    'Translation files not read (2):\n' +
      `  i18n/fr/docusaurus-plugin-content-docs/version-1.0.json${unread}` +
      `  i18n/fr/docusaurus-plugin-ideal-image/options.json${unread}`,
  );
  const page = async (route: string) => {
    const html = await readFile(path.join(dir, 'build', route, 'index.html'), 'utf8');
    return {
      title: /<title>([^<]*)<\/title>/.exec(html)![1],
      description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
      h1: /<h1>([^<]*)<\/h1>/.exec(html)![1],
      lead: /<div class="markdown"[^>]*>(?:<p>([^<]*)<\/p>)?<section class="doc-card-list">/.exec(html)![1],
    };
  };
  assert.deepEqual(await page('fr/docs/category/guides'), {
    title: 'Tous les guides | Indexes',
    description: 'Les guides à lire d’abord',
    h1: 'Tous les guides',
    lead: 'Les guides à lire d’abord',
  });
  assert.deepEqual(await page('docs/category/guides'), {
    title: 'All the guides | Indexes',
    description: 'Guides to read first',
    h1: 'All the guides',
    lead: 'Guides to read first',
  });
  // Without a title of its own, the page is titled by its category's label, translated by the key's id.
  const reference = await page('fr/docs/category/reference');
  assert.deepEqual([reference.title, reference.h1], ['Référence | Indexes', 'Référence']);
});

test('items of one sidebar whose labels share a translation id are named in a warning, by build and write-translations', async () => {
  const dir = await siteFolder({
    'site.config.yaml': bilingual(
      'Shared',
      `    main:
      - { type: category, label: Guides, items: [usage] }
      - { type: category, label: Guides, items: [admin] }
      - { type: category, label: Guides, key: more-guides, items: [more] }
      - { type: link, label: Home, href: https://shared.example.com }
      - { type: link, label: Home, href: https://shared.example.com/2 }
    auto:
      - { type: autogenerated, dirName: api }
      - { type: autogenerated, dirName: ops }
`,
    ),
    'docs/usage.md': '# Usage\n\nText.\n',
    'docs/admin.md': '# Admin\n\nText.\n',
    'docs/more.md': '# More\n\nText.\n',
    'docs/api/guides/a.md': '# A\n\nText.\n',
    'docs/ops/guides/b.md': '# B\n\nText.\n',
  });
  const config = shown(path.join(dir, 'site.config.yaml'));
  const give = 'so one translation names both; give one of them a `key`';
  const folder = ' (a folder’s: `key` in its _category_ file, or `sidebar_key` in its index doc)';
  const warnings = [
    `${config}:10:9 - sidebar "main": the category "Guides" has the translation id of the one at ${config}:9:9 (sidebar.main.category.Guides), ${give}${folder}`,
    `${config}:13:9 - sidebar "main": the link "Home" has the translation id of the one at ${config}:12:9 (sidebar.main.link.Home), ${give}`,
    `docs/ops/guides/ - sidebar "auto": the category "guides" has the translation id of the one at docs/api/guides/ (sidebar.auto.category.guides), ${give}${folder}`,
  ];
  const written = await docgen(['write-translations', '-c', config, '--locale', 'fr']);
  assert.equal(written.code, 0, written.err);
  assert.deepEqual(
    written.out.split('\n').filter((line) => line.startsWith('warning')),
    warnings.map((w) => `warning ${w}`),
  );
  const built = await docgen(['build', '-c', config]);
  assert.equal(built.code, 0, built.err);
  assert.equal(built.err, `Sidebar items sharing a translation id (3):\n${warnings.map((w) => `  ${w}\n`).join('')}`);
});
