import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MemorySite } from '../../src/watch/memory-site.js';

const text = async (site: MemorySite, sitePath: string) => (await site.source(sitePath))?.body?.toString('utf8');

test('pages rendered again are shown at once; the other files stay as served until the next whole update', async () => {
  const site = new MemorySite((html) => html);
  site.stage([
    { path: 'a.html', contents: '<p>a</p>' },
    { path: 'b.html', contents: '<p>b</p>' },
  ]);
  site.update(['a.html', 'b.html'], [{ path: 'sitemap.xml', contents: '<urlset>a b</urlset>' }]);

  site.stage([
    { path: 'a.html', contents: '<p>a, edited</p>' },
    { path: 'b.html', contents: '<p>b</p>' },
  ]);
  assert.deepEqual(site.updatePages(), ['a.html'], 'only the page whose contents changed');
  assert.equal(await text(site, 'a.html'), '<p>a, edited</p>');
  assert.equal(await text(site, 'b.html'), '<p>b</p>');
  assert.equal(await text(site, 'sitemap.xml'), '<urlset>a b</urlset>');

  assert.deepEqual(site.update(['a.html', 'b.html'], [{ path: 'sitemap.xml', contents: '<urlset>a2 b</urlset>' }]), [
    'sitemap.xml',
  ]);
  assert.equal(await text(site, 'sitemap.xml'), '<urlset>a2 b</urlset>');
  assert.equal(await text(site, 'a.html'), '<p>a, edited</p>');
});
