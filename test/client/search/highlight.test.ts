import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markTerms, partsFromTagged, snippet } from '../../../src/client/search/highlight.js';

const render = (parts: { text: string; match?: true }[]) =>
  parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');

test('markTerms marks whole words whose lowercase form matched, keeping the text as written', () => {
  assert.equal(
    render(markTerms('Use useNode, not useNodes. USENODE!', new Set(['usenode']))),
    'Use [useNode], not useNodes. [USENODE]!',
  );
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
  assert.equal(
    render(snippet(`Start here. ${'more '.repeat(50)}`, new Set(['absent']), 40)),
    'Start here. more more more more more…',
  );
});

test('Algolia highlights become text runs: markup in a record stays text, entities are decoded once', () => {
  const parts = partsFromTagged('Use <M>useNode</M> with &lt;img src=x onerror=alert(1)&gt; &amp;amp;', '<M>', '</M>');
  assert.deepEqual(parts, [
    { text: 'Use ' },
    { text: 'useNode', match: true },
    { text: ' with <img src=x onerror=alert(1)> &amp;' },
  ]);
});

test('a snippet shows blocks apart: a list item or table cell that ends no sentence is followed by a dot', () => {
  const text = 'Fields of the state:\nselected\nSet<NodeId>\nid — The id of the Node.\ndata — What the Node renders.';
  assert.equal(
    render(snippet(text, new Set(['selected']))),
    'Fields of the state: [selected] · Set<NodeId> · id — The id of the Node. data — What the Node renders.',
  );
});

test('a snippet starts at the start of the block of its first match when that is near', () => {
  const text = `${'Earlier words in another block. '.repeat(5).trim()}\nconnectors — Functions that attach editor behaviour to DOM elements.`;
  assert.equal(
    render(snippet(text, new Set(['connectors']), 60)),
    '…[connectors] — Functions that attach editor behaviour to DOM…',
  );
});

test('Chinese and Japanese words are marked inside text written without spaces, and a long one is cut around them', () => {
  assert.equal(
    render(markTerms('状態はフックの中に保存されます。', new Set(['状態']))),
    '[状態]はフックの中に保存されます。',
  );
  assert.equal(render(markTerms('我们使用状态管理。', new Set(['状态']))), '我们使用[状态]管理。');
  const text = `${'これは長い説明です。'.repeat(20)}状態はフックの中に保存されます。${'ほかの文です。'.repeat(30)}`;
  const result = render(snippet(text, new Set(['状態']), 80));
  assert.match(result, /^….*\[状態\]はフックの中に保存されます。.*…$/);
  assert.ok(result.length <= 84, result);
});
