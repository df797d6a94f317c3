import { useEditor, useNode, type UserComponent } from '@craftjs/core';
import { EditableText } from '../../shared/EditableText.js';
import { ChoiceField, ColorField, RangeField, cssColor } from '../../shared/fields.js';
import { SettingsGroup } from '../editor/SettingsGroup.js';

export type TextProps = {
  text?: string;
  tag?: 'h2' | 'h3' | 'p';
  fontSize?: number;
  weight?: '400' | '600' | '800';
  align?: 'left' | 'center' | 'right';
  color?: string;
};

export function TextSettings() {
  return (
    <>
      <SettingsGroup title="Typography">
        <ChoiceField
          propKey="tag"
          label="Role"
          choices={[
            { value: 'h2', label: 'Heading' },
            { value: 'h3', label: 'Subheading' },
            { value: 'p', label: 'Paragraph' },
          ]}
        />
        <RangeField propKey="fontSize" label="Font size" min={10} max={72} />
        <ChoiceField
          propKey="weight"
          label="Weight"
          choices={[
            { value: '400', label: 'Regular' },
            { value: '600', label: 'Semibold' },
            { value: '800', label: 'Heavy' },
          ]}
        />
        <ChoiceField
          propKey="align"
          label="Alignment"
          choices={[
            { value: 'left', label: 'Left' },
            { value: 'center', label: 'Centre' },
            { value: 'right', label: 'Right' },
          ]}
        />
      </SettingsGroup>
      <SettingsGroup title="Appearance">
        <ColorField propKey="color" label="Colour" />
      </SettingsGroup>
    </>
  );
}

export const Text: UserComponent<TextProps> = ({ text = '', tag = 'p', fontSize, weight, align, color }) => {
  const {
    connectors: { connect },
    actions: { setProp },
  } = useNode();
  const { enabled } = useEditor((state) => ({ enabled: state.options.enabled }));
  // Moving happens through the label bar's handle, so the text itself stays
  // editable whenever the editor is; no drag source fights the caret.
  return (
    <div
      ref={(el) => {
        if (el) connect(el);
      }}
      className="ln-text"
    >
      <EditableText
        text={text}
        tagName={tag}
        editable={enabled}
        label="Text content"
        style={{ fontSize, fontWeight: weight ? Number(weight) : undefined, textAlign: align, color: cssColor(color) }}
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
  props: { text: 'Write something', tag: 'p', fontSize: 16, weight: '400', align: 'left', color: '' },
  related: { settings: TextSettings },
};
