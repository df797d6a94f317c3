import type { SiteConfig } from '../config/schema.js';
import { DOCGEN_ROOT } from '../bundle/theme-files.js';
import type { DocgenPlugin, PluginContext } from './api.js';
import { analyticsPlugin } from './built-in/analytics.js';
import { mathPlugin } from './built-in/math.js';
import { mermaidPlugin } from './built-in/mermaid.js';

/**
 * docgen's own features that are plugins, made from the config as a site's plugins are from theirs: they run
 * first, so a site's plugin can add to what they do. The packages they name are found from docgen's folder.
 */
export async function builtInPlugins(
  config: SiteConfig,
  context: PluginContext,
): Promise<{ key: string; plugin: DocgenPlugin; dir: string }[]> {
  const { gtag, googleTagManager, plausible } = config.analytics;
  // In this order: Mermaid's rehype plugin sees the code blocks before KaTeX's draws formulas.
  const own = [
    { key: 'mermaid', on: config.markdown.mermaid, make: () => mermaidPlugin(undefined, context) },
    { key: 'math', on: config.markdown.math, make: () => mathPlugin(undefined, context) },
    {
      key: 'analytics',
      on: Boolean(gtag || googleTagManager || plausible),
      make: () => analyticsPlugin(config.analytics, context),
    },
  ];
  return Promise.all(
    own.filter((p) => p.on).map(async ({ key, make }) => ({ key, plugin: await make(), dir: DOCGEN_ROOT })),
  );
}
