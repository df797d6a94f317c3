import { isRecord, str, type Json } from './config-values.js';

const ANALYTICS_PLUGIN = /plugin-google-(gtag|analytics|tag-manager)$/;

export function isAnalyticsPlugin(name: string): boolean {
  return ANALYTICS_PLUGIN.test(name);
}

function pluginOptions(raw: Json, kind: string): Json | undefined {
  for (const entry of Array.isArray(raw.plugins) ? raw.plugins : []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry];
    if (typeof name === 'string' && name.endsWith(`plugin-google-${kind}`)) return isRecord(options) ? options : {};
  }
  return undefined;
}

const entries = (value: unknown) => (Array.isArray(value) ? value : []);

/**
 * Docusaurus's head tags, scripts, stylesheets, `themeConfig.metadata` and its Google plugins (the classic preset's
 * `gtag`, `googleAnalytics`, `googleTagManager`, or the plugins themselves) as docgen's keys. Universal Analytics ids
 * of `googleAnalytics` are counted through gtag, which takes them too.
 */
export function headAndAnalyticsOf(
  raw: Json,
  presetOptions: Json,
  themeConfig: Json,
  notCarried: string[],
  /** docgen draws the site's math and links KaTeX's stylesheet itself, from the pages with math. */
  math = false,
): Json {
  const out: Json = {};
  const headTags = [
    ...entries(raw.headTags).filter(isRecord),
    ...entries(themeConfig.metadata)
      .filter(isRecord)
      .map((attributes) => ({ tagName: 'meta', attributes })),
  ].filter((t) => typeof t.tagName === 'string');
  if (headTags.length > 0) out.headTags = headTags;
  for (const key of ['scripts', 'stylesheets'] as const) {
    const list = entries(raw[key])
      .filter((e) => typeof e === 'string' || isRecord(e))
      .filter((e) => !(math && key === 'stylesheets' && /katex/i.test(typeof e === 'string' ? e : String(e.href))));
    if (list.length > 0) out[key] = list;
  }
  const gtag = isRecord(presetOptions.gtag) ? presetOptions.gtag : pluginOptions(raw, 'gtag');
  const ga = isRecord(presetOptions.googleAnalytics) ? presetOptions.googleAnalytics : pluginOptions(raw, 'analytics');
  const gtm = isRecord(presetOptions.googleTagManager)
    ? presetOptions.googleTagManager
    : pluginOptions(raw, 'tag-manager');
  const ids = [gtag?.trackingID, ga?.trackingID].flat().filter((id): id is string => typeof id === 'string');
  const analytics: Json = {};
  if (ids.length > 0)
    analytics.gtag = {
      trackingID: ids.length === 1 ? ids[0]! : [...new Set(ids)],
      ...(gtag?.anonymizeIP === true || ga?.anonymizeIP === true ? { anonymizeIP: true } : {}),
    };
  else if (gtag || ga) notCarried.push('gtag/googleAnalytics: no trackingID');
  if (str(gtm?.containerId)) analytics.googleTagManager = { containerId: str(gtm!.containerId) };
  if (Object.keys(analytics).length > 0) out.analytics = analytics;
  return out;
}
