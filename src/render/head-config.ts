import type { SiteConfig } from '../config/schema.js';
import { escapeHtml } from './document.js';

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
 * The config's own head tags, scripts and stylesheets (Docusaurus's top-level keys), with those its plugins add
 * (analytics among them: see `src/plugins/built-in`), made once for every page.
 */
export function configHead(config: SiteConfig): { head: string[]; styles: string[] } | undefined {
  if ([config.headTags, config.scripts, config.stylesheets].every((l) => l.length === 0)) return undefined;
  const head = config.headTags.map((t) => tag(t.tagName, t.attributes, t.innerHTML));
  for (const script of config.scripts)
    head.push(tag('script', typeof script === 'string' ? { src: script } : (script as Attributes)));
  const styles = config.stylesheets.map((s) =>
    tag('link', { rel: 'stylesheet', ...(typeof s === 'string' ? { href: s } : (s as Attributes)) }),
  );
  return { head, styles };
}
