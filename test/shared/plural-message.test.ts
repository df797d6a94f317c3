import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pluralMessage } from '../../src/shared/plural-message.js';

test('a plural message gives the form of the count’s category, in the order zero, one, two, few, many, other', () => {
  const ru = '{count} запись|{count} записи|{count} записей|{count} записи';
  assert.deepEqual(
    [1, 3, 5, 21, 1.5].map((n) => pluralMessage(ru, n, 'ru')),
    ['{count} запись', '{count} записи', '{count} записей', '{count} запись', '{count} записи'],
  );
  // French counts 0 as one; a message of two forms serves its three categories (one, many, other).
  assert.deepEqual(
    [0, 2, 1_000_000].map((n) => pluralMessage('Un article|{count} articles', n, 'fr')),
    ['Un article', '{count} articles', '{count} articles'],
  );
  assert.equal(pluralMessage('{count} 件の記事', 1, 'ja'), '{count} 件の記事');
  assert.equal(pluralMessage('One post|{count} posts', 1, 'en'), 'One post');
});
