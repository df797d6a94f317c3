import type { FrontMatterMemo } from '../content/front-matter.js';
import type { SiteConfig } from '../config/schema.js';
import type { StageErrors } from '../pipeline/stage-errors.js';
import type { DocSource } from '../shared/model.js';
import { blogInstancesOf, translatedBlogFolder } from './blog/blog-instances.js';
import { BlogSource, type BlogContent } from './blog/blog-source.js';
import { DocsSource, translatedDocsFolder, type DocOutlines, type DocsContent } from './docs/docs-source.js';
import { docsFoldersOf, docsInstancesOf } from './docs/docs-instances.js';
import { PagesSource, pagesDirOf } from './pages/pages-source.js';
import { PluginSource } from './plugins/plugin-source.js';
import type { SitePlugin } from '../plugins/load-plugins.js';
import type { BuildCache } from '../cache/build-cache.js';
import type { RefusedLink } from '../content/docs-folder.js';
import type { SiteLocale } from './locales.js';

/** What a source of Markdown files read, one per scope: a docs scope or a blog. */
export type ScopeContent = DocsContent | BlogContent;

export function isBlogContent(content: ScopeContent): content is BlogContent {
  return 'kind' in content && content.kind === 'blog';
}

/** Every folder of Markdown files the site reads: each docs version's, then each blog's. */
export function contentFoldersOf(config: SiteConfig): string[] {
  return [...new Set([...docsFoldersOf(config), ...blogInstancesOf(config).map((b) => b.options.path)])];
}

/**
 * Every folder of translated Markdown files of the `locales` (the default's too), whether it exists or not: each
 * docs version's and each blog's, as `translatedFolderOf` names them.
 */
export function translatedFoldersOf(config: SiteConfig, locales: SiteLocale[]): string[] {
  return locales.flatMap((locale) => [
    ...docsInstancesOf(config).flatMap(({ id, options }) =>
      (options.versionsRead ?? []).map((version) => translatedDocsFolder(id, version.name, locale.dir)),
    ),
    ...blogInstancesOf(config).map(({ id }) => translatedBlogFolder(id, locale.dir)),
  ]);
}

/** The folder of a scope's translated files (site-relative, posix), in its locale's i18n folder. */
export function translatedFolderOf(content: ScopeContent): string {
  return isBlogContent(content)
    ? translatedBlogFolder(content.instance.id, content.locale.dir)
    : translatedDocsFolder(content.instance.id, content.version.name, content.locale.dir);
}

/**
 * Every content source of a site, in the order their routes are claimed: the pages folder, the plugins' routes,
 * then each docs instance, then each blog. A new kind of source is made here from the config, and planned in
 * `src/site/plan-site.ts`.
 */
export class SiteSources {
  private constructor(
    readonly pages: PagesSource,
    readonly docs: (DocsSource | BlogSource)[],
    readonly plugins: PluginSource,
  ) {}

  /**
   * The sources of `config`. A docs instance configured as before keeps its source, and with it the docs it
   * read (its versions' translation files read again): one that fails to load now keeps its last good version.
   */
  static open(
    config: SiteConfig,
    site: {
      siteDir: string;
      locales: SiteLocale[];
      errors: StageErrors;
      dev: boolean;
      plugins?: SitePlugin[];
      configFile?: string;
    },
    previous?: SiteSources,
  ): SiteSources {
    /** The previous source of this kind configured as `instance` is now, in the same locales. */
    const kept = <S extends DocsSource | BlogSource>(kind: new (...args: never[]) => S, instance: unknown) =>
      previous?.docs.find(
        (d): d is S =>
          d instanceof kind &&
          JSON.stringify(d.instance) === JSON.stringify(instance) &&
          JSON.stringify(d.locales) === JSON.stringify(site.locales),
      );
    const docs = docsInstancesOf(config).map((instance) => {
      const same = kept(DocsSource, instance);
      same?.rereadTranslations();
      return same ?? new DocsSource(instance, site);
    });
    const blogs = blogInstancesOf(config).map(
      (instance) => kept(BlogSource, instance) ?? new BlogSource(instance, { ...site, staticDir: config.staticDir }),
    );
    const plugins = new PluginSource(
      site.plugins ?? [],
      {
        siteDir: site.siteDir,
        pagesDir: pagesDirOf(config),
        configFile: site.configFile ?? '',
        locales: site.locales,
      },
      previous?.plugins.contents(),
    );
    return new SiteSources(
      new PagesSource(site.siteDir, pagesDirOf(config), site.locales, config.pagesExclude),
      [...docs, ...blogs],
      plugins,
    );
  }

  /** Runs the plugins whose inputs changed (see `PluginSource`), their routes kept in `cache` between builds. */
  async readPlugins(cache: BuildCache | undefined): Promise<void> {
    await this.plugins.read([], 'none', cache);
  }

  /** Made ready for a cold read (see `DocsSource.prepare`). */
  async prepare(frontMatter: FrontMatterMemo | undefined, outlines?: DocOutlines): Promise<void> {
    await Promise.all(
      this.docs.map((d) => (d instanceof DocsSource ? d.prepare(frontMatter, outlines) : d.prepare(frontMatter))),
    );
  }

  /** Reads the docs and posts again (see `ContentSource.read`), each source the files it owns; answers the files looked at. */
  async readDocs(files: string[], scan: 'none' | 'new' | 'all'): Promise<Set<string>> {
    const touched = await Promise.all(this.docs.map((d) => d.read(files, scan)));
    return new Set(touched.flatMap((t) => [...t]));
  }

  /** The pages folder's modules and their translations, listed again. */
  async pageModules(): Promise<string[]> {
    await this.pages.read();
    return this.pages.allModules();
  }

  /** Each docs scope and blog as read now. */
  docContents(): ScopeContent[] {
    return this.docs.flatMap((d): ScopeContent[] => d.contents());
  }

  doc(file: string): DocSource | undefined {
    for (const source of this.docs) {
      const doc = source.get(file);
      if (doc) return doc;
    }
    return undefined;
  }

  /** The size and change time of a docs instance's file (absolute) when it was read (see `DocStore.stamp`). */
  stamp(file: string): string | undefined {
    for (const source of this.docs) if (source instanceof DocsSource && source.owns(file)) return source.stamp(file);
    return undefined;
  }

  /** The symbolic links of the docs folders that were not followed. */
  refusedLinks(): RefusedLink[] {
    return this.docs.flatMap((d) => d.refusedLinks());
  }

  /** Every doc read, by absolute path: what a change compares with. */
  docsByFile(): Map<string, DocSource> {
    return new Map(this.docs.flatMap((d) => [...d.docs()]));
  }
}
