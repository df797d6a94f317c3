import { Element, useEditor } from '@craftjs/core';
import type { ReactElement } from 'react';
import { useAppendNode } from '../../shared/useAppendNode.js';
import { Button } from '../components/Button.js';
import { Illustration } from '../components/Illustration.js';
import { Section } from '../components/Section.js';
import { Text } from '../components/Text.js';
import { VideoPlaceholder } from '../components/VideoPlaceholder.js';

type Item = { key: string; label: string; hint: string; element: ReactElement };

const ITEMS: Item[] = [
  {
    key: 'section',
    label: 'Section',
    hint: 'A stacked container',
    element: <Element is={Section} canvas padding={24} background="tint" custom={{ displayName: 'Section' }} />,
  },
  {
    key: 'columns',
    label: 'Columns',
    hint: 'Two side-by-side columns',
    element: (
      <Element is={Section} canvas direction="row" gap={16} padding={8} custom={{ displayName: 'Columns' }}>
        <Element is={Section} canvas grow="yes" padding={16} custom={{ displayName: 'Column' }} />
        <Element is={Section} canvas grow="yes" padding={16} custom={{ displayName: 'Column' }} />
      </Element>
    ),
  },
  { key: 'text', label: 'Text', hint: 'Editable text', element: <Text text="New text" /> },
  { key: 'button', label: 'Button', hint: 'A call to action', element: <Button /> },
  { key: 'image', label: 'Image', hint: 'An inline illustration', element: <Illustration /> },
  { key: 'video', label: 'Video', hint: 'A video placeholder', element: <VideoPlaceholder /> },
];

export function Toolbox() {
  const { connectors, actions } = useEditor();
  const append = useAppendNode();
  return (
    <nav className="ln-toolbox" aria-labelledby="ln-toolbox-title">
      <h2 id="ln-toolbox-title">Add</h2>
      {ITEMS.map((item) => (
        <button
          key={item.key}
          type="button"
          className="ln-tool"
          title={`${item.hint} — drag onto the page, or click to append`}
          data-testid={`toolbox-${item.key}`}
          ref={(el) => {
            if (el) connectors.create(el, item.element, { onCreate: (tree) => actions.selectNode(tree.rootNodeId) });
          }}
          onClick={() => append(item.element)}
        >
          {item.label}
        </button>
      ))}
    </nav>
  );
}
