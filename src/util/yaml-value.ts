import { visit, type Document } from 'yaml';
import type { DocgenError } from '../errors.js';

/**
 * The plain value of a parsed YAML document. Turning aliases into values can still fail after a clean
 * parse (an alias of an anchor defined later, or so many aliases that they would blow up memory): that
 * becomes the caller's error, placed at the first alias (`offset` into the YAML text), instead of a stack trace.
 */
export function yamlValue(doc: Document, toError: (message: string, offset: number) => DocgenError): unknown {
  try {
    return doc.toJS();
  } catch (error) {
    let offset = 0;
    visit(doc, {
      Alias(_key, node) {
        offset = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    throw toError(`${(error as Error).message.split('\n')[0]} (check the anchors "&name" and aliases "*name")`, offset);
  }
}
