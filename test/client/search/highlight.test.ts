import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markTerms, partsFromTagged, snippet } from '../../../src/client/search/highlight.js';

const render = (parts: { text: string; match?: true }[]) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');

test('markTerms marks whole words whose lowercase form matched, keeping the text as written', () => {
  assert.equal(render(markTerms('Use useNode, not useNodes. USENODE!', new Set(['usenode']))), 'Use [useNode], not useNodes. [USENODE]!');
  assert.deepEqual(markTerms('', new Set(['x'])), []);
});

test('a snippet starts a little before the first match, between words, with ellipses where text was cut', () => {
  const text = `${'lorem '.repeat(30)}the connectors link DOM elements ${'ipsum '.repeat(40)}`.trim();
  const result = render(snippet(text, new Set(['connectors']), 80));
  assert.match(result, /^…(lorem )+the \[connectors\] link DOM elements ipsum/);
  assert.ok(result.endsWith('…'));
  assert.ok(result.length <= 84, result);
});

test('a snippet of short text is the whole text; without a match it is the start', () => {
  assert.equal(render(snippet('Short text about nodes.', new Set(['nodes']))), 'Short text about [nodes].');
  assert.equal(render(snippet(`Start here. ${'more '.repeat(50)}`, new Set(['absent']), 40)), 'Start here. more more more more more…');
});

test('Algolia highlights become text runs: markup in a record stays text, entities are decoded once', () => {
  const parts = partsFromTagged('Use <M>useNode</M> with &lt;img src=x onerror=alert(1)&gt; &amp;amp;', '<M>', '</M>');
  assert.deepEqual(parts, [{ text: 'Use ' }, { text: 'useNode', match: true }, { text: ' with <img src=x onerror=alert(1)> &amp;' }]);
});
