import type { UserComponent } from '@craftjs/core';
import { useNodeRef } from '../../shared/useNodeRef.js';
import { ChoiceField, TextField } from '../../shared/fields.js';
import { SettingsGroup } from '../editor/SettingsGroup.js';

export type VideoPlaceholderProps = {
  caption?: string;
  duration?: string;
  ratio?: '16 / 9' | '4 / 3' | '1 / 1';
};

export function VideoSettings() {
  return (
    <SettingsGroup title="Video">
      <TextField propKey="caption" label="Caption" />
      <TextField propKey="duration" label="Duration label" />
      <ChoiceField
        propKey="ratio"
        label="Aspect ratio"
        choices={[
          { value: '16 / 9', label: '16:9' },
          { value: '4 / 3', label: '4:3' },
          { value: '1 / 1', label: 'Square' },
        ]}
      />
    </SettingsGroup>
  );
}

/*
 * Stands in for an embedded video. A real player (YouTube and friends) would
 * make third-party requests from the docs site, so the demo shows a poster
 * frame drawn with CSS instead.
 */
export const VideoPlaceholder: UserComponent<VideoPlaceholderProps> = ({ caption, duration, ratio = '16 / 9' }) => {
  const nodeRef = useNodeRef({ drag: false });
  return (
    <figure ref={nodeRef} className="ln-video">
      <div
        className="ln-video-frame"
        style={{ aspectRatio: ratio }}
        role="img"
        aria-label={`Video placeholder: ${caption ?? ''}`}
      >
        <svg className="ln-video-play" viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="30" />
          <path d="M26 20 L46 32 L26 44 Z" />
        </svg>
        {duration ? <span className="ln-video-duration">{duration}</span> : null}
      </div>
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
};

VideoPlaceholder.craft = {
  displayName: 'Video',
  props: { caption: 'Video caption', duration: '2:00', ratio: '16 / 9' },
  related: { settings: VideoSettings },
};
