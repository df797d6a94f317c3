import { z } from 'zod';
import { navbarItemInputSchema } from './navbar-schema.js';
import { siteConfigSchema } from './schema.js';

export type JsonSchema = Record<string, unknown>;

/** Where the generated schema is written in the package, for editors (`# yaml-language-server: $schema=`). */
export const JSON_SCHEMA_FILE = 'schema/site.config.schema.json';

type OverrideContext = {
  zodSchema: z.core.$ZodType;
  jsonSchema: z.core.JSONSchema.BaseSchema;
  path: (string | number)[];
};

/** zod names `startsWith` as a format of its own; the pattern beside it says the same in standard terms. */
function standardOnly(ctx: OverrideContext): void {
  if (ctx.jsonSchema.format === 'starts_with') delete ctx.jsonSchema.format;
}

/**
 * The JSON Schema of site.config.yaml as an author writes it (defaults optional), from the zod schema
 * itself so the two never disagree. Two parts zod parses in code are described by hand: navbar items
 * (checked one by one for better messages) and sidebar items, which may be a bare doc id.
 */
export function siteConfigJsonSchema(): JsonSchema {
  const navbarItem = z.toJSONSchema(navbarItemInputSchema, { io: 'input', override: standardOnly }) as JsonSchema;
  delete navbarItem.$schema;
  return z.toJSONSchema(siteConfigSchema, {
    io: 'input',
    unrepresentable: 'any',
    override(ctx) {
      standardOnly(ctx);
      if (ctx.path.join('/') === 'properties/navbar/properties/items') ctx.jsonSchema.items = navbarItem;
      const def = ctx.zodSchema._zod.def as { type: string; in?: { _zod: { def: { type: string } } } };
      if (def.type === 'pipe' && def.in?._zod.def.type === 'transform') {
        const described = { ...ctx.jsonSchema };
        for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as JsonSchema)[key];
        ctx.jsonSchema.anyOf = [{ type: 'string', description: 'a doc id' }, described];
      }
    },
  }) as JsonSchema;
}
