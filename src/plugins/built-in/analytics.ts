import type { SiteConfig } from '../../config/schema.js';
import { scriptJson } from '../../render/inline-scripts.js';
import { NAVIGATED_EVENT } from '../../shared/navigated-event.js';
import { definePlugin, type PluginHeadTag } from '../api.js';

type Analytics = SiteConfig['analytics'];

/** Each snippet also counts the pages of client-side navigations, which no browser loads: on the router's event. */
const onNavigation = (call: string) => `addEventListener(${scriptJson(NAVIGATED_EVENT)},function(){${call}})`;

/** The config's `analytics`: Google Analytics (gtag), Google Tag Manager and Plausible, as head tags of every page. */
export const analyticsPlugin = definePlugin((analytics: Analytics) => {
  const { gtag, googleTagManager, plausible } = analytics;
  const headTags: PluginHeadTag[] = [];
  if (gtag) {
    const ids = [gtag.trackingID].flat();
    headTags.push(
      { tagName: 'script', attributes: { async: true, src: `https://www.googletagmanager.com/gtag/js?id=${ids[0]}` } },
      {
        tagName: 'script',
        innerHTML:
          `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());` +
          ids
            .map((id) => `gtag('config',${scriptJson(id)}${gtag.anonymizeIP ? ',{anonymize_ip:true}' : ''});`)
            .join('') +
          onNavigation(
            `gtag('event','page_view',{page_title:document.title,page_location:location.href,page_path:location.pathname+location.search+location.hash})`,
          ),
      },
    );
  }
  if (googleTagManager) {
    const src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(googleTagManager.containerId)}`;
    headTags.push(
      {
        tagName: 'script',
        innerHTML:
          `window.dataLayer=window.dataLayer||[];dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
          onNavigation(`dataLayer.push({event:'page_view',page_title:document.title,page_location:location.href})`),
      },
      { tagName: 'script', attributes: { async: true, src } },
    );
  }
  if (plausible) {
    headTags.push(
      {
        tagName: 'script',
        attributes: {
          defer: true,
          'data-domain': plausible.domain,
          ...(plausible.api ? { 'data-api': plausible.api } : {}),
          src: plausible.src,
        },
      },
      // The manual script counts only what it is told: the first page here, then each navigation.
      {
        tagName: 'script',
        innerHTML:
          `window.plausible=window.plausible||function(){(plausible.q=plausible.q||[]).push(arguments)};plausible('pageview');` +
          onNavigation(`plausible('pageview')`),
      },
    );
  }
  return { name: 'analytics', headTags };
});
