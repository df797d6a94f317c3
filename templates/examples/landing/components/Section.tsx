import type { UserComponent } from '@craftjs/core';
import { useNodeRef } from '../../shared/useNodeRef.js';
import type { ReactNode } from 'react';
import { ChoiceField, ColorField, RangeField, cssColor } from '../../shared/fields.js';
import { SettingsGroup } from '../editor/SettingsGroup.js';

export type SectionProps = {
  direction?: 'column' | 'row';
  align?: 'start' | 'center' | 'end' | 'stretch';
  grow?: 'yes' | 'no';
  gap?: number;
  padding?: number;
  radius?: number;
  background?: string;
  color?: string;
  children?: ReactNode;
};

export function SectionSettings() {
  return (
    <>
      <SettingsGroup title="Layout">
        <ChoiceField
          propKey="direction"
          label="Direction"
          choices={[
            { value: 'column', label: 'Stack' },
            { value: 'row', label: 'Columns' },
          ]}
        />
        <ChoiceField
          propKey="align"
          label="Align items"
          choices={[
            { value: 'start', label: 'Start' },
            { value: 'center', label: 'Centre' },
            { value: 'end', label: 'End' },
            { value: 'stretch', label: 'Stretch' },
          ]}
        />
        <ChoiceField
          propKey="grow"
          label="Fill free space"
          choices={[
            { value: 'no', label: 'No' },
            { value: 'yes', label: 'Yes' },
          ]}
        />
        <RangeField propKey="gap" label="Gap" min={0} max={64} />
        <RangeField propKey="padding" label="Padding" min={0} max={96} />
      </SettingsGroup>
      <SettingsGroup title="Appearance">
        <ColorField propKey="background" label="Background" />
        <ColorField propKey="color" label="Text colour" />
        <RangeField propKey="radius" label="Corner radius" min={0} max={32} />
      </SettingsGroup>
    </>
  );
}

const ALIGN: Record<NonNullable<SectionProps['align']>, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
};

/** The one layout primitive of the landing page: sections, columns and button rows are all Sections. */
export const Section: UserComponent<SectionProps> = ({
  direction = 'column',
  align = 'stretch',
  grow = 'no',
  gap,
  padding,
  radius,
  background,
  color,
  children,
}) => {
  const nodeRef = useNodeRef({ drag: false });
  return (
    <div
      ref={nodeRef}
      className={`ln-section ln-section--${direction}${grow === 'yes' ? ' ln-section--grow' : ''}`}
      style={{
        alignItems: ALIGN[align],
        gap,
        // Generous desktop padding would eat a phone screen; cap it by the viewport.
        padding: padding ? `min(${padding}px, 5vw)` : 0,
        borderRadius: radius,
        background: cssColor(background),
        color: cssColor(color),
      }}
    >
      {children}
    </div>
  );
};

Section.craft = {
  displayName: 'Section',
  props: {
    direction: 'column',
    align: 'stretch',
    grow: 'no',
    gap: 12,
    padding: 24,
    radius: 0,
    background: '',
    color: '',
  },
  related: { settings: SectionSettings },
};
