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

/** Eight levels of nine aliases each: 9^8 values once written out. */
const aliasBomb = [
  'a: &a [x, x, x, x, x, x, x, x, x]',
  ...'bcdefgh'.split('').map((n, i) => `${n}: &${n} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`),
].join('\n');

test('front matter aliases that cannot be resolved, or would blow up, are errors at the alias', () => {
  assert.throws(
    () => splitFrontMatter('---\ntitle: Hi\ndescription: *later\n---\n', 'docs/a.md'),
    (e: unknown) =>
      e instanceof DocgenError && /^docs\/a\.md:3:14 - invalid front matter: Unresolved alias/.test(e.message),
  );
  assert.throws(
    () => splitFrontMatter(`---\n${aliasBomb}\n---\n`, 'docs/b.md'),
    (e: unknown) =>
      e instanceof DocgenError && /^docs\/b\.md:3:\d+ - invalid front matter: Excessive alias count/.test(e.message),
  );
});

test('front matter that Docusaurus reads (js-yaml 3) but strict YAML rejects is read as Docusaurus reads it', () => {
  // A quoted value continued on an unindented line, and two keys on one line after a flow collection.
  const doc = splitFrontMatter(
    '---\ntitle: "Algolia"\ndescription: "The extension lets any project\nsearch its products."\n---\nBody\n',
    'docs/a.md',
  );
  assert.deepEqual(doc.frontMatter, {
    title: 'Algolia',
    description: 'The extension lets any project search its products.',
  });
  assert.equal(doc.bodyLine, 6);
  const post = splitFrontMatter(
    '---\ntitle: Releasing\nauthors: [hamza] tags: [release]\ndate: 2022-11-24\n---\n',
    'blog/p.md',
  );
  assert.deepEqual(post.frontMatter, { title: 'Releasing', authors: ['hamza'], tags: ['release'], date: '2022-11-24' });
  // What it reads leniently is still checked, at the key's line.
  assert.throws(
    () => splitFrontMatter('---\ntitle: "A\nB"\nsidebar_position: [x] tags: [y]\n---\n', 'docs/b.md'),
    (e: unknown) =>
      e instanceof DocgenErrors &&
      e.errors[0]!.message === 'docs/b.md:4:1 - front matter "sidebar_position": expected number, received array',
  );
  // What Docusaurus rejects too keeps the positioned error.
  assert.throws(
    () => splitFrontMatter('---\ntitle: Hi\ndescription: "x" y\n---\n', 'docs/c.md'),
    (e: unknown) =>
      e instanceof DocgenErrors && /^docs\/c\.md:3:\d+ - invalid front matter: /.test(e.errors[0]!.message),
  );
});

test('aliases in front matter only js-yaml reads cannot blow up either', () => {
  const bomb = `title: "a\nb"\n${aliasBomb}`;
  assert.throws(
    () => splitFrontMatter(`---\n${bomb}\n---\n`, 'docs/b.md'),
    (e: unknown) =>
      e instanceof DocgenError &&
      e.message === 'docs/b.md:5:8 - invalid front matter: its aliases expand to more than 10000 values',
  );
});
