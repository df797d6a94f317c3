import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteLinkContext } from '../../src/markdown/context.js';
import * as jsxRuntime from 'react/jsx-runtime';
import { createMarkdownProcessor, processMarkdown } from '../../src/markdown/processor.js';

const processor = createMarkdownProcessor({}, jsxRuntime);
const site: SiteLinkContext = {
  routeByDocPath: {
    'api/frame.md': '/docs/api/frame',
    'api/Store.md': '/docs/api/Store',
    'guides/page.md': '/docs/guides/page',
    'guides/other.md': '/docs/guides/other',
    'intro.md': '/docs/intro',
  },
  baseUrl: '/',
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
};

/** A doc body through the Markdown stage with the default components, as docs/page.md at /docs/guides/page. */
export function renderMarkdown(
  body: string,
  options: { route?: string; docPath?: string; site?: Partial<SiteLinkContext> } = {},
) {
  const input = {
    docPath: options.docPath ?? 'guides/page.md',
    route: options.route ?? '/docs/guides/page',
    bodyLine: 1,
  };
  const result = processMarkdown(processor, body, 'docs/page.md', input, { ...site, ...options.site });
  return { ...result, html: renderToStaticMarkup(result.element) };
}
