/*
 * `@theme/DocCardList` on a category's own doc (helm's docs/helm/index.mdx, `id: helm-category`): the cards are the
 * category's items, as Docusaurus's `useCurrentSidebarCategory` gives them; docgen showed none there.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { buildInto, siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-doc-cards-');

test("DocCardList on a category's index doc shows a card for each item of the category", async () => {
  const dir = await site({
    'site.config.yaml': 'title: Cards\nurl: https://cards.example.com\n',
    'docs/intro.md': '# Intro\n',
    'docs/commands/index.mdx': `---
id: commands-category
---
# Commands

import DocCardList from '@theme/DocCardList';

<DocCardList />
`,
    'docs/commands/install.md': '# Install\n\nInstalls a chart.\n',
    'docs/commands/upgrade.md': '# Upgrade\n\nUpgrades a release.\n',
  });
  const built = await buildInto(path.join(dir, 'site.config.yaml'));
  try {
    const html = await readFile(path.join(built.outDir, 'docs/commands/index.html'), 'utf8');
    const cards = [
      ...html.matchAll(
        /<article class="doc-card"><a href="([^"]+)"><span class="doc-card-title"><span[^>]*><\/span>([^<]+)</g,
      ),
    ].map((m) => `${m[2]} ${m[1]}`);
    assert.deepEqual(cards, ['Install /docs/commands/install', 'Upgrade /docs/commands/upgrade']);
  } finally {
    await built.cleanup();
  }
});
