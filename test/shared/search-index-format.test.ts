/** The words search reads from a text and from a query: the same split in the build and in the browser. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tokenize } from '../../src/shared/search-index-format.js';

test('Chinese and Japanese runs are split into words; spaced scripts split at spaces and punctuation', () => {
  assert.deepEqual(tokenize('関数コンポーネントを使う'), ['関数', 'コンポーネント', 'を', '使う']);
  assert.deepEqual(tokenize('我们的状态管理。'), ['我们', '的', '状态', '管理', '']);
  assert.deepEqual(tokenize('useNodeフック'), ['useNode', 'フック']);
  assert.deepEqual(tokenize('<Editor /> 컴포넌트를 사용합니다'), ['', 'Editor', '컴포넌트를', '사용합니다']);
});
