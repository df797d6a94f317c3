import { Children, createElement, isValidElement, type ReactNode } from 'react';
import { common, createLowlight } from 'lowlight';
import { useMdxPage } from 'docgen:mdx-page';
import { CodeFrame } from '../CodeFrame.js';

const lowlight = createLowlight(common);

type HastNode = {
  type: string;
  value?: string;
  tagName?: string;
  properties?: { className?: string[] };
  children?: HastNode[];
};

function toReact(nodes: HastNode[]): ReactNode[] {
  return nodes.map((node, index) =>
    node.type === 'text'
      ? node.value
      : createElement(
          node.tagName ?? 'span',
          { key: index, className: node.properties?.className?.join(' ') },
          toReact(node.children ?? []),
        ),
  );
}

/** `@theme/CodeBlock`: a code block written as a component, highlighted at build time like a fenced one. */
export default function CodeBlock({
  children,
  language,
  title,
  showLineNumbers,
}: {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: string;
  showLineNumbers?: boolean;
}) {
  // A React page has no MDX components of its own: its blocks are framed as a doc's are.
  const Block = useMdxPage().components?.['code-block'] ?? CodeFrame;
  // Elements among the children (a component building the block's lines) render as they are, unhighlighted, as
  // Docusaurus renders them; text is highlighted.
  const elements = Children.toArray(children).some((child) => isValidElement(child));
  const source = elements
    ? ''
    : (Array.isArray(children) ? children.join('') : String(children ?? '')).replace(/\n$/, '');
  const code = elements
    ? children
    : language && lowlight.registered(language)
      ? toReact(lowlight.highlight(language, source).children as HastNode[])
      : source;
  const content = <code className="hljs">{code}</code>;
  return (
    <Block language={language ?? 'text'} title={title} lineNumbers={showLineNumbers}>
      {content}
    </Block>
  );
}
