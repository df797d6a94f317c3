/*
 * A sidebar category's list has an id its toggle names in aria-controls. Labels repeat ("Examples" under two
 * parents, or twice side by side) and may have no Latin letter ("入门", "开始"): each id is unique in the page all
 * the same, and each toggle controls its own category's list.
 */
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildInto, tempDir, writeFiles } from '../helpers/site.js';

const FILES = {
  'site.config.yaml': `title: Ids
url: https://ids.example.com
docs:
  sidebars:
    main:
      - { type: category, label: Examples, collapsed: false, items: [a] }
      - type: category
        label: Core
        collapsed: false
        items:
          - { type: category, label: Examples, key: core-examples, collapsed: false, items: [b] }
      - { type: category, label: Examples, key: more-examples, collapsed: false, items: [c] }
      - { type: category, label: 入门, collapsed: false, items: [d] }
      - { type: category, label: 开始, collapsed: false, items: [e] }
`,
  ...Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((name) => [`docs/${name}.md`, `# Page ${name}\n`])),
};

let dir: string;
let built: Awaited<ReturnType<typeof buildInto>>;

before(async () => {
  dir = await tempDir('docgen-sidebar-ids-');
  await writeFiles(dir, FILES);
  built = await buildInto(path.join(dir, 'site.config.yaml'));
});
after(async () => {
  await built?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

test('every sidebar category list has an id of its own, which its toggle controls', async () => {
  const html = await readFile(path.join(built.outDir, 'docs/a/index.html'), 'utf8');
  const sidebar = html.slice(
    html.indexOf('<nav class="sidebar"'),
    html.indexOf('</nav>', html.indexOf('<nav class="sidebar"')),
  );
  const ids = [...sidebar.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
  assert.equal(ids.length, 6);
  assert.equal(new Set(ids).size, ids.length, `ids repeat: ${ids.join(', ')}`);
  // Each toggle, by its label, controls the list that holds that category's page.
  const controlled = [...sidebar.matchAll(/aria-controls="([^"]+)">([^<]+)</g)].map(([, id, label]) => {
    const list = sidebar.slice(sidebar.indexOf(`<ul id="${id}"`));
    return `${label} → ${/href="\/docs\/(\w)"/.exec(list)?.[1]}`;
  });
  assert.deepEqual(controlled, ['Examples → a', 'Core → b', 'Examples → b', 'Examples → c', '入门 → d', '开始 → e']);
});
