import { Fragment, isValidElement, type ReactNode } from 'react';

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
 * `@docusaurus/Translate`: docgen builds one locale, so a message is shown as written in the source (its
 * `children` or `message`), placeholders filled, as Docusaurus shows it without a translation file.
 */
export default function Translate({
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
  return <>{interpolate(children ?? message ?? '', values)}</>;
}

/** `translate({message}, values)`: the message as written, placeholders filled (a string when the values are). */
export function translate(
  { message }: { id?: string; description?: string; message: string },
  values?: Record<string, string | number>,
): string {
  return String(interpolate(message, values));
}
