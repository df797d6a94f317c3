import type { BlogOptions } from '../../config/blog-schema.js';
import type { OutputFile } from '../../output/write-site.js';
import type { DocSource, SiteData } from '../../shared/model.js';
import { withBaseUrl } from '../../shared/urls.js';

/** What the feeds of one blog are made from, known once the blog is planned. */
export interface FeedPlan {
  /** The posts the feeds carry: listed ones, newest first, `limit` of them. */
  posts: DocSource[];
  options: BlogOptions;
  routeBase: string;
  site: Pick<SiteData, 'title' | 'url' | 'baseUrl' | 'trailingSlash'> & { lang: string };
}

/** What the rendered page of a post gives its feed item: its content's HTML and its description. */
export interface FeedPage {
  feedContent?: string;
  description: string;
}

const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Text in a CDATA section, which holds anything but its own end. */
const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** A post's date as a full time: a day alone is its midnight in UTC. */
function postTime(post: DocSource): Date {
  return new Date(post.post!.date);
}

/** One address of the content resolved against the post's URL; one `URL` cannot read is left as written. */
function resolved(value: string, base: string): string {
  try {
    return new URL(value.replaceAll('&amp;', '&'), base).href.replaceAll('&', '&amp;');
  } catch {
    return value;
  }
}

/**
 * A post's content with every link and image address absolute, resolved against the post's own URL as Docusaurus
 * does: a feed reader shows the content away from the site, where `/assets/x.png` or `#usage` lead nowhere.
 */
export function absoluteContent(html: string, postUrl: string): string {
  return html.replace(/(\s(?:href|src|srcset)=")([^"]*)"/g, (_, attribute: string, value: string) => {
    const urls = attribute.includes('srcset')
      ? value
          .split(',')
          .map((candidate) => {
            const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
            return [resolved(url, postUrl), ...descriptor].join(' ');
          })
          .join(', ')
      : resolved(value, postUrl);
    return `${attribute}${urls}"`;
  });
}

/** The feeds' file names, as Docusaurus writes them. */
export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

export function feedTypes(options: BlogOptions): (keyof typeof FEED_FILES)[] {
  const { type } = options.feedOptions;
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return typeof type === 'string' ? [type] : type;
}

/** The listed posts (newest first) that the feeds carry: `feedOptions.limit` of them, or every one. */
export function feedPosts(listed: DocSource[], options: BlogOptions): DocSource[] {
  const { limit } = options.feedOptions;
  return limit ? listed.slice(0, limit) : listed;
}

/**
 * `rss.xml`, `atom.xml` and `feed.json` of a blog, as `feedOptions` asks: each post's title, link, date, authors, tags,
 * summary (its description) and whole content, from the post's rendered page (`pageOf`) as Docusaurus takes it from
 * its built page.
 */
