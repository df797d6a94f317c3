import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { splitFrontMatter } from '../../src/content/front-matter.js';
import type { SiteLinkContext } from '../../src/markdown/context.js';
import * as jsxRuntime from 'react/jsx-runtime';
import { createMarkdownProcessor, processMarkdown } from '../../src/markdown/processor.js';

// Each folder of test/markdown/fixtures/ is a doc (input.md, at docs/guides/page.md) and the HTML the default Markdown
// components make of it (expected.html), its warnings at the end as comments with their line and column in the file.
// After a deliberate change of the output, `UPDATE=1 node --import tsx --test test/markdown/fixtures.test.ts`
// rewrites every expected.html; review them with git diff.
const fixtures = path.join(import.meta.dirname, 'fixtures');
const update = process.env.UPDATE === '1';
const processor = createMarkdownProcessor({}, jsxRuntime);
const site: SiteLinkContext = {
  routeByDocPath: {
    'guides/page.md': '/docs/guides/page',
    'guides/other.md': '/docs/guides/other',
    'intro.md': '/docs/intro',
  },
  baseUrl: '/',
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
};

/** The page as HTML with a line break after each block, so that a change shows as a readable diff. */
function render(source: string): string {
  const file = 'docs/guides/page.md';
  const { body, bodyLine } = splitFrontMatter(source, file);
  const result = processMarkdown(
    processor,
    body,
    file,
    { docPath: 'guides/page.md', route: '/docs/guides/page', bodyLine },
    site,
  );
  const html = renderToStaticMarkup(result.element).replace(
    /(<\/(?:p|h[1-6]|pre|ul|ol|li|table|blockquote|admonition|details|section|div)>)(?!\n)/g,
    '$1\n',
  );
  const warnings = result.warnings.map((w) => `<!-- warning ${w.line}:${w.column} ${w.message} -->\n`);
  return html.trimEnd() + '\n' + warnings.join('');
}

for (const name of readdirSync(fixtures).sort()) {
  test(`Markdown fixture ${name}: input.md renders as expected.html`, () => {
    const expectedFile = path.join(fixtures, name, 'expected.html');
    const actual = render(readFileSync(path.join(fixtures, name, 'input.md'), 'utf8'));
    if (update) writeFileSync(expectedFile, actual);
    assert.ok(existsSync(expectedFile), `${expectedFile} is missing: run UPDATE=1 on this test to write it`);
    assert.equal(actual, readFileSync(expectedFile, 'utf8'));
  });
}
