const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** A sitemaps.org URL set: one `<loc>` per public page, full URLs as given, in the given order. */
export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `<url><loc>${url.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Lets every crawler in and tells it where the sitemaps are. */
export function robotsTxt(sitemapUrls: string[]): string {
  return `User-agent: *\nAllow: /\n\n${sitemapUrls.map((url) => `Sitemap: ${url}\n`).join('')}`;
}
