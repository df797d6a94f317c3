import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMarkdown } from '../helpers/markdown.js';

test('raw HTML policy: elements and attributes pass, scripts, <base> and event handlers are dropped with a warning where they were', () => {
  const { html, warnings } = renderMarkdown(
    'Intro.\n\n<div class="note" data-x="1" onclick="steal()">Kept <b>bold</b> &lt;escaped&gt;</div>\n\n<script>document.title = "it\'s \\"quoted\\""</script>\n\n<base href="https://evil.example/">\n\n<details><summary>More</summary>Hidden</details>\n',
  );
  assert.match(html, /<div class="note" data-x="1">Kept <b>bold<\/b> &lt;escaped&gt;<\/div>/);
  assert.match(html, /<details><summary>More<\/summary>Hidden<\/details>/);
  assert.doesNotMatch(html, /<script|<base|onclick|steal/);
  assert.deepEqual(
    warnings.map((w) => `${w.line}:${w.column} ${w.message}`),
    [
      '3:1 the onclick attribute of <div> is dropped: event handlers in a doc do not run; use a theme component',
      '5:1 <script> in a doc is dropped: it would run on a full page load but not after navigating to the page; run the code from a theme component instead',
      '7:1 <base> in a doc is dropped: it would redirect every relative link of the page',
    ],
  );
});
