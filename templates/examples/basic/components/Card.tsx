import { Element, type Node, type UserComponent } from '@craftjs/core';
import { useNodeRef } from '../../shared/useNodeRef.js';
import type { ReactNode } from 'react';
import { cssColor } from '../../shared/fields.js';
import { Button } from './Button.js';
import { ContainerSettings, containerDefaults, type ContainerProps } from './Container.js';
import { Text } from './Text.js';

const onlyType = (type: UserComponent) => (incoming: Node[]) => incoming.every((node) => node.data.type === type);

// The two regions only `connect`: they are linked nodes owned by the Card, so
// they can receive drops but never be dragged out of it on their own.
function linkedRegion(className: string): UserComponent<{ children?: ReactNode }> {
  return function Region({ children }) {
    const nodeRef = useNodeRef({ drag: false });
    return (
      <div ref={nodeRef} className={className}>
        {children}
      </div>
    );
  };
}

export const CardTop = linkedRegion('bx-card-top');
CardTop.craft = { displayName: 'Card top', rules: { canMoveIn: onlyType(Text) } };

export const CardBottom = linkedRegion('bx-card-bottom');
CardBottom.craft = { displayName: 'Card bottom', rules: { canMoveIn: onlyType(Button) } };

export const Card: UserComponent<ContainerProps> = ({ background, padding }) => {
  const nodeRef = useNodeRef();
  return (
    <div
      ref={nodeRef}
      className="bx-container bx-card"
      data-testid="bx-card"
      style={{ background: cssColor(background), padding }}
    >
      <Element id="text" is={CardTop} canvas>
        <Text text="Card title" fontSize={22} />
        <Text text="Only text blocks can be dropped up here." fontSize={15} />
      </Element>
      <Element id="buttons" is={CardBottom} canvas>
        <Button text="Buttons go here" />
      </Element>
    </div>
  );
};

Card.craft = {
  displayName: 'Card',
  props: { ...containerDefaults, background: 'paper' },
  related: { settings: ContainerSettings },
};
