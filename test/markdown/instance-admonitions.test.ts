/*
 * `admonitions` of one docs instance, blog or the pages folder, as Docusaurus's plugins take the option each: a
 * source's own keywords open admonitions in its pages only (its translations' and its MDX files too), the others keep
 * the site's; `false` leaves a source's `:::note` a paragraph.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/build.js';
import { siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-instance-admonitions-');

const SECURITY = ':::security\nKeep keys secret.\n:::\n\n:::note\nA note.\n:::\n';

test("each source's own admonitions apply to its pages, translated and MDX ones too; the others keep the site's", async () => {
  const dir = await site({
    'site.config.yaml': `title: Vault
url: https://vault.example.com
trailingSlash: false
i18n:
  defaultLocale: en
  locales: [en, fr]
pagesDir: src/pages
pagesAdmonitions: { keywords: [security], extendDefaults: false }
docs:
  admonitions: { keywords: [security] }
  sidebars:
    main: [intro, component]
docsInstances:
  - id: community
    sidebars:
      main: [hello]
blog:
  admonitions: false
  onUntruncatedBlogPosts: ignore
`,
    'docs/intro.md': `# Intro\n\n${SECURITY}`,
    'docs/component.mdx': `# Component\n\n${SECURITY}`,
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': `# Intro FR\n\n${SECURITY}`,
    'community/hello.md': `# Hello\n\n${SECURITY}`,
    'blog/2024-01-01-post.md': `---\ntitle: Post\nauthors: []\n---\n\n${SECURITY}`,
    'src/pages/about.md': `# About\n\n${SECURITY}`,
  });
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  const warned = new Set(
    result.warnings.flatMap((w) =>
      w.kind === 'markdown' ? [`${w.source}:${w.line}: ${w.message.split(':')[0]}`] : [],
    ),
  );
  assert.ok(warned.has('community/hello.md:3: unknown directive "security"'));
  assert.ok(warned.has('blog/2024-01-01-post.md:10: unknown directive "note"'));
  assert.ok(![...warned].some((w) => /^(docs|i18n|src)\//.test(w)), [...warned].join('\n'));
  const article = async (page: string) => {
    const html = await readFile(path.join(dir, 'build', page), 'utf8');
    return /<article[\s\S]*<\/article>|<main[\s\S]*<\/main>/.exec(html)![0];
  };
  const security =
    /theme-admonition-security alert alert--info"><p class="admonition-heading">[\s\S]*?Keep keys secret\./;
  const note = /theme-admonition-note alert alert--secondary"><p class="admonition-heading">[\s\S]*?A note\./;

  for (const page of ['docs/intro.html', 'docs/component.html', 'fr/docs/intro.html']) {
    const html = await article(page);
    assert.match(html, security, page);
    assert.match(html, note, page);
  }
  const community = await article('community/hello.html');
  assert.doesNotMatch(community, /theme-admonition-security/);
  assert.match(community, /<div><p>Keep keys secret\.<\/p><\/div>/);
  assert.match(community, note);

  const post = await article('blog/2024/01/01/post.html');
  assert.doesNotMatch(post, /theme-admonition/);
  assert.match(post, /<div><p>A note\.<\/p><\/div>/);

  const about = await article('about.html');
  assert.match(about, security);
  assert.doesNotMatch(about, /theme-admonition-note/);
});
