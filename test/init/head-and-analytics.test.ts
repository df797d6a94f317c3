import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { parseDocument } from 'yaml';
import { parseConfig } from '../../src/config/load.js';
import { initFromDocusaurus } from '../../src/init/from-docusaurus.js';
import { siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-init-head-');

test('init carries headTags, scripts, stylesheets, themeConfig.metadata, gtag, googleAnalytics and Tag Manager', async () => {
  const dir = await site({
    'docusaurus.config.js': `
module.exports = {
  title: 'Head', url: 'https://head.example.com', baseUrl: '/',
  headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.com' } }],
  scripts: ['https://cdn.example.com/a.js', { src: 'https://cdn.example.com/b.js', defer: true }],
  stylesheets: [{ href: 'https://cdn.example.com/k.css', crossorigin: 'anonymous' }],
  presets: [['classic', { gtag: { trackingID: 'G-1', anonymizeIP: true }, googleAnalytics: { trackingID: 'UA-2' } }]],
  plugins: [['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-3' }]],
  themeConfig: { metadata: [{ name: 'twitter:site', content: '@head' }] },
};`,
    'docs/intro.md': '# Intro\n',
  });
  const { notCarried } = await initFromDocusaurus(dir);
  const text = await readFile(path.join(dir, 'site.config.yaml'), 'utf8');
  const config = parseDocument(text).toJS();
  assert.deepEqual(
    {
      headTags: config.headTags,
      scripts: config.scripts,
      stylesheets: config.stylesheets,
      analytics: config.analytics,
    },
    {
      headTags: [
        { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.com' } },
        { tagName: 'meta', attributes: { name: 'twitter:site', content: '@head' } },
      ],
      scripts: ['https://cdn.example.com/a.js', { src: 'https://cdn.example.com/b.js', defer: true }],
      stylesheets: [{ href: 'https://cdn.example.com/k.css', crossorigin: 'anonymous' }],
      analytics: {
        gtag: { trackingID: ['G-1', 'UA-2'], anonymizeIP: true },
        googleTagManager: { containerId: 'GTM-3' },
      },
    },
  );
  assert.deepEqual(
    notCarried.filter((l) => /google|script|stylesheet|head/i.test(l)),
    [],
  );
  assert.ok(parseConfig(text, 'site.config.yaml').analytics.gtag);
});
