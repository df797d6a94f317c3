import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteLinkContext } from '../../src/markdown/context.js';
import * as jsxRuntime from 'react/jsx-runtime';
import { parseEachWithinBudget } from '../../src/markdown/parse-budget.js';
import { createMarkdownProcessor, processMarkdown, startMarkdown } from '../../src/markdown/processor.js';
import { NO_MARKDOWN_PLUGINS } from '../../src/markdown/site-plugins.js';
import type { Pluggable } from 'unified';

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

type RenderOptions = { route?: string; docPath?: string; site?: Partial<SiteLinkContext> };

function inputOf(options: RenderOptions) {
  return { docPath: options.docPath ?? 'guides/page.md', route: options.route ?? '/docs/guides/page', bodyLine: 1 };
}

/** A doc body through the Markdown stage with the default components, as docs/page.md at /docs/guides/page. */
export function renderMarkdown(body: string, options: RenderOptions = {}) {
  const result = processMarkdown(processor, body, 'docs/page.md', inputOf(options), { ...site, ...options.site });
  return { ...result, html: renderToStaticMarkup(result.element) };
}

/** As `renderMarkdown`, with the site's remark plugins `remark`, run as a render thread runs them: awaited. */
export async function renderMarkdownWithPlugins(body: string, remark: Pluggable[], options: RenderOptions = {}) {
  const withPlugins = createMarkdownProcessor({}, jsxRuntime, { ...NO_MARKDOWN_PLUGINS, remark });
  const markdown = startMarkdown(withPlugins, body, 'docs/page.md', inputOf(options), { ...site, ...options.site });
  const result = markdown.finish(await markdown.transform(parseEachWithinBudget([markdown])[0]!));
  return { ...result, html: renderToStaticMarkup(result.element) };
}
