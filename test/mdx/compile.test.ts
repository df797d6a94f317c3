import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMdx } from '../../src/mdx/compile.js';

test('a CommonMark partial keeps its HTML and shows braces and comparisons as text', async () => {
  const { code, problems } = await compileMdx(
    'A length <= 5 {not an expression} and <b>bold</b>.\n\n<div class="note">kept</div>\n',
    'p.md',
    'p.md',
    { format: 'md' },
  );
  assert.deepEqual(problems, []);
  assert.match(code, /"A length <= 5 \{not an expression\} and "/);
  assert.match(code, /_components\.b, \{\s*children: "bold"/);
  assert.match(code, /_components\.div, \{\s*className: "note",\s*children: "kept"/);
});
