import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { definePlugin } from '../api.js';

const require = createRequire(import.meta.url);

/**
 * `markdown.math`, as Docusaurus's docs set it up: remark-math reads `$…$` and `$$…$$`, rehype-katex draws them at
 * build time, and only the pages with math link KaTeX's stylesheet. The packages are found from docgen's folder, and
 * loaded by the first site with math: the others never pay for KaTeX.
 */
export const mathPlugin = definePlugin(() => {
  const katex = path.dirname(require.resolve('katex/package.json'));
  const { version } = JSON.parse(readFileSync(path.join(katex, 'package.json'), 'utf8')) as { version: string };
  // Every browser that runs the site takes WOFF2, so the WOFF and TTF copies the stylesheet lists after them are never asked for.
  const fonts = readdirSync(path.join(katex, 'dist/fonts')).filter((f) => f.endsWith('.woff2'));
  return {
    name: 'math',
    beforeDefaultRemarkPlugins: ['remark-math'],
    beforeDefaultRehypePlugins: [['rehype-katex', { output: 'htmlAndMathml' }]],
    pageStylesheets: [
      {
        file: path.join(katex, 'dist/katex.min.css'),
        // Versioned, as a new KaTeX draws with other rules.
        path: `katex-${version}/katex.min.css`,
        files: Object.fromEntries(fonts.map((f) => [`fonts/${f}`, path.join(katex, 'dist/fonts', f)])),
        // Formulas rendered at build time: what a page with math holds.
        htmlIncludes: 'class="katex"',
      },
    ],
  };
});
