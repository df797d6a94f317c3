import { existsSync } from 'node:fs';
import path from 'node:path';
import { MARKDOWN_PLUGIN_KEYS } from '../markdown/site-plugins.js';
import { compact, isRecord, str, type Json } from './config-values.js';
import { admonitionsOption } from './admonitions-option.js';

/**
 * Docusaurus's blog plugin (`plugin-content-blog`, or the classic preset's `blog`) as docgen's blogs: the preset's
 * options become `blog`, each further plugin entry with an `id` (a changelog) an entry of `blogInstances`.
 */

/** Options docgen takes as they are. */
const CARRIED = [
  'path',
  'routeBasePath',
  'blogTitle',
  'blogDescription',
  'postsPerPage',
  'blogSidebarCount',
  'blogSidebarTitle',
  'showReadingTime',
  'editUrl',
  'authorsMapPath',
  'tags',
  'onInlineTags',
  'onInlineAuthors',
  'onUntruncatedBlogPosts',
  'tagsBasePath',
  'archiveBasePath',
  'authorsBasePath',
  'pageBasePath',
  'exclude',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
];
const FEED_KEYS = ['type', 'title', 'description', 'copyright', 'language', 'limit'];
/** Why the feed options docgen does not take are left behind, in their "not carried over" line. */
const FEED_KEYS_LEFT: Record<string, string> = {
  createFeedItems: "docgen's feed items are Docusaurus's default ones: each listed post, whole, links made absolute",
  xslt: "docgen's feeds have no XSLT style sheet for browsers",
};

export function isBlogPlugin(name: string): boolean {
  return /content-blog$/.test(name);
}

/** One blog's options as docgen's keys; what docgen cannot take (functions, remark plugins) named in `notCarried`. */
function blogConfig(options: Json, where: string, notCarried: string[]): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(options)) {
    // The Markdown plugins are named with the docs' (src/init/markdown-plugins.ts): docgen gives every page those.
    if (key === 'id' || (MARKDOWN_PLUGIN_KEYS as readonly string[]).includes(key)) continue;
    if (key === 'admonitions') {
      out.admonitions = admonitionsOption(value);
    } else if (key === 'feedOptions' && isRecord(value)) {
      const feed: Json = {};
      for (const [feedKey, feedValue] of Object.entries(value)) {
        if (FEED_KEYS.includes(feedKey) && typeof feedValue !== 'function') feed[feedKey] = feedValue as Json[string];
        else
          notCarried.push(
            `${where}.feedOptions.${feedKey}${FEED_KEYS_LEFT[feedKey] ? `: ${FEED_KEYS_LEFT[feedKey]}` : ''}`,
          );
      }
      out.feedOptions = feed;
    } else if (CARRIED.includes(key) && typeof value !== 'function' && !(value instanceof RegExp))
      out[key] = key === 'path' ? str(value)!.replace(/^\.\//, '') : (value as Json[string]);
    else if (!(Array.isArray(value) && value.length === 0))
      notCarried.push(`${where}.${key}${typeof value === 'function' ? ': a function' : ''}`);
  }
  return compact(out);
}

/**
 * The site's blogs: the preset's `blog` (on by default, as in Docusaurus, when the site has a `blog` folder),
 * and each blog plugin with an `id`. `plugins` are the plugin entries the config lists.
 */
export function blogsOf(
  presetBlog: unknown,
  blogPlugins: unknown[],
  context: { siteDir?: string; notCarried: string[] },
): { blog?: Json; blogInstances?: Json[] } {
  const { notCarried } = context;
  const defaultOn =
    presetBlog === undefined && context.siteDir !== undefined && existsSync(path.join(context.siteDir, 'blog'));
  const blog = isRecord(presetBlog)
    ? blogConfig(presetBlog, 'presets.classic.blog', notCarried)
    : defaultOn
      ? {}
      : undefined;
  const instances = blogPlugins.flatMap((plugin, i) => {
    const options = Array.isArray(plugin) && isRecord(plugin[1]) ? plugin[1] : {};
    const id = str(options.id);
    if (!id || id === 'default') return [];
    return [{ id, ...blogConfig(options, `plugins[${i}] (${id})`, notCarried) }];
  });
  return compact({ blog, blogInstances: instances.length > 0 ? instances : undefined });
}
