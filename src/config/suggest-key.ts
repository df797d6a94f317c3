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

/** Edits (insert, delete, replace, swap two neighbours) between two words, ignoring case. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d = Array.from({ length: x.length + 1 }, (_, i) => [i, ...Array<number>(y.length).fill(0)]);
  for (let j = 1; j <= y.length; j++) d[0]![j] = j;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

/** The known key a mistyped one most likely meant, if one is close enough to be worth suggesting. */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const candidate of known) {
    const d = distance(key, candidate);
    if (d <= Math.max(1, Math.floor(candidate.length / 3)) && (!best || d < best.distance)) best = { key: candidate, distance: d };
  }
  return best?.key;
}
