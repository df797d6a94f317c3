/**
 * Docusaurus lets a config name its plugins, themes and presets in short: `client-redirects` is
 * `@docusaurus/plugin-client-redirects`, `classic` is `@docusaurus/preset-classic`, `@acme` is
 * `@acme/docusaurus-plugin`. The config's entries are given the package name Docusaurus would load, the first of its
 * candidates that the site resolves, so that what docgen recognises by package is recognised however it is written.
 */

type ModuleType = 'plugin' | 'theme' | 'preset';

/** The names Docusaurus tries for a module written `name`, in its order. */
function candidates(name: string, type: ModuleType): string[] {
  if (name.startsWith('@')) {
    if (!name.includes('/')) return [`${name}/docusaurus-${type}`];
    const [scope, rest] = [name.slice(0, name.indexOf('/')), name.slice(name.indexOf('/') + 1)];
    return [name, `${scope}/docusaurus-${type}-${rest}`];
  }
  return [name, `@docusaurus/${type}-${name}`, `docusaurus-${type}-${name}`];
}

/** The package Docusaurus loads for `name`; the name as written when the site resolves none (a local file, a typo). */
export function docusaurusModuleName(name: string, type: ModuleType, resolves: (request: string) => boolean): string {
  if (name.startsWith('.') || name.startsWith('/')) return name;
  return candidates(name, type).find(resolves) ?? name;
}

const KEYS: [key: string, type: ModuleType][] = [
  ['plugins', 'plugin'],
  ['themes', 'theme'],
  ['presets', 'preset'],
];

/** The config with each plugin, theme and preset written by name (alone or with its options) named by its package. */
export function withPackageNames(config: unknown, resolves: (request: string) => boolean): unknown {
  if (config === null || typeof config !== 'object') return config;
  const named: Record<string, unknown> = { ...(config as Record<string, unknown>) };
  for (const [key, type] of KEYS) {
    const entries = named[key];
    if (!Array.isArray(entries)) continue;
    named[key] = entries.map((entry: unknown) => {
      if (typeof entry === 'string') return docusaurusModuleName(entry, type, resolves);
      if (Array.isArray(entry) && typeof entry[0] === 'string')
        return [docusaurusModuleName(entry[0], type, resolves), ...entry.slice(1)];
      return entry;
    });
  }
  return named;
}
