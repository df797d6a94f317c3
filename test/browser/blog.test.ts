/*
 * What a reader of a blog sees in Chromium: the list and its next page, a post with its avatar, tags and older post,
 * a tag's page and an author's page, each reached by clicking; axe finds nothing on any of them, in either mode.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import type { Browser } from 'playwright-core';
import { siteFolders, startSite, type ServedSite } from '../helpers/site.js';
import { axeViolations, launchBrowser } from './harness.js';
import { assertQuiet, hydrated, openSession, type Session } from './ui-session.js';

const TIMEOUT = { timeout: 180_000 };
/** A 1×1 PNG, a real image for the avatar. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const folder = siteFolders('docgen-blog-browser-');
let browser: Browser | null = null;
let served: ServedSite | undefined;

before(async () => {
  browser = await launchBrowser();
  if (!browser) return;
  const dir = await folder({
    'site.config.yaml': `title: Zoo
url: https://zoo.example.com
docs:
  sidebars:
    main: [intro]
navbar:
  items:
    - { to: /blog, label: Blog }
blog:
  postsPerPage: 2
`,
    'docs/intro.md': '# Intro\n\nSee the [blog](/blog).\n',
    'blog/authors.yml': 'ana:\n  name: Ana Keeper\n  title: Zookeeper\n  image_url: ./ana.png\n  page: true\n',
    'blog/ana.png': PIXEL,
    'blog/tags.yml': 'news:\n  label: News\n  description: What is new.\n',
    'blog/2024-01-10-welcome.md':
      '---\nauthors: ana\ntags: [news]\n---\n# Welcome\n\nThe first words.\n\n<!-- truncate -->\n\n## Opening hours\n\nFrom nine.\n',
    'blog/2024-02-01-feeding.md': '---\nauthors: ana\n---\n# Feeding\n\nAt noon.\n\n<!-- truncate -->\n\nMore.\n',
    'blog/2024-03-01-pond.md': '---\ntags: [news]\n---\n# A new pond\n\nDucks.\n\n<!-- truncate -->\n\nMore.\n',
  });
  served = await startSite(path.join(dir, 'site.config.yaml'));
}, TIMEOUT);

after(async () => {
  await browser?.close();
  await served?.close();
});

async function visit(t: TestContext, route: string): Promise<Session | null> {
  const s = await openSession(t, browser, served?.url);
  if (!s) return null;
  await s.page.goto(served!.url + route);
  await s.page.getByRole('heading', { level: 1 }).first().waitFor();
  await hydrated(s.page);
  return s;
}

async function assertAxeClean(s: Session, where: string): Promise<void> {
  for (const theme of ['light', 'dark']) {
    await s.page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
    assert.deepEqual(await axeViolations(s.page), [], `axe on ${where} (${theme})`);
  }
}

const heading = (s: Session) => s.page.getByRole('heading', { level: 1 }).first().textContent();
/** The titles of the posts a list shows, without their headings' anchor links. */
const listed = async (s: Session) =>
  (await s.page.locator('article h2').allTextContents()).map((title) => title.replace(/#$/, ''));

test('the list pages lead from one to the next and to each post', TIMEOUT, async (t) => {
  const s = await visit(t, '/blog');
  if (!s) return;
  const titles = () => listed(s);
  assert.deepEqual(await titles(), ['A new pond', 'Feeding']);
  await assertAxeClean(s, '/blog');
  await s.page.getByRole('link', { name: 'Older entries' }).click();
  await s.page.waitForURL(/\/blog\/page\/2$/);
  assert.deepEqual(await titles(), ['Welcome']);
  await assertAxeClean(s, '/blog/page/2');
  await s.page.getByRole('link', { name: 'Read more about Welcome' }).click();
  await s.page.waitForURL(/\/blog\/2024\/01\/10\/welcome$/);
  assert.equal(await heading(s), 'Welcome');
  assertQuiet(s);
});

test(
  'a post shows its byline with the avatar, its tags and the newer post; its tag and author pages',
  TIMEOUT,
  async (t) => {
    const s = await visit(t, '/blog/2024/01/10/welcome');
    if (!s) return;
    assert.match((await s.page.locator('.blog-post-byline').textContent()) ?? '', /January 10, 2024 · One min read/);
    const avatar = s.page.locator('img.blog-post-avatar');
    await avatar.scrollIntoViewIfNeeded();
    await s.page.waitForFunction(() => (document.querySelector('img.blog-post-avatar') as HTMLImageElement).complete);
    assert.equal(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth), 1);
    assert.ok(await s.page.getByText('From nine.').isVisible());
    await assertAxeClean(s, 'a post');
    assert.ok(
      await s.page
        .getByRole('link', { name: /Feeding/ })
        .first()
        .isVisible(),
    );

    await s.page.locator('article').getByRole('link', { name: 'News' }).click();
    await s.page.waitForURL(/\/blog\/tags\/news$/);
    assert.equal(await heading(s), '2 posts tagged with "News"');
    assert.ok(await s.page.getByText('What is new.').isVisible());
    await assertAxeClean(s, 'a tag page');
    await s.page.getByRole('link', { name: 'View all tags' }).click();
    await s.page.waitForURL(/\/blog\/tags$/);
    await assertAxeClean(s, 'the tags page');

    await s.page.goto(`${served!.url}/blog/authors`);
    await hydrated(s.page);
    await assertAxeClean(s, 'the authors page');
    await s.page.getByRole('link', { name: 'Ana Keeper' }).click();
    await s.page.waitForURL(/\/blog\/authors\/ana$/);
    assert.equal(await heading(s), 'Ana Keeper');
    assert.deepEqual(await listed(s), ['Feeding', 'Welcome']);
    await assertAxeClean(s, 'an author page');
    assertQuiet(s);
  },
);
