import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OutputFile } from '../output/write-site.js';

const require = createRequire(import.meta.url);
const KATEX = path.dirname(require.resolve('katex/package.json'));
const VERSION = (JSON.parse(readFileSync(path.join(KATEX, 'package.json'), 'utf8')) as { version: string }).version;

/** KaTeX's stylesheet in the output, beside its fonts; versioned, as a new KaTeX draws with other rules. */
export const MATH_STYLESHEET = `assets/katex-${VERSION}/katex.min.css`;

/** Formulas rendered at build time: what a page with math holds (and the only thing that asks for KaTeX's styles). */
export function hasMath(html: string): boolean {
  return html.includes('class="katex"');
}

/**
 * KaTeX's stylesheet and the WOFF2 fonts it names first: every browser that runs the site takes WOFF2, so the
 * WOFF and TTF copies it lists after them are never asked for.
 */
export function mathAssetFiles(): OutputFile[] {
  const dir = path.posix.dirname(MATH_STYLESHEET);
  const fonts = readdirSync(path.join(KATEX, 'dist/fonts')).filter((f) => f.endsWith('.woff2'));
  return [
    { path: MATH_STYLESHEET, contents: readFileSync(path.join(KATEX, 'dist/katex.min.css')) },
    ...fonts.map((f) => ({ path: `${dir}/fonts/${f}`, contents: readFileSync(path.join(KATEX, 'dist/fonts', f)) })),
  ];
}
