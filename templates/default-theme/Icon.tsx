export type IconName =
  | 'alert'
  | 'arrow-right'
  | 'atom'
  | 'braces'
  | 'check'
  | 'chevron-down'
  | 'chevron-right'
  | 'chevrons-left'
  | 'chevrons-right'
  | 'close'
  | 'copy'
  | 'external'
  | 'file'
  | 'flame'
  | 'folder'
  | 'info'
  | 'lightbulb'
  | 'menu'
  | 'moon'
  | 'move'
  | 'redo'
  | 'search'
  | 'sliders'
  | 'sun'
  | 'undo';

/**
 * An icon of the set in styles/icons.css (a page that shows icons of its own adds their `.icon-NAME`
 * rules to its stylesheet). Decorative: the control around it carries the name.
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <span
      className={`icon icon-${name}${className ? ` ${className}` : ''}`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  );
}
