import type { SiteConfig } from '../config/schema.js';
import type { DocgenPlugin, PluginContext } from './api.js';
import { analyticsPlugin } from './built-in/analytics.js';

/**
 * docgen's own features that are plugins, made from the config as a site's plugins are from theirs: they run
 * first, so a site's plugin can add to what they do.
 */
export async function builtInPlugins(
  config: SiteConfig,
  context: PluginContext,
): Promise<{ key: string; plugin: DocgenPlugin }[]> {
  const { gtag, googleTagManager, plausible } = config.analytics;
  return gtag || googleTagManager || plausible
    ? [{ key: 'analytics', plugin: await analyticsPlugin(config.analytics, context) }]
    : [];
}
