import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { createMarkdownProcessor, processMarkdown } from '../../../src/markdown/processor.js';
import { NO_MARKDOWN_PLUGINS } from '../../../src/markdown/site-plugins.js';
import { renderMarkdown } from '../../helpers/markdown.js';

/** Each tab's label and code, from the HTML of the Markdown stage. */
function tabsOf(html: string): [string, string][] {
  return [...html.matchAll(/<tab-item value="[^"]*" label="([^"]*)">.*?<code class="hljs">(.*?)<\/code>/g)].map(
    ([, label, code]) => [label!, code!.replace(/<[^>]+>/g, '')],
  );
}

test('an npm2yarn block becomes npm, Yarn, pnpm and Bun tabs of one group, with the commands converted', () => {
  const { html } = renderMarkdown('```bash npm2yarn\nnpm install react\n```\n');
  assert.match(html, /^<tabs groupId="npm2yarn"><tab-item value="npm" label="npm"><code-block language="bash">/);
  assert.match(
    html,
    /<tab-item value="yarn" label="Yarn">.*<tab-item value="pnpm" label="pnpm">.*<tab-item value="bun" label="Bun">/,
  );
  assert.deepEqual(tabsOf(html), [
    ['npm', 'npm install react'],
    ['Yarn', 'yarn add react'],
    ['pnpm', 'pnpm add react'],
    ['Bun', 'bun add react'],
  ]);
});

test('npm2yarn converts dev dependencies, scripts, a bare install and npx as Docusaurus does', () => {
  const convert = (command: string) =>
    tabsOf(renderMarkdown(`\`\`\`sh npm2yarn\n${command}\n\`\`\`\n`).html).map(([, code]) => code);
  assert.deepEqual(convert('npm install -D typescript'), [
    'npm install -D typescript',
    'yarn add --dev typescript',
    'pnpm add -D typescript',
    'bun add --dev typescript',
  ]);
  assert.deepEqual(convert('npm install --save-dev a b'), [
    'npm install --save-dev a b',
    'yarn add --dev a b',
    'pnpm add --save-dev a b',
    'bun add --dev a b',
  ]);
  assert.deepEqual(convert('npm run build'), ['npm run build', 'yarn build', 'pnpm run build', 'bun run build']);
  assert.deepEqual(convert('npm install'), ['npm install', 'yarn install', 'pnpm install', 'bun install']);
  assert.deepEqual(convert('npx create-docusaurus@latest site classic'), [
    'npx create-docusaurus@latest site classic',
    'yarn dlx create-docusaurus@latest site classic',
    'pnpm dlx create-docusaurus@latest site classic',
    'bun x create-docusaurus@latest site classic',
  ]);
});

test('an npm2yarn block keeps the rest of its meta (its title) in every tab; a block without the word stays one block', () => {
  const { html } = renderMarkdown('```bash title="Terminal" npm2yarn\nnpm i x\n```\n\n```bash\nnpm i y\n```\n');
  assert.equal(html.match(/<code-block language="bash" title="Terminal">/g)?.length, 4);
  assert.match(html, /<\/tabs>\n<code-block language="bash"><code class="hljs"><span class="line">npm i y/);
});

test('markdown.npm2yarn: without sync the tabs are in no group, and only the converters given follow npm, in their order', () => {
  const processor = createMarkdownProcessor({}, jsxRuntime, {
    ...NO_MARKDOWN_PLUGINS,
    npm2yarn: { sync: false, converters: ['pnpm', 'yarn'] },
  });
  const input = { docPath: 'a.md', route: '/docs/a', bodyLine: 1 };
  const site = { routeByDocPath: {}, baseUrl: '/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 } };
  const html = renderToStaticMarkup(
    processMarkdown(processor, '```bash npm2yarn\nnpm install react\n```\n', 'docs/a.md', input, site).element,
  );
  assert.match(html, /^<tabs><tab-item value="npm" label="npm">/);
  assert.deepEqual(tabsOf(html), [
    ['npm', 'npm install react'],
    ['pnpm', 'pnpm add react'],
    ['Yarn', 'yarn add react'],
  ]);
});
