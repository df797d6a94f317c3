import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMarkdown } from '../../helpers/markdown.js';

test('search text keeps inline code and links in the words around them, inside lists too, and API member names', () => {
  const result = renderMarkdown('- Like the one of `useNode`. See [the API](/docs/api).\n- Second item\n');
  assert.deepEqual(result.sections, [{ anchor: '', heading: '', text: 'Like the one of useNode. See the API. Second item' }]);
  const api = renderMarkdown(':::api\n- `id` `NodeId` The id of the Node.\n:::\n');
  assert.deepEqual(api.sections, [{ anchor: '', heading: '', text: 'id The id of the Node.' }]);
});

test('search sections split at h2 and h3 and leave code out; the first paragraph is the excerpt', () => {
  const result = renderMarkdown('Intro text.\n\n## Usage\n\nUse `useNode` here.\n\n```js\nhidden()\n```\n');
  assert.equal(result.excerpt, 'Intro text.');
  assert.deepEqual(result.sections, [
    { anchor: '', heading: '', text: 'Intro text.' },
    { anchor: 'usage', heading: 'Usage', text: 'Use useNode here.' },
  ]);
});
