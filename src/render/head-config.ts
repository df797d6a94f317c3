import type { SiteConfig } from '../config/schema.js';
import { escapeHtml } from './document.js';
import { NAVIGATED_EVENT } from '../shared/navigated-event.js';
import { scriptJson } from './inline-scripts.js';

type Attributes = Record<string, string | boolean>;

function tag(name: string, attributes: Attributes, inner?: string): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== false)
    .map(([key, value]) => (value === true ? ` ${key}` : ` ${key}="${escapeHtml(String(value))}"`))
    .join('');
  const voidElement = /^(meta|link|base)$/.test(name);
  return voidElement ? `<${name}${attrs}>` : `<${name}${attrs}>${inner ?? ''}</${name}>`;
}

/**
 * The config's own head tags, scripts and stylesheets (Docusaurus's top-level keys) and its analytics, made once
 * for every page. Each analytics snippet also counts the pages of client-side navigations, which no browser loads.
 */
export function configHead(config: SiteConfig): { head: string[]; styles: string[] } | undefined {
  const { gtag, googleTagManager, plausible } = config.analytics;
  if (
    !gtag &&
    !googleTagManager &&
    !plausible &&
    [config.headTags, config.scripts, config.stylesheets].every((l) => l.length === 0)
  )
    return undefined;
  const head = config.headTags.map((t) => tag(t.tagName, t.attributes, t.innerHTML));
  for (const script of config.scripts)
    head.push(tag('script', typeof script === 'string' ? { src: script } : (script as Attributes)));
  if (gtag) {
    const ids = [gtag.trackingID].flat();
    head.push(
      tag('script', { async: true, src: `https://www.googletagmanager.com/gtag/js?id=${ids[0]}` }),
      tag(
        'script',
        {},
        `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());` +
          ids
            .map((id) => `gtag('config',${scriptJson(id)}${gtag.anonymizeIP ? ',{anonymize_ip:true}' : ''});`)
            .join('') +
          `addEventListener(${scriptJson(NAVIGATED_EVENT)},function(){gtag('event','page_view',{page_title:document.title,page_location:location.href,page_path:location.pathname+location.search+location.hash})})`,
      ),
    );
  }
  if (googleTagManager) {
    const src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(googleTagManager.containerId)}`;
    head.push(
      tag(
        'script',
        {},
        `window.dataLayer=window.dataLayer||[];dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
          `addEventListener(${scriptJson(NAVIGATED_EVENT)},function(){dataLayer.push({event:'page_view',page_title:document.title,page_location:location.href})})`,
      ),
      tag('script', { async: true, src }),
    );
  }
  if (plausible) {
    head.push(
      tag('script', {
        defer: true,
        'data-domain': plausible.domain,
        ...(plausible.api ? { 'data-api': plausible.api } : {}),
        src: plausible.src,
      }),
      // The manual script counts only what it is told: the first page here, then each navigation.
      tag(
        'script',
        {},
        `window.plausible=window.plausible||function(){(plausible.q=plausible.q||[]).push(arguments)};plausible('pageview');` +
          `addEventListener(${scriptJson(NAVIGATED_EVENT)},function(){plausible('pageview')})`,
      ),
    );
  }
  const styles = config.stylesheets.map((s) =>
    tag('link', { rel: 'stylesheet', ...(typeof s === 'string' ? { href: s } : (s as Attributes)) }),
  );
  return { head, styles };
}
