import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rebaseUrl } from '../../src/mdx/source-links.js';

test("a partial's relative URL is rewritten relative to the doc that renders it", () => {
  assert.equal(
    rebaseUrl('../tutorials/a.md#x', 'docs/components/_warning.mdx', 'docs/tutorials/fundamentals/part-6.md'),
    '../a.md#x',
  );
  assert.equal(rebaseUrl('./img/b.png', 'docs/_partials/_p.mdx', 'docs/guide.mdx'), './_partials/img/b.png');
  assert.equal(rebaseUrl('sibling.md?v=1', 'docs/guide/_p.mdx', 'docs/guide/page.mdx'), './sibling.md?v=1');
});

test("the doc's own URLs, absolute ones, anchors and @site paths are left as written", () => {
  assert.equal(rebaseUrl('./a.md', 'docs/page.mdx', 'docs/page.mdx'), './a.md');
  assert.equal(rebaseUrl('./a.md', undefined, 'docs/page.mdx'), './a.md');
  for (const url of ['/docs/intro', 'https://example.com/a.md', '#here', '@site/static/x.png', 'mailto:a@b.c'])
    assert.equal(rebaseUrl(url, 'docs/x/_p.mdx', 'docs/page.mdx'), url);
});
