import { editDistance } from '../shared/edit-distance.js';
import { siteConfigJsonSchema, type JsonSchema } from './json-schema.js';

let schema: JsonSchema | undefined;

/** The keys the schema allows at a key path (`navbar.items[0]`), gathered over every form the value may take. */
export function knownKeysAt(path: readonly PropertyKey[]): string[] {
  schema ??= siteConfigJsonSchema();
  const root = schema;
  const defs = (root.$defs ?? {}) as Record<string, JsonSchema>;
  const expand = (node: JsonSchema): JsonSchema[] => {
    if (typeof node.$ref === 'string') return expand(defs[node.$ref.replace('#/$defs/', '')] ?? {});
    const variants = [...((node.anyOf ?? []) as JsonSchema[]), ...((node.oneOf ?? []) as JsonSchema[])];
    return variants.length > 0 ? variants.flatMap(expand) : [node];
  };
  let nodes = expand(root);
  for (const part of path) {
    nodes = nodes.flatMap((node) => {
      if (typeof part === 'number') return node.items ? expand(node.items as JsonSchema) : [];
      const property = (node.properties as Record<string, JsonSchema> | undefined)?.[String(part)];
      if (property) return expand(property);
      return typeof node.additionalProperties === 'object' ? expand(node.additionalProperties as JsonSchema) : [];
    });
  }
  return [...new Set(nodes.flatMap((node) => Object.keys((node.properties ?? {}) as object)))];
}

/** Edits between two words, ignoring case. */
function distance(a: string, b: string): number {
  return editDistance(a.toLowerCase(), b.toLowerCase());
}

/** The known key a mistyped one most likely meant, if one is close enough to be worth suggesting. */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const candidate of known) {
    const d = distance(key, candidate);
    if (d <= Math.max(1, Math.floor(candidate.length / 3)) && (!best || d < best.distance))
      best = { key: candidate, distance: d };
  }
  return best?.key;
}
