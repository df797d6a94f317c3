import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { SitePlan } from '../site/plan-site.js';
import type { BlogPlan } from '../sources/blog/plan-blog.js';
import { docusaurusI18n, docusaurusSiteConfig } from '../shared/docusaurus-context.js';
import type { SiteData } from '../shared/model.js';
import { withBaseUrl } from '../shared/urls.js';

/**
 * The data Docusaurus writes into `.docusaurus/` while it builds, which a site's code may import (`@generated/…`,
 * or a path into the folder): docgen makes the same files, with the same shapes, from its own content model, by their
 * path under `.docusaurus/`. They are the first locale's: one bundle serves every locale.
 */
export type GeneratedData = Record<string, unknown>;

/** A site package's `version`, or undefined when it has none. */
function versionOf(packageJson: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

function docusaurusVersion(siteDir: string): string | undefined {
  try {
    return versionOf(createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/core/package.json'));
  } catch {
    return undefined;
  }
}

const metadataBySite = new Map<string, object>();

/**
 * `site-metadata.json`: the versions of the site and of its Docusaurus, read once per site folder. Watch mode asks for
 * the generated data after every edit; a package installed while it serves shows after a restart.
 */
function siteMetadata(siteDir: string): object {
  let metadata = metadataBySite.get(siteDir);
  if (!metadata) {
    metadata = {
      docusaurusVersion: docusaurusVersion(siteDir),
      siteVersion: versionOf(path.join(siteDir, 'package.json')),
      pluginVersions: {},
    };
    metadataBySite.set(siteDir, metadata);
  }
  return metadata;
}

/** A blog's two data files: the recent posts its sidebar lists (`blogSidebarCount`), and where its pages are. */
function blogData(blog: BlogPlan, site: SiteData): GeneratedData {
  const { id, options } = blog.content.instance;
  const link = (route: string) => withBaseUrl(route, site.baseUrl, site.trailingSlash);
  const posts = blog.content.docs;
  const recent = options.blogSidebarCount === 'ALL' ? posts : posts.slice(0, options.blogSidebarCount);
  const dir = `docusaurus-plugin-content-blog/${id}`;
  const blogBasePath = withBaseUrl(blog.routeBase, site.baseUrl);
  return {
    [`${dir}/blog-post-list-prop-${id}.json`]: {
      title: options.blogSidebarTitle,
      items: recent.map((post) => ({
        title: post.frontMatter.sidebar_label ?? post.title,
        permalink: link(post.route),
        unlisted: post.frontMatter.unlisted === true,
        date: new Date(post.post!.date).toISOString(),
      })),
    },
    [`${dir}/blogMetadata-${id}.json`]: {
      blogBasePath,
      blogTitle: options.blogTitle,
      authorsListPath: `${blogBasePath.replace(/\/$/, '')}/${options.authorsBasePath}`,
    },
  };
}

export function docusaurusGeneratedData(
  siteDir: string,
  plan: Pick<SitePlan, 'site' | 'blogs' | 'locales'>,
  i18nConfig: Pick<SiteConfig['i18n'], 'path' | 'localeConfigs'>,
): GeneratedData {
  const { site } = plan;
  const first = plan.locales[0]?.name;
  const i18n = docusaurusI18n(site);
  const locales = site.i18n?.locales ?? [{ name: site.lang, label: site.lang, lang: site.lang, baseUrl: site.baseUrl }];
  return {
    'docusaurus.config.mjs': docusaurusSiteConfig(site),
    'site-metadata.json': siteMetadata(siteDir),
    'i18n.json': {
      ...i18n,
      // Where the translations are: the i18n folder, and each locale's folder in it (its `path`, else its name).
      path: i18nConfig.path,
      localeConfigs: Object.fromEntries(
        locales.map((l) => [
          l.name,
          {
            label: l.label,
            htmlLang: l.lang,
            path: i18nConfig.localeConfigs[l.name]?.path ?? l.name,
            baseUrl: l.baseUrl,
          },
        ]),
      ),
    },
    'codeTranslations.json': site.translations ?? {},
    ...Object.assign({}, ...plan.blogs.filter((b) => b.content.locale.name === first).map((b) => blogData(b, site))),
  };
}
