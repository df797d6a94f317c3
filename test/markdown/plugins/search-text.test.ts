import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMarkdown } from '../../helpers/markdown.js';

test('search text keeps inline code and links in the words around them, list items apart, and API member names before their descriptions', () => {
  const result = renderMarkdown('- Like the one of `useNode`. See [the API](/docs/api).\n- Second item\n');
  assert.deepEqual(result.sections, [
    { anchor: '', heading: '', text: 'Like the one of useNode. See the API.\nSecond item' },
  ]);
  const api = renderMarkdown(':::api\n- `id` `NodeId` The id of the Node.\n- `data` `NodeData` The Node data.\n:::\n');
  assert.deepEqual(api.sections, [
    { anchor: '', heading: '', text: 'id — The id of the Node.\ndata — The Node data.', names: ['id', 'data'] },
  ]);
});

test('search text keeps paragraphs and table cells apart', () => {
  const result = renderMarkdown(
    'First paragraph\n\nSecond one.\n\n| Field | 0.1.x |\n| --- | --- |\n| `selected` | `NodeId` |\n',
  );
  assert.deepEqual(result.sections, [
    { anchor: '', heading: '', text: 'First paragraph\nSecond one.\nField\n0.1.x\nselected\nNodeId' },
  ]);
});

test('search sections split at h2 and h3 and keep code apart from the text; the first paragraph is the excerpt', () => {
  const result = renderMarkdown('Intro text.\n\n## Usage\n\nUse `useNode` here.\n\n```js\nhidden()\n```\n');
  assert.equal(result.excerpt, 'Intro text.');
  assert.deepEqual(result.sections, [
    { anchor: '', heading: '', text: 'Intro text.' },
    { anchor: 'usage', heading: 'Usage', text: 'Use useNode here.', code: { names: ['hidden'], lines: ['hidden()'] } },
  ]);
});

test('code blocks give search their names (not keywords, strings, comments or numbers) and a line showing each', () => {
  const result = renderMarkdown(
    [
      '```js',
      "import { createServer } from 'node:http';",
      '// listen on the port given',
      'const server = createServer(handler);',
      'server.listen({ port: 3000, retries: 5 });',
      '```',
      '',
      '```bash',
      'docgen serve --port 8080 --open',
      '```',
      '',
      '::: code-group',
      '```ts [options.ts]',
      'type Options = { maxRetries: number };',
      '```',
      ':::',
    ].join('\n'),
  );
  assert.deepEqual(result.sections, [
    {
      anchor: '',
      heading: '',
      text: '',
      code: {
        names: [
          'createServer',
          'server',
          'handler',
          'listen',
          'port',
          'retries',
          'docgen',
          'serve',
          'open',
          'Options',
          'maxRetries',
          'number',
        ],
        lines: [
          "import { createServer } from 'node:http';",
          'const server = createServer(handler);',
          'server.listen({ port: 3000, retries: 5 });',
          'docgen serve --port 8080 --open',
          'type Options = { maxRetries: number };',
        ],
      },
    },
  ]);
});
