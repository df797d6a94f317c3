import path from 'node:path';
import type { BuildFailure, Message } from 'esbuild';
import { DocgenError, DocgenErrors } from '../errors.js';

/**
 * esbuild's own messages carry file, line and column: they become docgen errors as they are. A docgen plugin's message
 * names its catalogue entry in its `detail` (`{ catalogueName }`); the others are the bundler's words about the site's code.
 */
export async function runEsbuild<T>(run: () => Promise<T>, siteDir: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const failure = error as BuildFailure;
    if (!Array.isArray(failure.errors)) throw error;
    throw new DocgenErrors(failure.errors.map((m) => messageToError(m, siteDir)));
  }
}

function messageToError(message: Message, siteDir: string): DocgenError {
  const loc = message.location;
  // docgen's generated entries are nothing the user can open: the message itself names what to do.
  if (!loc || loc.file.startsWith('docgen:'))
    return new DocgenError(message.text, undefined, undefined, 'compile-failed');
  const file = path.relative(siteDir, path.resolve(siteDir, loc.file));
  const named = (message.detail as { catalogueName?: string } | undefined)?.catalogueName
    ? (message.detail as { catalogueName: string })
    : { catalogueName: 'compile-failed' };
  return new DocgenError(
    message.text,
    { file, line: loc.line, column: loc.column + 1 },
    missingPackageHint(message.text),
    named.catalogueName,
  );
}

/** A package neither the site nor docgen has: the site installs it, since only its own code imports it. */
function missingPackageHint(text: string): string | undefined {
  const specifier = /^(?:Could not resolve "([^"./!][^"!]*)"$|cannot import "([^"./!][^"!]*)": no such file or package)/
    .exec(text)
    ?.slice(1)
    .find(Boolean);
  if (!specifier) return undefined;
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  return `install it in the site's folder: npm install ${name}`;
}
