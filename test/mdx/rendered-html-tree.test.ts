import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { VFile } from 'vfile';
import { emptyResult } from '../../src/markdown/context.js';
import { rehypeSearchText } from '../../src/markdown/plugins/search-text.js';
import { renderedHtmlTree } from '../../src/mdx/rendered-html-tree.js';

function searchText(tree: Root) {
  const file = new VFile({ data: { result: emptyResult() } });
  rehypeSearchText()(tree, file);
  return { sections: file.data.result!.sections, excerpt: file.data.result!.excerpt };
}

const asReactWritesIt =
  '<h1>Page</h1><p>Intro with <code>x</code> &amp; <strong>&quot;y&quot;</strong> it&#x27;s &lt;ok&gt;.</p>' +
  '<h2 id="setup" class="anchor-heading">Set up<a class="hash-link" href="#setup">#</a></h2>' +
  '<div class="code-block" data-language="js"><pre tabindex="0"><code class="hljs"><span class="line">a &lt; b</span></code></pre></div>' +
  '<ul><li>Go to the<!-- --> <a href="/x">console</a>.</li><li><p>two</p></li></ul>' +
  '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
  '<p><img src="a.png" alt="x"/><br/><svg viewBox="0 0 1 1"><linearGradient id="g"></linearGradient><path d="M0"/></svg></p>' +
  '<pre>\nkept</pre><h3 id="more">More</h3><p>Last</p>';

test("React's HTML is read without the HTML parser, into the search text the parser's tree gives", () => {
  const tree = renderedHtmlTree(asReactWritesIt);
  assert.equal(tree.children[0]!.position, undefined, 'not parsed by hast-util-from-html');
  assert.deepEqual(searchText(tree), searchText(fromHtml(asReactWritesIt, { fragment: true })));
  assert.deepEqual(
    searchText(tree).sections.map((s) => [s.anchor, s.heading]),
    [
      ['', ''],
      // The heading's title, as its table of contents entry gives it: the anchor's # is not part of it.
      ['setup', 'Set up'],
      ['more', 'More'],
    ],
  );
  assert.match(searchText(tree).sections[1]!.text, /Go to the console\./);
});

test('HTML the parser would reshape, or that needs its tables, is read by the parser', () => {
  const reshaped = [
    '<p>text <div>block</div> more</p><p>after</p>',
    '<p>a&nbsp;b &copy; c</p>',
    '<p>a<b>b</p><p>c</p>',
    '<table>stray<tr><td>1</td></tr></table>',
    '<div/>text<p>x</p>',
    '<h2 id="a">a<h3 id="b">b</h3></h2><p>x</p>',
    '<p>a</p><style>p { color: red }</style><p>b</p>',
    '<p>one < two</p>',
  ];
  for (const html of reshaped) {
    const tree = renderedHtmlTree(html);
    assert.notEqual(tree.children[0]!.position, undefined, html);
    assert.deepEqual(searchText(tree), searchText(fromHtml(html, { fragment: true })), html);
  }
});
