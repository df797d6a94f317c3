/*
 * An image beside a translated doc or post, as Docusaurus resolves it: from the file that writes it, so a translated
 * doc's `img/x.png` is its translated folder's file (a localized screenshot), and an untranslated page of the locale
 * keeps the default locale's. docgen looked for it in the default locale's folder only: a false broken image (80 on
 * chaos-mesh's Chinese pages) where only the translated folder has it, the English image where both have it.
 */
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildInto, tempDir, writeFiles } from '../helpers/site.js';

/** A square drawing of `size` pixels: each folder's has its own size, so a page's copy tells whose it shows. */
const square = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}"/></svg>\n`;

const DOCS = 'i18n/fr/docusaurus-plugin-content-docs';
const FILES = {
  'site.config.yaml': `title: Shots
url: https://shots.example.com
onBrokenLinks: warn
i18n:
  defaultLocale: en
  locales: [en, fr]
docs:
  sidebars:
    docs: [page, guide, other]
blog:
  onUntruncatedBlogPosts: ignore
`,
  'versions.json': '["1.0"]\n',
  'versioned_sidebars/version-1.0-sidebars.json': '{"docs": ["page"]}\n',
  'docs/page.md': '# Page\n\n![shot](img/shot.svg)\n',
  'docs/guide.mdx': '# Guide\n\n![shot](./img/shot.svg)\n',
  'docs/other.md': '# Other\n\n![shot](./img/shot.svg)\n',
  'docs/img/shot.svg': square(4),
  // The screenshot translated, and one only the translation shows; the English-only image is not beside it.
  [`${DOCS}/current/page.md`]:
    '# Page FR\n\n![capture](img/shot.svg)\n\n![seule](./img/only-fr.svg)\n\n![absente](img/only-en.svg)\n',
  [`${DOCS}/current/guide.mdx`]: '# Guide FR\n\n![seule](./img/only-fr.svg)\n\n![capture](img/shot.svg)\n',
  [`${DOCS}/current/img/shot.svg`]: square(8),
  [`${DOCS}/current/img/only-fr.svg`]: square(12),
  'docs/img/only-en.svg': square(5),
  'versioned_docs/version-1.0/page.md': '# Page 1.0\n\nOld.\n',
  [`${DOCS}/version-1.0/page.md`]: '# Page 1.0 FR\n\n![ancienne](img/old-fr.svg)\n',
  [`${DOCS}/version-1.0/img/old-fr.svg`]: square(16),
  'blog/2024-01-10-welcome.md': '# Welcome\n\nHello.\n',
  'i18n/fr/docusaurus-plugin-content-blog/2024-01-10-welcome.md': '# Bienvenue\n\n![photo](./img/photo.svg)\n',
  'i18n/fr/docusaurus-plugin-content-blog/img/photo.svg': square(20),
};

let dir: string;
let built: Awaited<ReturnType<typeof buildInto>>;

before(async () => {
  dir = await tempDir('docgen-translated-assets-');
  await writeFiles(dir, FILES);
  built = await buildInto(path.join(dir, 'site.config.yaml'));
});
after(async () => {
  await built?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

/** Each image of a built page, by its alt text: the width it is shown at and the drawing its URL serves. */
async function images(route: string): Promise<Record<string, { width: string; served: string }>> {
  const html = await readFile(path.join(built.outDir, route, 'index.html'), 'utf8');
  const found: Record<string, { width: string; served: string }> = {};
  for (const [tag] of html.matchAll(/<img [^>]*>/g)) {
    const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
    const served = await readFile(path.join(built.outDir, attribute('src')!), 'utf8').catch(() => 'nothing');
    found[attribute('alt')!] = { width: attribute('width') ?? 'none', served };
  }
  return found;
}

const shows = (size: number) => ({ width: String(size), served: square(size) });

test('a translated doc shows the image beside it in its translated folder, .md and .mdx', async () => {
  assert.deepEqual(await images('fr/docs/next/page'), {
    capture: shows(8),
    seule: shows(12),
    absente: { width: 'none', served: 'nothing' },
  });
  assert.deepEqual(await images('fr/docs/next/guide'), { seule: shows(12), capture: shows(8) });
});

test("the default locale's pages, and a page the locale does not translate, show the default folder's image", async () => {
  assert.deepEqual(await images('docs/next/page'), { shot: shows(4) });
  assert.deepEqual(await images('docs/next/guide'), { shot: shows(4) });
  assert.deepEqual(await images('fr/docs/next/other'), { shot: shows(4) });
});

test("a version's translated doc and a translated post (on its page and in the list) find theirs too", async () => {
  assert.deepEqual(await images('fr/docs/page'), { ancienne: shows(16) });
  assert.deepEqual(await images('fr/blog/2024/01/10/welcome'), { photo: shows(20) });
  assert.deepEqual(await images('fr/blog'), { photo: shows(20) }, 'the list page, which shows the post whole');
});

test('the only broken image is the one not beside the translated doc, as Docusaurus finds none there', () => {
  const broken = built.warnings.flatMap((w) => (w.kind === 'broken-link' ? [`${w.link.source} ${w.link.target}`] : []));
  assert.deepEqual(broken, [`${DOCS}/current/page.md /fr/docs/next/img/only-en.svg`]);
});
