import type { Root } from 'hast';
import type { Program } from 'estree';
import { eachHighlightedCode } from '../markdown/plugins/code-html.js';

/**
 * In an MDX module, a highlighted block's spans were JSX, and a code-heavy doc compiled to five times its size,
 * which esbuild, every render thread and React then went through. The block's `code` becomes
 * `<code className="hljs" dangerouslySetInnerHTML={{ __html: "…" }} />`, one string of the HTML React would have
 * written, marked as JSX written in the file: the site's `code` component, made for inline code, leaves it alone.
 */
export function rehypeCodeAsHtmlJsx() {
  return (tree: Root) =>
    eachHighlightedCode(tree, (code, html) => {
      const htmlObject = `{__html: ${JSON.stringify(html)}}`;
      const estree: Program = {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'ObjectExpression',
              properties: [
                {
                  type: 'Property',
                  kind: 'init',
                  method: false,
                  shorthand: false,
                  computed: false,
                  key: { type: 'Identifier', name: '__html' },
                  value: { type: 'Literal', value: html },
                },
              ],
            },
          },
        ],
      };
      return {
        type: 'mdxJsxFlowElement',
        name: 'code',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'className', value: [code.properties.className ?? []].flat().join(' ') },
          {
            type: 'mdxJsxAttribute',
            name: 'dangerouslySetInnerHTML',
            value: { type: 'mdxJsxAttributeValueExpression', value: htmlObject, data: { estree } },
          },
        ],
        children: [],
        position: code.position,
        // MDX's mark for JSX written in the file, which the components do not replace.
        data: { _mdxExplicitJsx: true },
      } as never;
    });
}
