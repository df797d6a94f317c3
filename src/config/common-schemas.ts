import { z } from 'zod';

export const absoluteUrl = z.url({ message: 'expected an absolute URL such as "https://example.com"' });

/** The `id` of a further plugin instance (`docsInstances`, `blogInstances`): not the default instance's. */
export function instanceIdSchema(defaultId: string, configKey: string, example: string) {
  return z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/, `expected an id of letters, digits, "_" and "-", such as "${example}"`)
    .refine((id) => id !== defaultId, `"${defaultId}" is the id of the config's "${configKey}"`);
}

/** Reports each instance whose id an earlier one has. */
export function uniqueInstanceIds(noun: string) {
  return (instances: { id: string }[], ctx: z.RefinementCtx) =>
    instances.forEach(({ id }, index) => {
      if (instances.findIndex((other) => other.id === id) !== index)
        ctx.addIssue({ code: 'custom', input: id, path: [index, 'id'], message: `another ${noun} has the id "${id}"` });
    });
}

/** A further instance's folder and route default to its id, where the default instance's would clash. */
export function withIdDefaults<T extends { id: string; path?: string | undefined; routeBasePath?: string | undefined }>(
  instance: T,
): Omit<T, 'path' | 'routeBasePath'> & { path: string; routeBasePath: string } {
  const { path, routeBasePath, ...rest } = instance;
  return { ...rest, path: path ?? instance.id, routeBasePath: routeBasePath ?? instance.id };
}

/** A name remark-directive reads after `:::`. */
const DIRECTIVE_NAME = /^[A-Za-z][\w-]*$/;

/**
 * As Docusaurus's `admonitions` option: `keywords` of the site's own (`:::security`, drawn as `info`), after the
 * default ones or, with `extendDefaults: false`, in their place; `false`: no admonitions, `:::note` is left as it is.
 */
export const admonitionsSchema = z.union(
  [
    z.boolean(),
    z.strictObject({
      keywords: z
        .array(z.string().regex(DIRECTIVE_NAME, 'expected a name of letters, digits, "-" and "_", such as "security"'))
        .default([]),
      extendDefaults: z.boolean().default(true),
    }),
  ],
  { error: 'expected true, false, or { keywords: [names], extendDefaults: true | false }' },
);
