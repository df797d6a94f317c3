import { DEFAULT_BLOG_ID, type BlogOptions } from '../../config/blog-schema.js';
import type { SiteConfig } from '../../config/schema.js';
import { translationsDir } from '../locales.js';

/** One blog of the config: `blog`, or an entry of `blogInstances`. */
export interface BlogInstance {
  /** Docusaurus's plugin id: `default` for `blog`. */
  id: string;
  /** Its content source's id: `blog`, or `blog:<id>`. */
  sourceId: string;
  /** Where its options are in the config, for error messages: `blog` or `blogInstances[0]`. */
  configKey: string;
  options: BlogOptions;
}

/** Every blog of the site, the config's `blog` first. */
export function blogInstancesOf(config: SiteConfig): BlogInstance[] {
  return [
    ...(config.blog ? [{ id: DEFAULT_BLOG_ID, sourceId: 'blog', configKey: 'blog', options: config.blog }] : []),
    ...config.blogInstances.map(({ id, ...options }, i) => ({
      id,
      sourceId: `blog:${id}`,
      configKey: `blogInstances[${i}]`,
      options,
    })),
  ];
}

/** `i18n/<locale>/docusaurus-plugin-content-blog[-<instance>]`: a blog's translated posts and files (`localeFolder`: `SiteLocale.dir`). */
export function translatedBlogFolder(instanceId: string, localeFolder: string): string {
  return translationsDir(localeFolder, 'docusaurus-plugin-content-blog', instanceId);
}
