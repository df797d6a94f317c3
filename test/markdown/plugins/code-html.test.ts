import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Element, ElementContent, Root } from 'hast';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { codeLinesHtml } from '../../../src/markdown/plugins/code-html.js';
import { rehypeCode } from '../../../src/markdown/plugins/code.js';
import { emptyResult } from '../../../src/markdown/context.js';

/** What React wrote for the lines when they were elements. */
function asReact(nodes: ElementContent[]): ReactNode[] {
  return nodes.map((node, key) =>
    node.type === 'text'
      ? node.value
      : createElement(
          (node as Element).tagName,
          { key, className: ((node as Element).properties.className as string[]).join(' ') },
          ...asReact((node as Element).children),
        ),
  );
}

function highlighted(language: string, code: string): ElementContent[] {
  const pre: Element = {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: { className: [`language-${language}`] },
        children: [{ type: 'text', value: code }],
      },
    ],
  };
  const tree: Root = { type: 'root', children: [pre] };
  rehypeCode()(tree, new VFile({ data: { result: emptyResult() } }));
  return ((tree.children[0] as Element).children[0] as Element).children;
}

test("a highlighted block's HTML is byte for byte what React writes for its lines", () => {
  const samples: [string, string][] = [
    ['html', "<a href=\"x?a=1&b=2\" title='it's'>Tom & Jerry</a>\n\n  <br/>"],
    ['js', "const s = '<tag>' + \"quote\" && a > b; // it's\n{/* highlight-next-line */}\nx();"],
    ['text', 'plain <text> & "quotes" \'apostrophes\''],
  ];
  for (const [language, code] of samples) {
    const lines = highlighted(language, code);
    const html = codeLinesHtml(lines);
    assert.ok(html?.includes('class="line'), language);
    assert.equal(
      `<code class="hljs">${html}</code>`,
      renderToStaticMarkup(createElement('code', { className: 'hljs' }, ...asReact(lines))),
      language,
    );
  }
});

test('lines holding anything but classed spans and text are left to React', () => {
  const link: Element = { type: 'element', tagName: 'a', properties: { href: '/x' }, children: [] };
  const styled: Element = { type: 'element', tagName: 'span', properties: { className: ['a'], id: 'b' }, children: [] };
  assert.equal(codeLinesHtml([{ type: 'text', value: 'a' }, link]), undefined);
  assert.equal(codeLinesHtml([styled]), undefined);
});
