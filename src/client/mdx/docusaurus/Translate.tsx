import { Fragment, isValidElement, type ReactNode } from 'react';
import { translatedText } from '../../i18n.js';

type Values = Record<string, ReactNode>;

/**
 * `{name}` placeholders filled from `values`, as Docusaurus's `interpolate`: a string while every value is one,
 * else the pieces as React children.
 */
function interpolate(message: string, values: Values | undefined): ReactNode {
  if (!values) return message;
  const pieces = message.split(/(\{\w+\})/).map((piece) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return name !== undefined && name in values ? values[name] : piece;
  });
  if (pieces.every((piece) => !isValidElement(piece))) return pieces.join('');
  return pieces.map((piece, i) => <Fragment key={i}>{piece}</Fragment>);
}

/**
 * `@docusaurus/Translate`: the message of `id` in the page's locale (its `code.json`), else as written in the source
 * (its `children` or `message`), placeholders filled, as Docusaurus shows it.
 */
export default function Translate({
  id,
  children,
  message,
  values,
}: {
  id?: string;
  description?: string;
  message?: string;
  values?: Values;
  children?: string;
}) {
  return <>{interpolate(translatedText(id) ?? children ?? message ?? '', values)}</>;
}

/** `translate({id, message}, values)`: the message in the page's locale, placeholders filled. */
export function translate(
  { id, message }: { id?: string; description?: string; message: string },
  values?: Record<string, string | number>,
): string {
  return String(interpolate(translatedText(id) ?? message, values));
}
