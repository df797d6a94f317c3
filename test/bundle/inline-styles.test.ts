import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { OutputFile } from 'esbuild';
import { INLINE_STYLE_LIMIT, inlinableCss, inlineStyles } from '../../src/bundle/inline-styles.js';

function file(path: string, text: string): OutputFile {
  return { path, text, contents: new TextEncoder().encode(text), hash: '' };
}

test('a small stylesheet (data: URLs included) is inlined; one that names other files, is too large or could close <style> stays linked', () => {
  assert.equal(inlinableCss('body{color:red}'), true);
  assert.equal(inlinableCss('.a{background:url(./bg.png)}'), false);
  assert.equal(inlinableCss(".a{--icon:url(\"data:image/svg+xml,%3Csvg%3E\")}"), true, 'a data: URL names no other file');
  assert.equal(inlinableCss('@import "other.css";'), false);
  assert.equal(inlinableCss('.a::after{content:"</style>"}'), false);
  assert.equal(inlinableCss(`a{b:c}${'x'.repeat(INLINE_STYLE_LIMIT)}`), false);
});

test('only CSS outputs are kept, by the URL the pages would link them with', () => {
  const files = [file('/out/assets/main.css', 'body{margin:0}'), file('/out/assets/main.js', 'x()'), file('/out/assets/big.css', `.a{background:url(a.png)}`)];
  const styles = inlineStyles(files, (f) => `/site${f.path.slice(4)}`);
  assert.deepEqual(styles, { '/site/assets/main.css': 'body{margin:0}' });
});
