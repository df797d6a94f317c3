import type { OutputFile } from 'esbuild';

/**
 * Stylesheets small enough to be written into each page's <head> rather than linked: a linked
 * stylesheet blocks the first paint for one more round trip (Lighthouse counts it on mobile), while a
 * theme's few kilobytes of CSS, compressed with the page, cost less than that trip.
 */
export const INLINE_STYLE_LIMIT = 48 * 1024;

/**
 * CSS that names other files (`url(…)` other than a data: URL, `@import`) stays linked, since relative
 * paths would then resolve against the page; so does CSS that could close the <style> element early.
 */
export function inlinableCss(css: string): boolean {
  return Buffer.byteLength(css) <= INLINE_STYLE_LIMIT && !/url\(\s*(?!['"]?data:)|@import|<\/style/i.test(css);
}

/** The text of each stylesheet that may be inlined, by the URL pages would otherwise link it with. */
export function inlineStyles(files: OutputFile[], urlOf: (file: OutputFile) => string | undefined): Record<string, string> {
  const styles: Record<string, string> = {};
  for (const file of files) {
    if (!file.path.endsWith('.css')) continue;
    const url = urlOf(file);
    if (url !== undefined && inlinableCss(file.text)) styles[url] = file.text;
  }
  return styles;
}
