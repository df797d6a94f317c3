import assert from 'node:assert/strict';
import { test } from 'node:test';
import { splitFrontMatter } from '../../src/content/front-matter.js';
import { toDocSource } from '../../src/content/load-docs.js';
import { DocgenErrors, DocgenError } from '../../src/errors.js';

test('front matter is parsed and the body starts on the right line', () => {
  const doc = splitFrontMatter('---\ntitle: Hi\nsidebar_position: 2\n---\nBody\n', 'docs/a.md');
  assert.deepEqual(doc.frontMatter, { title: 'Hi', sidebar_position: 2 });
  assert.equal(doc.body, 'Body\n');
  assert.equal(doc.bodyLine, 5);
});

test('bad front matter fails with the file and the line of the bad key', () => {
  assert.throws(
    () => splitFrontMatter('---\ntitle: Hi\nsidebar_position: first\n---\n', 'docs/a.md'),
    (e: unknown) => e instanceof DocgenErrors && e.errors[0]!.message === 'docs/a.md:3:19 - front matter "sidebar_position": expected number, received string',
  );
  assert.throws(
    () => splitFrontMatter('---\ntitle: [oops\n---\n', 'docs/b.md'),
    (e: unknown) => e instanceof DocgenErrors && /^docs\/b\.md:\d+:\d+ - invalid front matter: /.test(e.errors[0]!.message),
  );
  assert.throws(
    () => splitFrontMatter('---\ntitle: Hi\n', 'docs/c.md'),
    (e: unknown) => e instanceof DocgenError && e.message === 'docs/c.md:1:1 - front matter is not closed: expected a line "---" after the YAML block',
  );
});

test('front matter aliases that cannot be resolved, or would blow up, are errors at the alias', () => {
  assert.throws(
    () => splitFrontMatter('---\ntitle: Hi\ndescription: *later\n---\n', 'docs/a.md'),
    (e: unknown) => e instanceof DocgenError && /^docs\/a\.md:3:14 - invalid front matter: Unresolved alias/.test(e.message),
  );
  const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdefgh'.split('').map((n, i) => `${n}: &${n} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)].join('\n');
  assert.throws(
    () => splitFrontMatter(`---\n${bomb}\n---\n`, 'docs/b.md'),
    (e: unknown) => e instanceof DocgenError && /^docs\/b\.md:3:\d+ - invalid front matter: Excessive alias count/.test(e.message),
  );
});

test('doc ids and routes follow the Docusaurus rules', () => {
  const cases: [string, string, string, string][] = [
    // [file under docs/, front matter, expected id, expected route]
    ['overview.md', '', 'overview', '/docs/overview'],
    ['api/Editor.md', 'id: editor', 'api/editor', '/docs/api/editor'],
    ['migrating/0.1.x.md', 'id: migrating-0.1.x', 'migrating/migrating-0.1.x', '/docs/migrating/migrating-0.1.x'],
    ['01-guides/02-setup.md', '', 'guides/setup', '/docs/guides/setup'],
    ['guides/index.md', '', 'guides/index', '/docs/guides'],
    ['guides/deep.md', 'slug: /elsewhere', 'guides/deep', '/docs/elsewhere'],
    ['guides/rel.md', 'slug: renamed', 'guides/rel', '/docs/guides/renamed'],
  ];
  for (const [file, fm, id, route] of cases) {
    const doc = toDocSource(fm ? `---\n${fm}\n---\nText\n` : 'Text\n', file, `docs/${file}`, 'docs');
    assert.equal(doc.id, id, file);
    assert.equal(doc.route, route, file);
  }
});

test('the title comes from front matter, else the first heading, else the id', () => {
  assert.equal(toDocSource('---\ntitle: A\n---\n# B\n', 'a.md', 'docs/a.md', 'docs').title, 'A');
  assert.equal(toDocSource('```\n# not this\n```\n# From heading\n', 'b.md', 'docs/b.md', 'docs').title, 'From heading');
  assert.equal(toDocSource('Text only\n', 'c.md', 'docs/c.md', 'docs').title, 'c');
  assert.equal(toDocSource('---\nsidebar_label: Short\ntitle: Long title\n---\n', 'd.md', 'docs/d.md', 'docs').sidebarLabel, 'Short');
});
