import { useEditor, type UserComponent } from '@craftjs/core';
import { useNodeRef } from '../../shared/useNodeRef.js';
import { ChoiceField, TextField } from '../../shared/fields.js';
import { SettingsGroup } from '../editor/SettingsGroup.js';

export type ButtonProps = {
  text?: string;
  href?: string;
  variant?: 'filled' | 'outline';
  tone?: 'primary' | 'ink' | 'paper';
};

export function ButtonSettings() {
  return (
    <>
      <SettingsGroup title="Content">
        <TextField propKey="text" label="Label" />
        <TextField propKey="href" label="Link (used when not editing)" />
      </SettingsGroup>
      <SettingsGroup title="Appearance">
        <ChoiceField
          propKey="variant"
          label="Style"
          choices={[
            { value: 'filled', label: 'Filled' },
            { value: 'outline', label: 'Outline' },
          ]}
        />
        <ChoiceField
          propKey="tone"
          label="Tone"
          choices={[
            { value: 'primary', label: 'Primary' },
            { value: 'ink', label: 'Ink' },
            { value: 'paper', label: 'Paper' },
          ]}
        />
      </SettingsGroup>
    </>
  );
}

// Only same-site paths and fragments: a pasted state must not be able to turn a
// button into a javascript: URL.
function safeHref(href: string | undefined): string | undefined {
  return href && /^(\/(?!\/)|#)/.test(href) ? href : undefined;
}

export const Button: UserComponent<ButtonProps> = ({ text, href, variant = 'filled', tone = 'primary' }) => {
  const nodeRef = useNodeRef({ drag: false });
  const { enabled } = useEditor((state) => ({ enabled: state.options.enabled }));
  const className = `ln-button ln-button--${variant} ln-button--${tone}`;
  const link = safeHref(href);
  // While editing, a click must select the button, not follow it.
  return (
    <div ref={nodeRef} className="ln-button-wrap">
      {!enabled && link ? (
        <a className={className} href={link}>
          {text}
        </a>
      ) : (
        <span className={className}>{text}</span>
      )}
    </div>
  );
};

Button.craft = {
  displayName: 'Button',
  props: { text: 'Get started', href: '', variant: 'filled', tone: 'primary' },
  related: { settings: ButtonSettings },
};
