import { Element, useEditor } from '@craftjs/core';
import type { ReactElement } from 'react';
import { useAppendNode } from '../../shared/useAppendNode.js';
import { Button } from '../components/Button.js';
import { Card } from '../components/Card.js';
import { Container } from '../components/Container.js';
import { Text } from '../components/Text.js';

type Item = { key: string; label: string; element: ReactElement };

const ITEMS: Item[] = [
  { key: 'button', label: 'Button', element: <Button text="Click me" size="small" /> },
  { key: 'text', label: 'Text', element: <Text text="Hi world" /> },
  // A Container must be created as a canvas Element, or drops into it would be refused.
  { key: 'container', label: 'Container', element: <Element is={Container} padding={20} canvas /> },
  { key: 'card', label: 'Card', element: <Card /> },
];

export function Toolbox() {
  const { connectors, actions } = useEditor();
  const append = useAppendNode();

  return (
    <section className="bx-panel" aria-labelledby="bx-toolbox-title">
      <h2 id="bx-toolbox-title">Toolbox</h2>
      <p className="bx-hint">Drag an item onto the page, or click it to append.</p>
      <div className="bx-toolbox">
        {ITEMS.map((item) => (
          <button
            key={item.key}
            type="button"
            className="ex-btn bx-tool"
            data-testid={`toolbox-${item.key}`}
            ref={(el) => {
              // Selecting the dropped node opens its settings right away.
              if (el) connectors.create(el, item.element, { onCreate: (tree) => actions.selectNode(tree.rootNodeId) });
            }}
            onClick={() => append(item.element)}
          >
            {item.label}
          </button>
        ))}
      </div>
    </section>
  );
}
