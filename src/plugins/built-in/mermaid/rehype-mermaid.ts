import type { Element, Root } from 'hast';
import { walkType } from '../../../markdown/walk.js';

/**
 * ```` ```mermaid ```` blocks as Docusaurus's theme-mermaid writes them: a container the browser draws the diagram in
 * (src/client/mermaid), holding the diagram's source, readable as it is where scripts do not run.
 */
export default function rehypeMermaid() {
  return (tree: Root) => {
    walkType<Element>(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre') return;
      const code = node.children[0];
      const classes = code?.type === 'element' && code.tagName === 'code' ? code.properties.className : undefined;
      if (!Array.isArray(classes) || !classes.includes('language-mermaid')) return;
      (parent.children as Element[])[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['docusaurus-mermaid-container'], dataMermaid: '' },
        children: [node],
        position: node.position,
      };
    });
  };
}
