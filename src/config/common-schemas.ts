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
