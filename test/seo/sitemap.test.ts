import assert from 'node:assert/strict';
import { test } from 'node:test';
import { robotsTxt, sitemapXml } from '../../src/seo/sitemap.js';

test('sitemap and robots.txt escape and format what they are given', () => {
  assert.equal(
    sitemapXml(['https://a.example/?q=1&r=<2>']),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://a.example/?q=1&amp;r=&lt;2&gt;</loc></url>\n</urlset>\n',
  );
  assert.equal(
    robotsTxt(['https://a.example/sitemap.xml']),
    'User-agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\n',
  );
});
