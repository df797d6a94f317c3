import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_KEY, THEME_KEY } from '../shared/storage-keys.js';
import type { SiteData } from '../shared/model.js';

/** JSON inside a script element must not be able to close it or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Runs in the head before the stylesheet applies, so that the first paint already has the reader's colour
 * mode and no announcement bar they dismissed. Kept tiny and inline on purpose; storage errors leave the defaults.
 */
export function headScript(site: SiteData, options: { announcement: boolean }): string {
  const { defaultMode, respectPrefersColorScheme } = site.colorMode;
  const unchosen = respectPrefersColorScheme
    ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'`
    : scriptJson(defaultMode);
  const bar = options.announcement ? site.announcementBar : undefined;
  const readBar = bar ? `;a=s.getItem(${scriptJson(ANNOUNCEMENT_KEY)})` : '';
  const hideBar = bar
    ? `;if(a===${scriptJson(bar.id)})d.setAttribute(${scriptJson(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},'')`
    : '';
  return (
    `(function(){var d=document.documentElement,t,a;try{var s=localStorage;t=s.getItem(${scriptJson(THEME_KEY)})${readBar}}catch(e){}` +
    `d.setAttribute('data-theme',t==='dark'||t==='light'?t:${unchosen})${hideBar}})()`
  );
}

/**
 * The home page's check that the site is served where it was built for: the home page lives at the
 * base URL, so any other path means every asset link is wrong. It is inline and styles its banner
 * inline because, when the base URL is wrong, the bundle and the stylesheet are exactly what fails to load.
 */
export function baseUrlCheckScript(baseUrl: string): string {
  const banner = [
    `var b=document.createElement('div');b.id='docgen-base-url-issue';b.setAttribute('role','alert');`,
    `b.style.cssText='padding:12px 16px;background:#fff4d6;color:#1c1e21;border-bottom:2px solid #b8860b;font:16px/1.5 system-ui,sans-serif';`,
    `var h=document.createElement('strong');h.textContent='This site did not load properly.';`,
    `var m=document.createElement('p');m.style.margin='4px 0 0';`,
    `m.textContent='It was built for the base URL "'+u+'" but is served from "'+here+'". Set baseUrl in site.config.yaml to "'+here+'" (or serve the site from "'+u+'"), then build again.';`,
    `b.appendChild(h);b.appendChild(m);document.body.insertBefore(b,document.body.firstChild)`,
  ].join('');
  return (
    `(function(){var u=${scriptJson(baseUrl)},p=location.pathname,here=p.replace(/[^/]*$/,'');` +
    `if(here!==u&&p+'/'!==u){${banner}}})()`
  );
}

/**
 * Starts loading the hydrating bundle once the page has painted its content and been parsed. The page is complete
 * without it, so the stylesheets have the connection to themselves until the first paint; found by the parser, the
 * scripts were fetched beside them, and slow networks (and Lighthouse's simulation of one) charged their bytes to the
 * first and largest paint. The browser's own first-contentful-paint entry says when that paint reached the screen; a
 * hidden tab, which records none, and a browser without paint timing load at once, and a theme that paints nothing
 * before it hydrates still loads after `HYDRATION_FALLBACK_MS`.
 */
export function hydrationLoaderScript(script: string, preload: string[]): string {
  return (
    `(function(){var done;function l(){var h=document.head;${scriptJson(preload)}.forEach(function(u){var k=document.createElement('link');` +
    `k.rel='modulepreload';k.href=u;h.appendChild(k)});var s=document.createElement('script');s.type='module';s.src=${scriptJson(script)};h.appendChild(s)}` +
    `function p(){if(done)return;done=1;document.readyState==='loading'?document.addEventListener('DOMContentLoaded',l):l()}` +
    `var P=window.PerformanceObserver;if(document.hidden||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return p();` +
    `new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();p()}}).observe({type:'paint',buffered:true});` +
    `setTimeout(p,${HYDRATION_FALLBACK_MS})})()`
  );
}

const HYDRATION_FALLBACK_MS = 3000;
