import type { UserComponent } from '@craftjs/core';
import { useNodeRef } from '../../shared/useNodeRef.js';
import { ChoiceField, TextField } from '../../shared/fields.js';

export type ButtonProps = {
  text?: string;
  size?: 'small' | 'medium' | 'large';
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'neutral';
};

export function ButtonSettings() {
  return (
    <>
      <TextField propKey="text" label="Label" />
      <ChoiceField
        propKey="size"
        label="Size"
        choices={[
          { value: 'small', label: 'Small' },
          { value: 'medium', label: 'Medium' },
          { value: 'large', label: 'Large' },
        ]}
      />
      <ChoiceField
        propKey="variant"
        label="Variant"
        choices={[
          { value: 'contained', label: 'Filled' },
          { value: 'outlined', label: 'Outlined' },
          { value: 'text', label: 'Text' },
        ]}
      />
      <ChoiceField
        propKey="color"
        label="Colour"
        choices={[
          { value: 'primary', label: 'Primary' },
          { value: 'neutral', label: 'Neutral' },
        ]}
      />
    </>
  );
}

export const Button: UserComponent<ButtonProps> = ({ text, size, variant, color }) => {
  const nodeRef = useNodeRef();
  // The wrapper, not the <button>, is the drag source: Firefox never starts a
  // drag from a button element.
  return (
    <div ref={nodeRef} className="bx-button-wrap" data-testid="bx-button">
      <button type="button" className={`bx-button bx-button--${size} bx-button--${variant} bx-button--${color}`}>
        {text}
      </button>
    </div>
  );
};

Button.craft = {
  displayName: 'Button',
  props: { text: 'Click me', size: 'small', variant: 'contained', color: 'primary' },
  related: { settings: ButtonSettings },
};
