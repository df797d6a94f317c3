import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markdownSource } from '../../src/llms/markdown-source.js';
import type { SiteLinkContext } from '../../src/markdown/context.js';
import * as jsxRuntime from 'react/jsx-runtime';
import { createMarkdownProcessor, processMarkdown } from '../../src/markdown/processor.js';

const processor = createMarkdownProcessor({}, jsxRuntime);
const linkContext: SiteLinkContext = {
  routeByDocPath: { 'api/Frame.md': '/docs/api/frame', 'intro.md': '/docs/intro' },
  baseUrl: '/base/',
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
};

function servedSource(body: string, title = 'Page'): string {
  const md = processMarkdown(
    processor,
    body,
    'docs/guides/page.md',
    { docPath: 'guides/page.md', route: '/docs/guides/page', bodyLine: 3 },
    linkContext,
  );
  return markdownSource(body, title, md.leadingTitle !== undefined, md.sourceEdits);
}

test('served Markdown: links to docs point at their served Markdown, site paths get the base URL, the rest is kept', () => {
  const body = [
    '',
    'See [the frame](../api/Frame.md#props "Frame ../api/Frame.md"), ![a dot](/img/dot.svg) and [ref][intro].',
    '',
    '```md',
    '[not a link](../intro.md)',
    '```',
    '',
    'Also [elsewhere](https://example.com/a.md), [missing](./nope.md) and [here](#top).',
    '',
    '[intro]: ../intro.md',
    '',
  ].join('\n');
  assert.equal(
    servedSource(body, 'A  long\ntitle'),
    [
      '# A long title',
      '',
      'See [the frame](/base/docs/api/frame.md#props "Frame ../api/Frame.md"), ![a dot](/base/img/dot.svg) and [ref][intro].',
      '',
      '```md',
      '[not a link](../intro.md)',
      '```',
      '',
      'Also [elsewhere](https://example.com/a.md), [missing](./nope.md) and [here](#top).',
      '',
      '[intro]: /base/docs/intro.md',
      '',
    ].join('\n'),
  );
});

test('served Markdown keeps a leading "# Title" of the body instead of adding one', () => {
  assert.equal(servedSource('# Own title\n\nText.\n', 'Front matter title'), '# Own title\n\nText.\n');
});
