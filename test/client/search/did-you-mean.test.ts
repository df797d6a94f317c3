import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closestWords, didYouMean, markedWords } from '../../../src/client/search/did-you-mean.js';

test('a word marked in part by a prefix query is taken whole, as written; unmarked words are not', () => {
  assert.deepEqual(
    markedWords([
      { text: 'Call ' },
      { text: 'seria', match: true },
      { text: 'lize() to save, then ' },
      { text: 'Seria', match: true },
      { text: 'lizedNodes' },
    ]),
    ['serialize', 'SerializedNodes'],
  );
});

test('the closest words come first, then the most frequent; a word found as it is is known', () => {
  assert.deepEqual(closestWords('serialise', ['serialize', 'serial', 'Serializer', 'serialize', 'series']), [
    'serialize',
    'Serializer',
    'serial',
  ]);
  assert.deepEqual(closestWords('usenode', ['useNode', 'useNodes']), ['usenode']);
  assert.deepEqual(closestWords('zqxjv', ['zebra']), [], 'nothing within reach');
});

test('the first unknown word is varied, the others take their best; none when every word is known', () => {
  assert.deepEqual(
    didYouMean(['serialize', 'conectors', 'nods'], [['serialize'], ['connectors', 'connector'], ['nodes']]),
    ['serialize connectors nodes', 'serialize connector nodes'],
  );
  assert.deepEqual(didYouMean(['frame', 'node'], [['frame'], ['node']]), []);
  assert.deepEqual(didYouMean(['frame', 'zqxjv'], [['frame'], []]), []);
  assert.deepEqual(
    didYouMean(['usenod'], [['usenode']], (w) => (w === 'usenode' ? 'useNode' : w)),
    ['useNode'],
  );
});
