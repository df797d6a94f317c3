import { Children, createElement, isValidElement, type ReactNode } from 'react';
import type { ElementContent } from 'hast';
import { common, createLowlight } from 'lowlight';
import { useMdxPage } from 'docgen:mdx-page';
import { splitLines } from 'docgen/client';
import { CodeFrame } from '../CodeFrame.js';

const lowlight = createLowlight(common);

function toReact(nodes: ElementContent[]): ReactNode[] {
  return nodes.map((node, index) =>
    node.type === 'text'
      ? node.value
      : node.type === 'element'
        ? createElement(
            node.tagName,
            { key: index, className: (node.properties.className as string[] | undefined)?.join(' ') },
            toReact(node.children),
          )
        : null,
  );
}

/** Each line its own `.line`, as a fenced block's: the theme pads lines, and numbers them, by that class. */
function lines(nodes: ElementContent[]): ReactNode[] {
  return splitLines(nodes).flatMap((line, i) => [
    i > 0 ? '\n' : null,
    <span key={i} className="line">
      {toReact(line)}
    </span>,
  ]);
}

/** `@theme/CodeBlock`: a code block written as a component, highlighted at build time like a fenced one. */
export default function CodeBlock({
  children,
  language: languageProp,
  className,
  title,
  showLineNumbers,
}: {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: string;
  showLineNumbers?: boolean;
}) {
  // As Docusaurus reads it: `className="language-jsx"` names the language when the prop does not, and the classes
  // go on the block (a site styles its blocks by them).
  const language = languageProp ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
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
    : lines(
        language && lowlight.registered(language)
          ? (lowlight.highlight(language, source).children as ElementContent[])
          : [{ type: 'text', value: source }],
      );
  const content = <code className="hljs">{code}</code>;
  return (
    <Block language={language ?? 'text'} title={title} lineNumbers={showLineNumbers} className={className}>
      {content}
    </Block>
  );
}
