import type { UserComponent } from '@craftjs/core';
import { useNodeRef } from '../../shared/useNodeRef.js';
import { ColorField, TextField, cssColor } from '../../shared/fields.js';
import { SettingsGroup } from '../editor/SettingsGroup.js';

export type IllustrationProps = {
  accent?: string;
  description?: string;
};

export function IllustrationSettings() {
  return (
    <SettingsGroup title="Illustration">
      <ColorField propKey="accent" label="Accent" />
      <TextField propKey="description" label="Description (alt text)" />
    </SettingsGroup>
  );
}

/*
 * The picture is drawn inline (SVG + currentColor) instead of loading an image:
 * the demo makes no network requests and recolours itself with the theme.
 */
export const Illustration: UserComponent<IllustrationProps> = ({ accent, description }) => {
  const nodeRef = useNodeRef({ drag: false });
  return (
    <div ref={nodeRef} className="ln-illustration" style={{ color: cssColor(accent) ?? 'var(--ex-primary)' }}>
      <svg viewBox="0 0 400 280" role="img" aria-label={description || 'Illustration'}>
        <rect x="1" y="1" width="398" height="278" rx="14" fill="var(--ex-surface-raised)" stroke="var(--ex-border)" />
        <rect x="1" y="1" width="398" height="34" rx="14" fill="var(--ex-surface)" />
        <circle cx="22" cy="18" r="5" fill="currentColor" opacity="0.9" />
        <circle cx="40" cy="18" r="5" fill="currentColor" opacity="0.55" />
        <circle cx="58" cy="18" r="5" fill="currentColor" opacity="0.3" />
        {/* toolbox column */}
        <rect x="16" y="50" width="78" height="214" rx="8" fill="var(--ex-surface)" />
        <rect x="26" y="62" width="58" height="22" rx="5" fill="currentColor" opacity="0.25" />
        <rect x="26" y="92" width="58" height="22" rx="5" fill="currentColor" opacity="0.25" />
        <rect x="26" y="122" width="58" height="22" rx="5" fill="currentColor" opacity="0.25" />
        {/* the page being edited */}
        <rect x="108" y="50" width="276" height="70" rx="8" fill="currentColor" opacity="0.18" />
        <rect x="122" y="66" width="150" height="12" rx="6" fill="currentColor" opacity="0.8" />
        <rect x="122" y="88" width="210" height="8" rx="4" fill="var(--ex-text)" opacity="0.25" />
        <rect
          x="108"
          y="132"
          width="132"
          height="86"
          rx="8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeDasharray="6 5"
        />
        <rect x="252" y="132" width="132" height="86" rx="8" fill="var(--ex-surface)" />
        <rect x="264" y="146" width="90" height="8" rx="4" fill="var(--ex-text)" opacity="0.3" />
        <rect x="264" y="162" width="70" height="8" rx="4" fill="var(--ex-text)" opacity="0.2" />
        <rect x="108" y="230" width="276" height="4" rx="2" fill="currentColor" />
        {/* a block in flight towards the dashed drop zone */}
        <g transform="rotate(-6 170 170)">
          <rect x="124" y="148" width="96" height="46" rx="7" fill="currentColor" />
          <rect x="136" y="162" width="60" height="7" rx="3.5" fill="var(--ex-bg)" opacity="0.85" />
          <rect x="136" y="176" width="40" height="7" rx="3.5" fill="var(--ex-bg)" opacity="0.6" />
        </g>
        <path
          d="M206 186 l0 26 l7 -7 l6 12 l5 -2.5 l-6 -12 l10 0 z"
          fill="var(--ex-text)"
          stroke="var(--ex-bg)"
          strokeWidth="1.5"
        />
      </svg>
    </div>
  );
};

Illustration.craft = {
  displayName: 'Illustration',
  props: { accent: 'primary', description: 'Sketch of a page editor: a block being dragged onto the page' },
  related: { settings: IllustrationSettings },
};
