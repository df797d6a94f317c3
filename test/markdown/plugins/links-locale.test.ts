/*
 * Markdown links on a page of another locale (issue #33): Docusaurus renders them with `@docusaurus/Link`, whose base
 * URL is the locale's, so `[b](/docs/b)` on a French page leads to /fr/docs/b. The same holds for `.md` links, in a
 * translated doc, in a doc built in French from the default locale's file, and in MDX; a file's path, a full URL and
 * a path already in a locale stay as written, and the link check looks for the French route.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { linkTargets } from '../../helpers/output-files.js';
import { buildInto, tempDir, writeFiles } from '../../helpers/site.js';

const LINKS = `[to b](/docs/b) [to b md](./b.md) [to fr b](/fr/docs/b) [to file](/img/a.png) [away](https://example.com/x) [to nowhere](/docs/only-en)`;

const FILES = {
  'site.config.yaml': `title: Links
url: https://links.example.com
baseUrl: /base/
i18n:
  defaultLocale: en
  locales: [en, fr]
docs:
  sidebars:
    main: [a, b, c]
blog:
  onUntruncatedBlogPosts: ignore
`,
  'static/img/a.png': 'png',
  'docs/a.md': `# A\n\n${LINKS}\n`,
  'docs/b.md': '# B\n\nB.\n',
  'docs/c.mdx': `# C\n\n${LINKS}\n`,
  // A post's relative link out of the blog's folder finds the doc of its own locale.
  'blog/2024-01-10-post.md': '# Post\n\n[to b md](../docs/b.md)\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/b.md': `# B en français\n\n${LINKS}\n`,
};

let dir: string;
let built: Awaited<ReturnType<typeof buildInto>>;

before(async () => {
  dir = await tempDir('docgen-md-link-locale-');
  await writeFiles(dir, FILES);
  built = await buildInto(path.join(dir, 'site.config.yaml'));
});
after(async () => {
  await built?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

/** Where the links of a built page lead, in the order written. */
function targets(route: string): Promise<string[]> {
  return linkTargets(built.outDir, route, 'to [^<]*|away');
}

test('in the default locale, Markdown links lead where they are written', async () => {
  for (const route of ['docs/a', 'docs/c'])
    assert.deepEqual(await targets(route), [
      '/base/docs/b',
      '/base/docs/b',
      '/base/fr/docs/b',
      '/base/img/a.png',
      'https://example.com/x',
      '/base/docs/only-en',
    ]);
});

test('on a French page, Markdown and MDX links lead into the French site; files and full URLs stay', async () => {
  for (const route of ['fr/docs/a', 'fr/docs/b', 'fr/docs/c'])
    assert.deepEqual(await targets(route), [
      '/base/fr/docs/b',
      '/base/fr/docs/b',
      '/base/fr/docs/b',
      '/base/img/a.png',
      'https://example.com/x',
      '/base/fr/docs/only-en',
    ]);
});

test("a blog post's link to a doc's file leads to that doc in the post's locale", async () => {
  assert.deepEqual(await targets('blog/2024/01/10/post'), ['/base/docs/b']);
  assert.deepEqual(await targets('fr/blog/2024/01/10/post'), ['/base/fr/docs/b']);
});

test("the link check looks for the French route of a French page's link, and finds the others", () => {
  const broken = built.warnings.flatMap((w) =>
    w.kind === 'broken-link'
      ? [`${w.link.source} ${w.link.target}${/; the same on 1 more page /.test(w.link.reason) ? ' (and fr)' : ''}`]
      : [],
  );
  // An untranslated doc's link fails on its French page too: one line says both.
  assert.deepEqual(broken.sort(), [
    'docs/a.md /docs/only-en (and fr)',
    'docs/c.mdx /docs/only-en (and fr)',
    'i18n/fr/docusaurus-plugin-content-docs/current/b.md /fr/docs/only-en',
  ]);
});
