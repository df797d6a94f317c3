import { useNode } from '@craftjs/core';
import { useId } from 'react';

/*
 * Settings fields bound to one prop of the node whose `related` component
 * renders them. Each field reads the prop straight from the node, so the
 * panel can never drift from what the canvas shows.
 */

type Props = Record<string, unknown>;

// Sliders and typing produce a burst of updates; merging them into one
// history step keeps Undo meaningful.
const HISTORY_THROTTLE_MS = 500;

function useProp<T>(propKey: string): [T, (value: T) => void] {
  const { value, actions } = useNode((node) => ({ value: node.data.props[propKey] as T }));
  const set = (next: T) =>
    actions.setProp((props: Props) => {
      props[propKey] = next;
    }, HISTORY_THROTTLE_MS);
  return [value, set];
}

type RangeProps = {
  propKey: string;
  label: string;
  min: number;
  max: number;
  step?: number;
  unit?: string;
};

export function RangeField({ propKey, label, min, max, step = 1, unit = 'px' }: RangeProps) {
  const id = useId();
  const [value, setValue] = useProp<number>(propKey);
  const current = Number(value) || 0;
  return (
    <div className="ex-field">
      <label htmlFor={id}>{label}</label>
      <div className="ex-field-row">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={current}
          data-testid={`field-${propKey}`}
          onChange={(e) => setValue(Number(e.target.value))}
        />
        <output htmlFor={id}>
          {current}
          {unit}
        </output>
      </div>
    </div>
  );
}

export function TextField({ propKey, label }: { propKey: string; label: string }) {
  const id = useId();
  const [value, setValue] = useProp<string>(propKey);
  return (
    <div className="ex-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value ?? ''}
        data-testid={`field-${propKey}`}
        onChange={(e) => setValue(e.target.value)}
      />
    </div>
  );
}

export type Choice = { value: string; label: string };

export function ChoiceField({ propKey, label, choices }: { propKey: string; label: string; choices: Choice[] }) {
  const name = useId();
  const [value, setValue] = useProp<string>(propKey);
  return (
    <fieldset className="ex-field" data-testid={`field-${propKey}`}>
      <legend>{label}</legend>
      <div className="ex-choices">
        {choices.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => setValue(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/*
 * Colours are stored either as '' (follow the theme), a swatch token such as
 * 'tint' (a CSS variable that flips in dark mode) or a literal hex picked by
 * the user. Tokens keep the default pages readable in both themes.
 */
export const COLOR_SWATCHES: Choice[] = [
  { value: '', label: 'Theme default' },
  { value: 'tint', label: 'Tint' },
  { value: 'primary', label: 'Primary' },
  { value: 'ink', label: 'Ink' },
  { value: 'paper', label: 'Paper' },
];

export function cssColor(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return value.startsWith('#') ? value : `var(--ex-swatch-${value})`;
}

export function ColorField({ propKey, label }: { propKey: string; label: string }) {
  const name = useId();
  const pickerId = useId();
  const [value, setValue] = useProp<string>(propKey);
  const custom = typeof value === 'string' && value.startsWith('#') ? value : '#2f6b5d';
  return (
    <fieldset className="ex-field" data-testid={`field-${propKey}`}>
      <legend>{label}</legend>
      <div className="ex-field-row">
        <div className="ex-choices">
          {COLOR_SWATCHES.map((swatch) => (
            <label key={swatch.value || 'theme'} title={swatch.label}>
              <input
                type="radio"
                name={name}
                aria-label={swatch.label}
                checked={(value ?? '') === swatch.value}
                onChange={() => setValue(swatch.value)}
              />
              <span
                className={`ex-swatch${swatch.value ? '' : ' ex-swatch--theme'}`}
                style={swatch.value ? { background: cssColor(swatch.value) } : undefined}
              />
            </label>
          ))}
        </div>
        <label htmlFor={pickerId} className="ex-visually-hidden">
          {`${label}: custom colour`}
        </label>
        <input id={pickerId} type="color" value={custom} onChange={(e) => setValue(e.target.value)} />
      </div>
    </fieldset>
  );
}
