import { useEditor, useNode, type UserComponent } from '@craftjs/core';
import { EditableText } from '../../shared/EditableText.js';
import { ChoiceField, ColorField, RangeField, cssColor } from '../../shared/fields.js';

export type TextProps = {
  text?: string;
  fontSize?: number;
  color?: string;
  align?: 'left' | 'center' | 'right';
};

export function TextSettings() {
  return (
    <>
      <RangeField propKey="fontSize" label="Font size" min={10} max={64} />
      <ColorField propKey="color" label="Colour" />
      <ChoiceField
        propKey="align"
        label="Alignment"
        choices={[
          { value: 'left', label: 'Left' },
          { value: 'center', label: 'Centre' },
          { value: 'right', label: 'Right' },
        ]}
      />
    </>
  );
}

export const Text: UserComponent<TextProps> = ({ text = '', fontSize, color, align }) => {
  const {
    connectors: { connect, drag },
    actions: { setProp },
    selected,
  } = useNode((node) => ({ selected: node.events.selected }));
  const { enabled } = useEditor((state) => ({ enabled: state.options.enabled }));
  return (
    <div
      ref={(el) => {
        if (el) connect(drag(el));
      }}
      className="bx-text"
      data-testid="bx-text"
    >
      <EditableText
        text={text}
        // Typing only starts on a selected block, so a first click still selects/drags.
        editable={enabled && selected}
        label="Text content"
        style={{ fontSize, color: cssColor(color), textAlign: align }}
        onChange={(next) =>
          setProp((props: TextProps) => {
            props.text = next;
          }, 500)
        }
      />
    </div>
  );
};

Text.craft = {
  displayName: 'Text',
  props: { text: 'Hi there', fontSize: 18, color: '', align: 'left' },
  related: { settings: TextSettings },
};
