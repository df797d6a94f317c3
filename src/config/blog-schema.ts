import { z } from 'zod';
import {
  absoluteUrl,
  admonitionsSchema,
  instanceIdSchema,
  uniqueInstanceIds,
  withIdDefaults,
} from './common-schemas.js';

/** Docusaurus's name of the blog instance that has no `id`. */
export const DEFAULT_BLOG_ID = 'default';

const routePath = z
  .string()
  .regex(/^\/?([a-z0-9_.-]+(\/[a-z0-9_.-]+)*)?\/?$/i, 'expected a path such as "blog" or "changelog"')
  .transform((p) => p.replace(/^\/+|\/+$/g, ''));

const countOrAll = z.union([z.number().int().positive(), z.literal('ALL')]);

/** The options of Docusaurus's `plugin-content-blog`, with its names and defaults. */
const blogFields = {
  path: z.string().default('blog'),
  routeBasePath: routePath.default('blog'),
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  /** Posts per list page; `ALL` puts every post on one page. */
  postsPerPage: countOrAll.default(10),
  /** Posts in the sidebar of every blog page; `ALL`, or 0 for no sidebar. */
  blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
  blogSidebarTitle: z.string().default('Recent posts'),
  showReadingTime: z.boolean().default(true),
  editUrl: absoluteUrl.optional(),
  /** The authors map, relative to the blog folder (`authors.yml` or `.json`). */
  authorsMapPath: z.string().default('authors.yml'),
  /** The tags file, relative to the blog folder (`tags.yml` when there is one); `false` or `null` for none. */
  tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  onInlineAuthors: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  onUntruncatedBlogPosts: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  tagsBasePath: routePath.default('tags'),
  archiveBasePath: routePath.nullable().default('archive'),
  authorsBasePath: routePath.default('authors'),
  pageBasePath: routePath.default('page'),
  exclude: z.array(z.string().min(1)).default([]),
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  /** This blog's own admonitions, in place of `markdown.admonitions`, as Docusaurus's plugins take them. */
  admonitions: admonitionsSchema.optional(),
  feedOptions: z
    .strictObject({
      /** `all`, one type, a list of types, or `null` for no feed. */
      type: z
        .union([z.enum(['rss', 'atom', 'json', 'all']), z.array(z.enum(['rss', 'atom', 'json'])), z.null()])
        .default(['rss', 'atom']),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().optional(),
      language: z.string().optional(),
      /** Posts in a feed; `false` or `null` for every post. */
      limit: z.union([z.number().int().positive(), z.literal(false), z.null()]).default(20),
    })
    .prefault({}),
};

/** The config's `blog`: the default instance. */
export const blogInstanceSchema = z.strictObject(blogFields);

const instanceId = instanceIdSchema(DEFAULT_BLOG_ID, 'blog', 'changelog');

/** More blogs (a `changelog` beside the blog): each has every key of `blog`; folder and route default to the id. */
export const blogInstancesSchema = z
  .array(
    z
      .strictObject({ ...blogFields, id: instanceId, path: z.string().optional(), routeBasePath: routePath.optional() })
      .transform(withIdDefaults),
  )
  .default([])
  .superRefine(uniqueInstanceIds('blog'));

export type BlogOptions = z.output<typeof blogInstanceSchema>;
