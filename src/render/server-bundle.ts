import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBundle } from '../shared/render-contract.js';

/** Bundles this thread imported, with their source map once a stack has needed it. */
const imported = new Map<string, SourceMap | undefined>();

/**
 * Source maps stay off: with them on, Node decodes a bundle's map as the bundle loads, and an MDX site's map
 * held hundreds of megabytes in each render thread. Stacks are mapped by `originalStack`, when one is reported.
 */
export async function importServerBundle(file: string): Promise<ServerBundle> {
  imported.set(file, undefined);
  return (await import(`${new URL(`file://${file}`).href}?t=${Date.now()}`)) as ServerBundle;
}

const BUNDLE_FRAME = /(file:\/\/[^\s()]+?)(?:\?t=\d+)?:(\d+):(\d+)/g;

/** The stack with its frames in a server bundle pointing at the original files, as Node's source maps would. */
export function originalStack(stack: string): string {
  return stack.replace(BUNDLE_FRAME, (frame, url: string, line: string, column: string) => {
    const file = fileURLToPath(url);
    if (!imported.has(file)) return frame;
    const map = sourceMapOf(file);
    const entry = map?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !('originalSource' in entry)) return frame;
    const source = path.resolve(path.dirname(file), entry.originalSource);
    return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

const INLINE_MAP = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/;

function sourceMapOf(file: string): SourceMap | undefined {
  let map = imported.get(file);
  if (map) return map;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // Pruned since, once a later build's bundle replaced it: the frame stays as it is.
    return undefined;
  }
  const inline = INLINE_MAP.exec(text);
  if (!inline) return undefined;
  map = new SourceMap(JSON.parse(Buffer.from(inline[1]!, 'base64').toString('utf8')));
  imported.set(file, map);
  return map;
}
