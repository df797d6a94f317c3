/*
 * Admonition titles speak the page's language (issue #33): `:::note` on an Arabic page is titled in Arabic, by the
 * theme string `theme.admonition.note` (Docusaurus's id), which the site's code.json overrides; a title the author
 * wrote stays as written, and the default locale keeps the theme's English. Docusaurus 2's `:::important`,
 * `:::secondary` and `:::success` look like info, note and tip but keep their own name as a title, the same word in
 * every language, as Docusaurus 3 titles them (theme-classic's Admonition/Types.tsx).
 */
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildInto, tempDir, writeFiles } from '../helpers/site.js';

const BODY = `:::note

A.

:::

:::tip[My own title]

B.

:::

:::danger

C.

:::

:::info Spelt another way

D.

:::

:::warning

E.

:::

:::caution

F.

:::

:::important

G.

:::

:::secondary

H.

:::

:::success[Done]

I.

:::
`;

const FILES = {
  'site.config.yaml': `title: Boxes
url: https://boxes.example.com
i18n:
  defaultLocale: en
  locales: [en, ar, fr]
docs:
  sidebars:
    main: [a, b]
`,
  'docs/a.md': `# A\n\n${BODY}`,
  'docs/b.mdx': `import Admonition from '@theme/Admonition';\n\n# B\n\n${BODY}\n<Admonition type="important">J.</Admonition>\n`,
  'i18n/fr/code.json': '{ "theme.admonition.danger": { "message": "Gare à vous" } }\n',
};

let dir: string;
let built: Awaited<ReturnType<typeof buildInto>>;

before(async () => {
  dir = await tempDir('docgen-admonition-titles-');
  await writeFiles(dir, FILES);
  built = await buildInto(path.join(dir, 'site.config.yaml'));
});
after(async () => {
  await built?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

/** A built page's admonitions, in order: the title of each, after its look (`info: Note`). */
async function boxes(route: string): Promise<string[]> {
  const html = await readFile(path.join(built.outDir, route, 'index.html'), 'utf8');
  return [
    ...html.matchAll(
      /<aside class="admonition admonition-(\w+) theme-admonition [^"]*"><p class="admonition-heading">(?:<span [^>]*><\/span>)?([^<]*)<\/p>/g,
    ),
  ].map((m) => `${m[1]}: ${m[2]}`);
}

/** The titles of a built page's admonitions, in order. */
async function titles(route: string): Promise<string[]> {
  return (await boxes(route)).map((box) => box.slice(box.indexOf(': ') + 2));
}

/** Docusaurus 2's names: their look, and their own name as a title in every language. */
const ALIASES = ['important', 'secondary', 'Done'];

test('the default locale titles admonitions in English, in lower case as Docusaurus writes them, and keeps a written title', async () => {
  for (const route of ['docs/a', 'docs/b'])
    assert.deepEqual((await titles(route)).slice(0, 9), [
      'note',
      'My own title',
      'danger',
      'Spelt another way',
      'warning',
      'caution',
      ...ALIASES,
    ]);
});

test('important, secondary and success look like info, note and tip, in Markdown and as the MDX component', async () => {
  assert.deepEqual((await boxes('docs/a')).slice(6), ['info: important', 'note: secondary', 'tip: Done']);
  assert.deepEqual((await boxes('fr/docs/b')).slice(6), [
    'info: important',
    'note: secondary',
    'tip: Done',
    'info: important',
  ]);
});

test('an Arabic page titles them in Arabic, a Markdown doc and an MDX doc alike', async () => {
  for (const route of ['ar/docs/a', 'ar/docs/b'])
    assert.deepEqual((await titles(route)).slice(0, 9), [
      'ملاحظة',
      'My own title',
      'خطر',
      'Spelt another way',
      'تحذير',
      'تنبيه',
      ...ALIASES,
    ]);
});

test("a French page titles them in French, and the site's code.json overrides a title", async () => {
  for (const route of ['fr/docs/a', 'fr/docs/b'])
    assert.deepEqual((await titles(route)).slice(0, 9), [
      'Remarque',
      'My own title',
      'Gare à vous',
      'Spelt another way',
      'Avertissement',
      'Attention',
      ...ALIASES,
    ]);
});
