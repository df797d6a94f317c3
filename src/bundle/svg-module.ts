import type { Element, ElementContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toEstree } from 'hast-util-to-estree';
import { jsx, toJs } from 'estree-util-to-js';
import type { JSXElement, JSXExpressionContainer } from 'estree-jsx';

/**
 * The module of an SVG file's component. Its props go on the `<svg>` after the file's own attributes (a
 * `className` replaces the file's `class`), and `title`/`titleId` replace the file's `<title>` as with SVGR's
 * `titleProp`, which Docusaurus turns on. The file's attributes become React's props (`stroke-width` →
 * `strokeWidth`, `style` → an object); attributes of an editor's own namespace (`inkscape:label`) are left out,
 * as they mean nothing in a web page and are no valid JSX.
 */
export function svgComponentModule(source: string): string {
  const tree = fromHtml(source, { fragment: true, space: 'svg' });
  const svg = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'svg');
  if (!svg) throw new Error('the file has no <svg> element at its top');
  const ownTitle = svg.children.find((node): node is Element => node.type === 'element' && node.tagName === 'title');
  const root = elementExpression({ ...svg, children: svg.children.filter((node) => node !== ownTitle) });
  root.openingElement.attributes.push(
    { type: 'JSXAttribute', name: { type: 'JSXIdentifier', name: 'aria-labelledby' }, value: expression('titleId') },
    { type: 'JSXSpreadAttribute', argument: { type: 'Identifier', name: 'props' } },
  );
  root.children.unshift(expression('shownTitle'));
  const code = (element: JSXElement) =>
    toJs(
      { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: element }] },
      {
        handlers: jsx,
      },
    ).value.replace(/;\s*$/, '');
  const fileTitle = ownTitle ? code(elementExpression(ownTitle)) : 'null';
  return `const SvgComponent = ({ title, titleId, ...props }) => {
  const shownTitle = title === undefined ? ${fileTitle} : title ? <title id={titleId}>{title}</title> : null;
  return ${code(root)};
};
export default SvgComponent;
`;
}

function elementExpression(element: Element): JSXElement {
  const program = toEstree(withoutEditorData(element));
  const statement = program.body[0];
  if (statement?.type !== 'ExpressionStatement' || statement.expression.type !== 'JSXElement') {
    throw new Error('the <svg> element did not convert to JSX');
  }
  return statement.expression;
}

function withoutEditorData(element: Element): Element {
  const children = element.children
    .filter((node) => node.type !== 'comment')
    .map((node): ElementContent => (node.type === 'element' ? withoutEditorData(node) : node));
  const properties = Object.fromEntries(Object.entries(element.properties).filter(([name]) => !name.includes(':')));
  return { ...element, properties, children };
}

function expression(name: string): JSXExpressionContainer {
  return { type: 'JSXExpressionContainer', expression: { type: 'Identifier', name } };
}
