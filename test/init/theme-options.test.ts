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

test("admonitions: the docs' keywords are carried; a plugin that sets others is named; false is carried", () => {
  const security = { keywords: ['security', 'experimental'], extendDefaults: true };
  const { config, notCarried, checked } = converted({
    presets: [['classic', { docs: { admonitions: security }, blog: { admonitions: security } }]],
    plugins: [
      ['@docusaurus/plugin-content-docs', { id: 'architecture', path: 'architecture', admonitions: security }],
      ['@docusaurus/plugin-content-docs', { id: 'contributing', path: 'contributing', admonitions: false }],
    ],
  });
  assert.deepEqual((config.markdown as Json).admonitions, { keywords: ['security', 'experimental'] });
  assert.deepEqual(checked.markdown.admonitions, { keywords: ['security', 'experimental'], extendDefaults: true });
  assert.deepEqual(notCarried, [
    'docs instance "contributing": admonitions: false (docgen gives every page the same admonitions: {"keywords":["security","experimental"]})',
  ]);

  const only = converted({
    presets: [['classic', { docs: { admonitions: { keywords: ['note'], extendDefaults: false } } }]],
  });
  assert.deepEqual(only.checked.markdown.admonitions, { keywords: ['note'], extendDefaults: false });
  assert.deepEqual(only.notCarried, []);
  const off = converted({ presets: [['classic', { docs: { admonitions: false }, pages: { admonitions: false } }]] });
  assert.equal(off.checked.markdown.admonitions, false);
  assert.deepEqual(off.notCarried, []);
  const defaults = converted({ presets: [['classic', { docs: { admonitions: { extendDefaults: true } } }]] });
  assert.equal((defaults.config.markdown as Json | undefined)?.admonitions, undefined);
});
