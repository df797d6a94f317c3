import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SiteLinkContext } from '../../../src/markdown/context.js';
import { createMarkdownProcessor, processMarkdown } from '../../../src/markdown/processor.js';

const processor = createMarkdownProcessor({});
const site: SiteLinkContext = {
  routeByDocPath: { 'guide/index.md': '/guide', 'guide/features.md': '/guide/features', 'guide/api-plugin.md': '/guide/api-plugin', 'config/index.md': '/config' },
  baseUrl: '/',
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
};

function targets(body: string, dialect?: 'vitepress') {
  const result = processMarkdown(processor, body, 'docs/guide/index.md', { docPath: 'guide/index.md', route: '/guide', bodyLine: 1 }, { ...site, ...(dialect ? { dialect } : {}) });
  return result.links.map((l) => `${l.url} → ${l.href ?? ''}`);
}

const body = '[a](./features) [b](/guide/api-plugin.html#configureserver) [c](/config/) [d](../config/#top) [e](/logo.svg) [f](./missing)\n';

test('in a VitePress tree, pages are linked by source path without extension, with .html, or by folder', () => {
  assert.deepEqual(targets(body, 'vitepress'), [
    './features → /guide/features',
    '/guide/api-plugin.html#configureserver → /guide/api-plugin#configureserver',
    '/config/ → /config',
    '../config/#top → /config#top',
    // Files and paths that name no doc keep their meaning.
    '/logo.svg → /logo.svg',
    './missing → /missing',
  ]);
});

test('a Docusaurus tree keeps URL semantics for such links', () => {
  assert.deepEqual(targets(body).slice(0, 2), ['./features → /features', '/guide/api-plugin.html#configureserver → /guide/api-plugin.html#configureserver']);
});

test('a link that starts with the base URL already gets it once, as Docusaurus adds it only when missing', () => {
  const result = processMarkdown(processor, '[a](/docs/theming/themes#colors) [b](/docs) [c](/other/page) [d](/docsify)\n', 'docs/guide/index.md', { docPath: 'guide/index.md', route: '/guide', bodyLine: 1 }, { ...site, baseUrl: '/docs/' });
  assert.deepEqual(result.links.map((l) => `${l.href} ${l.target?.path}`), ['/docs/theming/themes#colors /theming/themes', '/docs/ /', '/docs/other/page /other/page', '/docs/docsify /docsify']);
});
