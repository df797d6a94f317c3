import type { UserComponent } from '@craftjs/core';
import { useNodeRef } from '../../shared/useNodeRef.js';
import type { ReactNode } from 'react';
import { ColorField, RangeField, cssColor } from '../../shared/fields.js';

export type ContainerProps = {
  background?: string;
  padding?: number;
  children?: ReactNode;
};

// Shared with Card, which is a Container with fixed inner regions.
export const containerDefaults = { background: '', padding: 16 };

export function ContainerSettings() {
  return (
    <>
      <ColorField propKey="background" label="Background" />
      <RangeField propKey="padding" label="Padding" min={0} max={64} />
    </>
  );
}

export const Container: UserComponent<ContainerProps> = ({ background, padding, children }) => {
  const nodeRef = useNodeRef();
  return (
    <div
      ref={nodeRef}
      className="bx-container"
      data-testid="bx-container"
      style={{ background: cssColor(background), padding }}
    >
      {children}
    </div>
  );
};

Container.craft = {
  displayName: 'Container',
  props: containerDefaults,
  related: { settings: ContainerSettings },
};
