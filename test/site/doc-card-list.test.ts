/*
 * Doc cards as Docusaurus writes them (`@theme/DocCardList`, `@theme/DocCard`): an emoji (📄️ a doc, 🗃️ a category)
 * and the label, above the doc's front matter `description`, else its first line of text, or the category's own
 * description, else its number of items in the page's language. A category index doc (helm's docs/helm/index.mdx,
 * `id: helm-category`) and a generated index show the category's items; the descriptions are in those pages only,
 * not in the sidebar data every page carries.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildInto, siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-doc-cards-');
let built: Awaited<ReturnType<typeof buildInto>>;

before(async () => {
  const dir = await site({
    'site.config.yaml':
      'title: Cards\nurl: https://cards.example.com\ni18n:\n  defaultLocale: en\n  locales: [en, ru]\n',
    'docs/intro.md': '# Intro\n\nWelcome.\n',
    'docs/commands/index.mdx': `---
id: commands-category
---
# Commands

import DocCardList from '@theme/DocCardList';

<DocCardList />
`,
    'docs/commands/install.md': '# Install\n\nInstalls a *chart* from [a repo](./repo/add.md).\n\nMore.\n',
    'docs/commands/upgrade.md': '---\ndescription: Upgrades a release.\n---\n# Upgrade\n\nText.\n',
    'docs/commands/plugins/_category_.json': '{"label": "Plugins", "description": "Extend the CLI."}\n',
    'docs/commands/plugins/a.md': '# Plugin A\n\nA.\n',
    'docs/commands/repo/_category_.json': '{"label": "Repo"}\n',
    'docs/commands/repo/add.md': '# Add\n\nAdds.\n',
    'docs/commands/repo/remove.md': '# Remove\n\nRemoves.\n',
    'docs/guides/_category_.json':
      '{"label": "Guides", "link": {"type": "generated-index", "description": "Everything to get going."}}\n',
    'docs/guides/one.md': '# One\n\n```sh\nnpm i\n```\n\nThe first guide.\n',
    'docs/guides/deep/_category_.json': '{"label": "Deep"}\n',
    'docs/guides/deep/x.md': '# X\n\nDeep text.\n',
  });
  built = await buildInto(path.join(dir, 'site.config.yaml'));
});
after(() => built.cleanup());

const read = (route: string) => readFile(path.join(built.outDir, route, 'index.html'), 'utf8');

/** Each card of a page as its reader sees it: where it leads, its heading's text and its description. */
async function cards(route: string): Promise<string[]> {
  const html = await read(route);
  return [
    ...html.matchAll(
      /<a href="([^"]+)" class="doc-card"><h2 class="doc-card-title" title="([^"]+)"><span class="doc-card-icon" aria-hidden="true">([^<]+)<\/span> ([^<]+)<\/h2>(?:<p class="doc-card-description" title="([^"]+)">([^<]+)<\/p>)?<\/a>/g,
    ),
  ].map((m) => {
    assert.equal(m[2], m[4], 'the heading is titled by its label');
    assert.equal(m[5], m[6], 'the description is titled by its text');
    return `${m[3]} ${m[4]} → ${m[1]}: ${m[6] ?? ''}`;
  });
}

test("DocCardList on a category's index doc: a card per item, with the doc's description or first line, the category's description or count", async () => {
  assert.deepEqual(await cards('docs/commands'), [
    '📄️ Install → /docs/commands/install: Installs a chart from a repo.',
    '🗃️ Plugins → /docs/commands/plugins/a: Extend the CLI.',
    '🗃️ Repo → /docs/commands/repo/add: 2 items',
    '📄️ Upgrade → /docs/commands/upgrade: Upgrades a release.',
  ]);
});

test("a generated index shows its description and the theme's cards: code is passed over, one item is singular", async () => {
  const html = await read('docs/category/guides');
  assert.match(html, /<p>Everything to get going\.<\/p><section class="doc-card-list">/);
  assert.deepEqual(await cards('docs/category/guides'), [
    '🗃️ Deep → /docs/guides/deep/x: 1 item',
    '📄️ One → /docs/guides/one: The first guide.',
  ]);
});

test("another locale counts a category's items in its language, by its plural rules", async () => {
  assert.deepEqual(await cards('ru/docs/commands'), [
    '📄️ Install → /ru/docs/commands/install: Installs a chart from a repo.',
    '🗃️ Plugins → /ru/docs/commands/plugins/a: Extend the CLI.',
    '🗃️ Repo → /ru/docs/commands/repo/add: 2 элемента',
    '📄️ Upgrade → /ru/docs/commands/upgrade: Upgrades a release.',
  ]);
  assert.deepEqual((await cards('ru/docs/category/guides'))[0], '🗃️ Deep → /ru/docs/guides/deep/x: 1 элемент');
});

test('the descriptions reach the pages that show cards, not the sidebar every page carries', async () => {
  const shown = ['Installs a chart from a repo.', 'Extend the CLI.', 'Upgrades a release.'];
  const intro = await read('docs/intro');
  for (const text of shown) assert.ok(!intro.includes(text), `the intro's page holds "${text}"`);
  const files = await readdir(built.outDir, { recursive: true });
  const sidebarFiles = files.filter((f) => /sidebar/i.test(path.basename(f)) && f.endsWith('.json'));
  assert.ok(sidebarFiles.length > 0);
  for (const file of sidebarFiles) {
    const json = await readFile(path.join(built.outDir, file), 'utf8');
    assert.ok(!json.includes('Extend the CLI.'), file);
  }
});
