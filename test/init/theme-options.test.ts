/*
 * Options of Docusaurus's plugins and theme that change what a reader sees, carried by init into docgen's keys: the
 * written config passes docgen's own check.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stringify } from 'yaml';
import { parseConfig } from '../../src/config/load.js';
import { convertDocusaurusConfig } from '../../src/init/convert-docusaurus-config.js';
import type { Json } from '../../src/init/config-values.js';

function converted(raw: Json) {
  const result = convertDocusaurusConfig(
    { title: 'T', url: 'https://t.example.com', ...raw },
    { swizzled: [], pages: [] },
  );
  return { ...result, checked: parseConfig(stringify(result.config), 'site.config.yaml') };
}

test("admonitions: each docs, blog and pages plugin's own are carried to its instance; false is carried", () => {
  const security = { keywords: ['security', 'experimental'], extendDefaults: true };
  const { config, notCarried, checked } = converted({
    presets: [['classic', { docs: { admonitions: security }, blog: { admonitions: false } }]],
    plugins: [
      ['@docusaurus/plugin-content-docs', { id: 'architecture', path: 'architecture' }],
      ['@docusaurus/plugin-content-docs', { id: 'contributing', path: 'contributing', admonitions: false }],
      ['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', admonitions: { keywords: ['release'] } }],
    ],
  });
  assert.equal((config.markdown as Json | undefined)?.admonitions, undefined);
  assert.deepEqual(checked.docs.admonitions, { keywords: ['security', 'experimental'], extendDefaults: true });
  assert.deepEqual(
    checked.docsInstances.map((d) => [d.id, d.admonitions]),
    [
      ['architecture', undefined],
      ['contributing', false],
    ],
  );
  assert.equal(checked.blog?.admonitions, false);
  assert.deepEqual(checked.blogInstances[0]?.admonitions, { keywords: ['release'], extendDefaults: true });
  assert.deepEqual(
    notCarried.filter((line) => /admonitions/.test(line)),
    [],
  );

  const only = converted({
    presets: [['classic', { docs: { admonitions: { keywords: ['note'], extendDefaults: false } } }]],
  });
  assert.deepEqual(only.checked.docs.admonitions, { keywords: ['note'], extendDefaults: false });
  assert.deepEqual(only.notCarried, []);
  const off = converted({ presets: [['classic', { pages: { admonitions: false } }]] });
  assert.equal(off.checked.pagesAdmonitions, false);
  assert.equal(off.checked.docs.admonitions, undefined);
  assert.deepEqual(off.notCarried, []);
  const defaults = converted({ presets: [['classic', { docs: { admonitions: { extendDefaults: true } } }]] });
  assert.equal((defaults.config.docs as Json | undefined)?.admonitions, undefined);
});

test("the navbar's and footer's style and the announcement bar's colours are carried, Docusaurus's default for a colour left out", () => {
  const { config, notCarried, checked } = converted({
    themeConfig: {
      navbar: { style: 'primary', title: 'T' },
      footer: { style: 'dark', copyright: 'T' },
      announcementBar: { id: 'v2', content: 'Version 2', backgroundColor: '#20232a' },
    },
  });
  assert.deepEqual(notCarried, []);
  assert.equal((config.navbar as Json).style, 'primary');
  assert.equal(checked.footer.style, 'dark');
  assert.deepEqual(checked.announcementBar, {
    id: 'v2',
    content: 'Version 2',
    dismissible: true,
    backgroundColor: '#20232a',
    textColor: '#000',
  });
  const plain = converted({ themeConfig: { navbar: { title: 'T' }, footer: { style: 'light', copyright: 'T' } } });
  assert.equal((plain.config.navbar as Json).style, undefined);
  assert.equal((plain.config.footer as Json).style, undefined);
});

test('titleDelimiter and noIndex are carried; their defaults write nothing', () => {
  const { config, notCarried, checked } = converted({ titleDelimiter: '·', noIndex: true });
  assert.deepEqual(notCarried, []);
  assert.equal(checked.titleDelimiter, '·');
  assert.equal(checked.noIndex, true);
  const defaults = converted({ titleDelimiter: '|', noIndex: false });
  assert.deepEqual(defaults.notCarried, []);
  assert.equal(defaults.config.titleDelimiter, undefined);
  assert.equal(defaults.config.noIndex, undefined);
  assert.equal(config.title, 'T');
});

test("versionPersistence: 'none' is named with what docgen does; the default says nothing", () => {
  assert.deepEqual(converted({ themeConfig: { docs: { versionPersistence: 'none' } } }).notCarried, [
    "themeConfig.docs.versionPersistence: docgen remembers the reader's preferred version in the browser's localStorage",
  ]);
  assert.deepEqual(converted({ themeConfig: { docs: { versionPersistence: 'localStorage' } } }).notCarried, []);
});

test('sidebarCollapsible: false is carried to the docs instance that sets it', () => {
  const { checked, notCarried } = converted({
    presets: [['classic', { docs: { sidebarCollapsible: false } }]],
    plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community' }]],
  });
  assert.deepEqual(notCarried, []);
  assert.equal(checked.docs.sidebar.collapsible, false);
  assert.equal(checked.docsInstances[0]!.sidebar.collapsible, true);
});
