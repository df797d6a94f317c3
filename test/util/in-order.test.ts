import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inOrder } from '../../src/util/in-order.js';

test('items arriving out of order are handed on in order, each as soon as all before it have come', () => {
  const seen: string[] = [];
  const feed = inOrder<string>((item) => seen.push(item));
  feed(2, 'c');
  feed(1, 'b');
  assert.deepEqual(seen, []);
  feed(0, 'a');
  assert.deepEqual(seen, ['a', 'b', 'c']);
  feed(4, 'e');
  feed(3, 'd');
  assert.deepEqual(seen, ['a', 'b', 'c', 'd', 'e']);
});
