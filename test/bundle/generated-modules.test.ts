/**
 * Docusaurus's generated data as a site's code imports it: a path into `.docusaurus/` (the blog's recent posts, as
 * home-assistant's developer site lists them on its home page) and the `@generated/…` alias, made by docgen from its
 * own content model, never read from a `.docusaurus/` folder a Docusaurus build left; a file docgen does not make is an
 * error at the import.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/build.js';
import { DocgenErrors, reportOf } from '../../src/errors.js';
import { siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-generated-modules-');

const FILES: Record<string, string> = {
  'site.config.yaml': `title: Zoo
tagline: Animals all day
url: https://zoo.example.com
baseUrl: /zoo/
pagesDir: src/pages
docs:
  sidebars:
    main: [intro]
blog:
  blogSidebarCount: 2
  blogSidebarTitle: Latest
`,
  'docs/intro.md': '# Intro\n\nHello.\n',
  'blog/2024-01-10-welcome.md': '# Welcome to the zoo\n\nFirst post.\n',
  'blog/2024-02-03-feeding.md': '---\ntitle: Feeding time\nsidebar_label: Feeding\n---\nAt noon.\n',
  'blog/2024-03-01-pond.md': '---\ntitle: A new pond\nunlisted: true\n---\nDucks.\n',
  // What a Docusaurus build left: docgen never reads it.
  '.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json':
    '{"title":"Stale","items":[{"title":"An old post","permalink":"/old"}]}',
};

test("a page imports the blog's recent posts from .docusaurus/ and the config from @generated/, as Docusaurus generates them", async () => {
  const dir = await site({
    ...FILES,
    'src/pages/index.js': `import React from 'react';
import siteConfig from '@generated/docusaurus.config';
import blogMetadata from '@generated/docusaurus-plugin-content-blog/default/blogMetadata-default.json';
const recent = require('../../.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json');

export default function Home() {
  return (
    <main>
      <h1>{siteConfig.title}: {siteConfig.tagline}</h1>
      <h2>{recent.title} in {blogMetadata.blogTitle} at {blogMetadata.blogBasePath}</h2>
      <ul>
        {recent.items.map((item) => (
          <li key={item.permalink}>
            <a href={item.permalink}>{item.title}</a> {item.date} {String(item.unlisted)}
          </li>
        ))}
      </ul>
    </main>
  );
}
`,
  });
  await build({ configFile: path.join(dir, 'site.config.yaml') });
  const html = await readFile(path.join(dir, 'build/index.html'), 'utf8');
  assert.match(html, /<h1>Zoo: Animals all day<\/h1>/);
  assert.match(html, /<h2>Latest in Blog at \/zoo\/blog<\/h2>/);
  const items = [...html.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a> (\S+) (\w+)<\/li>/g)];
  assert.deepEqual(
    items.map((m) => m.slice(1)),
    [
      ['/zoo/blog/2024/03/01/pond', 'A new pond', '2024-03-01T00:00:00.000Z', 'true'],
      ['/zoo/blog/2024/02/03/feeding', 'Feeding', '2024-02-03T00:00:00.000Z', 'false'],
    ],
  );
  assert.doesNotMatch(html, /Stale|An old post/);
});

test('an import of generated data docgen does not make fails at its place, naming the files docgen gives', async () => {
  const dir = await site({
    ...FILES,
    'src/pages/index.js': `import React from 'react';
import routes from '@generated/routes';

export default function Home() {
  return <main>{routes.length}</main>;
}
`,
  });
  const failure = await build({ configFile: path.join(dir, 'site.config.yaml') }).then(
    () => assert.fail('the build succeeded'),
    (error: unknown) => error,
  );
  assert.ok(failure instanceof DocgenErrors);
  assert.deepEqual(
    failure.errors.map((e) => [e.message, reportOf(e).name]),
    [
      [
        'src/pages/index.js:2:20 - "@generated/routes" is data Docusaurus generates while it builds (.docusaurus/routes), which docgen does not make: it gives .docusaurus/docusaurus.config.mjs, .docusaurus/site-metadata.json, .docusaurus/i18n.json, .docusaurus/codeTranslations.json, .docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json, .docusaurus/docusaurus-plugin-content-blog/default/blogMetadata-default.json (also as @generated/…)',
        'docusaurus-generated',
      ],
    ],
  );
});

test("@generated/i18n.json names the site's translations folder and each locale's folder in it, as Docusaurus does", async () => {
  const dir = await site({
    ...FILES,
    'site.config.yaml': `${FILES['site.config.yaml']}i18n:
  defaultLocale: en
  locales: [en, fr]
  path: translations
  localeConfigs:
    fr: { path: french }
`,
    'src/pages/index.js': `import React from 'react';
import i18n from '@generated/i18n.json';

export default function Home() {
  return <main><p id="folders">{i18n.path} {i18n.localeConfigs.en.path} {i18n.localeConfigs.fr.path} {i18n.localeConfigs.fr.baseUrl}</p></main>;
}
`,
  });
  await build({ configFile: path.join(dir, 'site.config.yaml') });
  const html = await readFile(path.join(dir, 'build/index.html'), 'utf8');
  assert.match(html, /<p id="folders">translations en french \/zoo\/fr\/<\/p>/);
});
