import assert from 'node:assert/strict';
import { test } from 'node:test';
import { splitFrontMatter } from '../../src/content/front-matter.js';
import { DocgenError, DocgenErrors } from '../../src/errors.js';

test('front matter is parsed and the body starts on the right line', () => {
  const doc = splitFrontMatter('---\ntitle: Hi\nsidebar_position: 2\n---\nBody\n', 'docs/a.md');
  assert.deepEqual(doc.frontMatter, { title: 'Hi', sidebar_position: 2 });
  assert.equal(doc.body, 'Body\n');
  assert.equal(doc.bodyLine, 5);
});

test('bad front matter fails with the file and the line of the bad key', () => {
  assert.throws(
    () => splitFrontMatter('---\ntitle: Hi\nsidebar_position: first\n---\n', 'docs/a.md'),
    (e: unknown) =>
      e instanceof DocgenErrors &&
      e.errors[0]!.message === 'docs/a.md:3:19 - front matter "sidebar_position": expected number, received string',
  );
  assert.throws(
    () => splitFrontMatter('---\ntitle: [oops\n---\n', 'docs/b.md'),
    (e: unknown) =>
      e instanceof DocgenErrors && /^docs\/b\.md:\d+:\d+ - invalid front matter: /.test(e.errors[0]!.message),
  );
  assert.throws(
    () => splitFrontMatter('---\ntitle: Hi\n', 'docs/c.md'),
    (e: unknown) =>
      e instanceof DocgenError &&
      e.message === 'docs/c.md:1:1 - front matter is not closed: expected a line "---" after the YAML block',
  );
});

test('front matter aliases that cannot be resolved, or would blow up, are errors at the alias', () => {
  assert.throws(
    () => splitFrontMatter('---\ntitle: Hi\ndescription: *later\n---\n', 'docs/a.md'),
    (e: unknown) =>
      e instanceof DocgenError && /^docs\/a\.md:3:14 - invalid front matter: Unresolved alias/.test(e.message),
  );
  const bomb = [
    'a: &a [x, x, x, x, x, x, x, x, x]',
    ...'bcdefgh'.split('').map((n, i) => `${n}: &${n} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`),
  ].join('\n');
  assert.throws(
    () => splitFrontMatter(`---\n${bomb}\n---\n`, 'docs/b.md'),
    (e: unknown) =>
      e instanceof DocgenError && /^docs\/b\.md:3:\d+ - invalid front matter: Excessive alias count/.test(e.message),
  );
});