export function blogFeeds(input: FeedPlan, pageOf: (route: string) => FeedPage | undefined): OutputFile[] {
  const { options, site, posts } = input;
  const feed = options.feedOptions;
  const abs = (route: string) => site.url.replace(/\/$/, '') + withBaseUrl(route, site.baseUrl, site.trailingSlash);
  const home = abs(input.routeBase);
  const title = feed.title ?? `${site.title} Blog`;
  const description = feed.description ?? `${site.title} Blog`;
  const language = feed.language ?? site.lang;
  const updated = (posts[0] ? postTime(posts[0]) : new Date(0)).toISOString();
  const items = posts.map((post) => {
    const url = abs(post.route);
    const page = pageOf(post.route);
    return {
      post,
      url,
      summary: post.frontMatter.description ?? page?.description ?? '',
      content: page?.feedContent === undefined ? undefined : absoluteContent(page.feedContent, url),
      date: postTime(post),
      tags: post.post!.tags.map((t) => t.label),
      authors: post.post!.authors.filter((a) => a.name),
    };
  });
  const files: OutputFile[] = [];
  const at = (name: string) => `${input.routeBase.replace(/^\//, '')}/${name}`;
  for (const type of feedTypes(options)) {
    if (type === 'rss') {
      const entries = items.map((i) =>
        [
          '<item>',
          `<title>${xml(i.post.title)}</title>`,
          `<link>${xml(i.url)}</link>`,
          `<guid>${xml(i.url)}</guid>`,
          `<pubDate>${i.date.toUTCString()}</pubDate>`,
          i.summary ? `<description>${xml(i.summary)}</description>` : '',
          i.content === undefined ? '' : `<content:encoded>${cdata(i.content)}</content:encoded>`,
          ...i.authors.filter((a) => a.email).map((a) => `<author>${xml(`${a.email} (${a.name})`)}</author>`),
          ...i.tags.map((t) => `<category>${xml(t)}</category>`),
          '</item>',
        ].join(''),
      );
      files.push({
        path: at(FEED_FILES.rss),
        contents: [
          '<?xml version="1.0" encoding="utf-8"?>',
          '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
          '<channel>',
          `<title>${xml(title)}</title>`,
          `<link>${xml(home)}</link>`,
          `<description>${xml(description)}</description>`,
          `<atom:link href="${xml(abs(`${input.routeBase}/${FEED_FILES.rss}`))}" rel="self" type="application/rss+xml"/>`,
          `<lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>`,
          `<language>${xml(language)}</language>`,
          feed.copyright ? `<copyright>${xml(feed.copyright)}</copyright>` : '',
          ...entries,
          '</channel>',
          '</rss>',
          '',
        ]
          .filter(Boolean)
          .join('\n'),
      });
    } else if (type === 'atom') {
      const entries = items.map((i) =>
        [
          '<entry>',
          `<title type="html">${xml(i.post.title)}</title>`,
          `<id>${xml(i.url)}</id>`,
          `<link href="${xml(i.url)}"/>`,
          `<updated>${i.date.toISOString()}</updated>`,
          i.summary ? `<summary type="html">${xml(i.summary)}</summary>` : '',
          i.content === undefined ? '' : `<content type="html">${xml(i.content)}</content>`,
          ...i.authors.map(
            (a) => `<author><name>${xml(a.name!)}</name>${a.url ? `<uri>${xml(a.url)}</uri>` : ''}</author>`,
          ),
          ...i.tags.map((t) => `<category label="${xml(t)}" term="${xml(t)}"/>`),
          '</entry>',
        ].join(''),
      );
      files.push({
        path: at(FEED_FILES.atom),
        contents: [
          '<?xml version="1.0" encoding="utf-8"?>',
          '<feed xmlns="http://www.w3.org/2005/Atom">',
          `<id>${xml(home)}</id>`,
          `<title>${xml(title)}</title>`,
          `<updated>${updated}</updated>`,
          `<link rel="alternate" href="${xml(home)}"/>`,
          `<link rel="self" href="${xml(abs(`${input.routeBase}/${FEED_FILES.atom}`))}"/>`,
          `<subtitle>${xml(description)}</subtitle>`,
          feed.copyright ? `<rights>${xml(feed.copyright)}</rights>` : '',
          ...entries,
          '</feed>',
          '',
        ]
          .filter(Boolean)
          .join('\n'),
      });
    } else {
      const json = {
        version: 'https://jsonfeed.org/version/1.1',
        title,
        home_page_url: home,
        feed_url: abs(`${input.routeBase}/${FEED_FILES.json}`),
        description,
        language,
        items: items.map((i) => ({
          id: i.url,
          url: i.url,
          title: i.post.title,
          ...(i.content === undefined ? { content_text: i.summary || i.post.title } : { content_html: i.content }),
          ...(i.summary ? { summary: i.summary } : {}),
          date_published: i.date.toISOString(),
          ...(i.authors.length > 0
            ? { authors: i.authors.map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}) })) }
            : {}),
          ...(i.tags.length > 0 ? { tags: i.tags } : {}),
        })),
      };
      files.push({ path: at(FEED_FILES.json), contents: `${JSON.stringify(json, null, 2)}\n` });
    }
  }
  return files;
}
