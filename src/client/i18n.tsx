/**
 * The theme's own strings go through these two primitives, so that a site can translate them.
 * Only the default locale ships today; the checks below keep theme code extractable for later.
 */
export interface TranslateDescriptor {
  id?: string;
  message?: string;
  description?: string;
}

export class TranslationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslationError';
  }
}

const translations: Record<string, string> = {};

export function translate(descriptor: TranslateDescriptor, values?: Record<string, string | number>): string {
  if (!descriptor || (!descriptor.id && !descriptor.message)) {
    throw new TranslationError('translate() needs an "id" or a "message"');
  }
  const text = (descriptor.id && translations[descriptor.id]) ?? descriptor.message ?? descriptor.id!;
  return values
    ? text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
    : text;
}

export function Translate({
  id,
  description,
  values,
  children,
}: {
  id?: string;
  description?: string;
  values?: Record<string, string | number>;
  children?: unknown;
}) {
  if (children !== undefined && typeof children !== 'string') {
    throw new TranslationError(`<Translate${id ? ` id="${id}"` : ''}> accepts one plain string as its children`);
  }
  return <>{translate({ id, message: children, description }, values)}</>;
}
