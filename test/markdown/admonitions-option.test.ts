/*
 * `markdown.admonitions`, as Docusaurus's `admonitions` option: a site's own keywords are admonitions drawn as
 * Docusaurus draws them (`info`'s look and title, the keyword's own class), `extendDefaults: false` leaves only the
 * site's, and `false` none.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { createMarkdownProcessor, processMarkdown } from '../../src/markdown/processor.js';
import { NO_MARKDOWN_PLUGINS } from '../../src/markdown/site-plugins.js';
import { admonitionNames, type AdmonitionsOption } from '../../src/shared/admonition.js';
import { siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-admonitions-');

const CONFIG = `title: Notes
url: https://notes.example.com
trailingSlash: false
docs:
  sidebars:
    docs: [intro, component]
`;

/** The article of a page of a site built with `admonitions` (YAML) under `markdown:`. */
async function builtPages(admonitions: string, pages: string[]): Promise<string[]> {
  const dir = await site({
    'site.config.yaml': `${CONFIG}markdown:\n  admonitions: ${admonitions}\n`,
    'docs/intro.md':
      '# Intro\n\n:::security\nKeep keys secret.\n:::\n\n:::security Rotate them\nOften.\n:::\n\n:::tip\nDefault.\n:::\n',
    'docs/component.mdx': '# Component\n\n:::security\nIn MDX too.\n:::\n',
  });
  await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: path.join(dir, 'build') });
  return Promise.all(
    pages.map(async (page) => {
      const html = await readFile(path.join(dir, 'build', page), 'utf8');
      return /data-docgen-content="true">([\s\S]*?)<\/article>/.exec(html)![1]!;
    }),
  );
}

function rendered(body: string, option: AdmonitionsOption) {
  const processor = createMarkdownProcessor({}, jsxRuntime, {
    ...NO_MARKDOWN_PLUGINS,
    admonitions: admonitionNames(option),
  });
  const result = processMarkdown(
    processor,
    body,
    'docs/page.md',
    { docPath: 'page.md', route: '/docs/page', bodyLine: 1 },
    {
      routeByDocPath: {},
      baseUrl: '/',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    },
  );
  return { html: renderToStaticMarkup(result.element), warnings: result.warnings };
}

test("a site's own keyword is an admonition with info's look and title and its own class, in Markdown and MDX", async () => {
  const [intro, component] = await builtPages('{ keywords: [security] }', ['docs/intro.html', 'docs/component.html']);
  const security = (title: string, body: string) =>
    new RegExp(
      `<aside class="admonition admonition-info theme-admonition theme-admonition-security alert alert--info"><p class="admonition-heading"><span class="icon icon-info admonition-icon"[^>]*></span>${title}</p><div class="admonition-content"><p>${body}</p></div></aside>`,
    );
  assert.match(intro!, security('info', 'Keep keys secret\\.'));
  assert.match(intro!, security('Rotate them', 'Often\\.'));
  assert.match(intro!, /theme-admonition-tip alert alert--success"><p class="admonition-heading">.*?tip<\/p>/);
  assert.match(component!, security('info', 'In MDX too\\.'));
});

test('with extendDefaults: false only the keywords given open an admonition; with false none does', () => {
  const body = ':::security\nA.\n:::\n\n:::tip\nB.\n:::\n';
  const only = rendered(body, { keywords: ['security'], extendDefaults: false });
  assert.match(only.html, /<admonition type="security"><p>A\.<\/p><\/admonition>/);
  assert.match(only.html, /<div><p>B\.<\/p><\/div>/);
  assert.deepEqual(
    only.warnings.map((w) => w.message),
    [
      'unknown directive "tip": expected one of security, details, code-group, api, badge, steps, file-tree, card, card-grid, link-card',
    ],
  );
  const none = rendered(body, false);
  assert.match(none.html, /^<div><p>A\.<\/p><\/div>\s*<div><p>B\.<\/p><\/div>$/);
  assert.equal(none.warnings.length, 2);
  assert.match(rendered(body, true).html, /<admonition type="tip"><p>B\.<\/p><\/admonition>/);
});

test('a keyword that is not a directive name is an error at its key', async () => {
  const dir = await site({
    'site.config.yaml': `${CONFIG}markdown:\n  admonitions:\n    keywords: ['my note']\n`,
    'docs/intro.md': '# Intro\n',
    'docs/component.mdx': '# Component\n',
  });
  await assert.rejects(
    build({ configFile: path.join(dir, 'site.config.yaml'), outDir: path.join(dir, 'build') }),
    (error: DocgenError) => {
      assert.match(error.message, /markdown\.admonitions/);
      assert.match(error.message, /site\.config\.yaml:\d+:\d+/);
      return true;
    },
  );
});
