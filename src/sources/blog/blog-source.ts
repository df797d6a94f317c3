import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RefusedLink } from '../../content/docs-folder.js';
import type { FrontMatterMemo } from '../../content/front-matter.js';
import type { LoadedDocs } from '../../content/load-docs.js';
import type { StageErrors } from '../../pipeline/stage-errors.js';
import type { DocSource } from '../../shared/model.js';
import { scopeKey, type ContentScope, type ContentSource } from '../content-source.js';
import { DocStore } from '../docs/doc-store.js';
import { readAuthorsMap, type AuthorsMap, type ReadAuthors } from './authors.js';
import { translatedBlogFolder, type BlogInstance } from './blog-instances.js';
import { readPost, withLocaleData } from './read-post.js';
import { readTagsFile, type TagsFile } from './tags-file.js';
import { localizedDocs, withoutOriginal, type SiteLocale } from '../locales.js';
import { readMessages, type Messages } from '../../i18n/translation-files.js';
import { routeInLocale } from '../../shared/urls.js';

/** What every post of a blog is read with. */
interface BlogData {
  authors: ReadAuthors;
  tags: TagsFile;
}

/** One blog as read in one locale: its posts (as docs of its scope, each with `post` set), newest first. */
export interface BlogContent extends LoadedDocs {
  kind: 'blog';
  scope: ContentScope;
  key: string;
  instance: BlogInstance;
  locale: SiteLocale;
  /** The authors map, by key. */
  authors: AuthorsMap;
  /** Its local avatars, by path in the output, and its missing ones (see `readAuthorsMap`). */
  avatars: Pick<ReadAuthors, 'avatars' | 'warnings'>;
  /** The posts of the locale's translated folder that translate no post of the blog (see `withoutOriginal`). */
  withoutOriginal: string[];
}

/**
 * The blog in one locale: its translated folder (`dir`, which may hold an `options.json`) and that folder's store,
 * when it is there.
 */
interface LocaleStores {
  locale: SiteLocale;
  scope: ContentScope;
  dir: string;
  translated?: DocStore;
}

/** The blog's options with a locale's `options.json` applied, as Docusaurus translates them. */
function translatedInstance(instance: BlogInstance, messages: Messages): BlogInstance {
  if (Object.keys(messages).length === 0) return instance;
  const { options } = instance;
  return {
    ...instance,
    options: {
      ...options,
      blogTitle: messages.title ?? options.blogTitle,
      blogDescription: messages.description ?? options.blogDescription,
      blogSidebarTitle: messages['sidebar.title'] ?? options.blogSidebarTitle,
    },
  };
}

/**
 * A blog's folder: its posts, read into one store, and its authors map; in each locale (the default too) the
 * translated folder (`i18n/<locale>/docusaurus-plugin-content-blog[-<id>]/`) read into another. A locale's blog has every
 * post, translated where the translated folder has the same file (as Docusaurus reads them), else the
 * default locale's, at the locale's routes.
 */
export class BlogSource implements ContentSource<BlogContent> {
  readonly id: string;
  readonly folders: string[];
  readonly locales: SiteLocale[];
  private readonly siteDir: string;
  private readonly store: DocStore;
  private readonly perLocale: LocaleStores[];
  private content?: { changes: string; data: Map<string, BlogData>; contents: BlogContent[] };
  /**
   * The authors map and tags file of the blog folder (at `''`) and of each locale's translated folder (by locale),
   * read with the first post of each full read that needs them.
   */
  private data = new Map<string, BlogData>();
  private readonly dataOf: (locale?: SiteLocale) => BlogData;

  constructor(
    readonly instance: BlogInstance,
    site: { siteDir: string; staticDir: string; locales: SiteLocale[]; errors: StageErrors; dev: boolean },
  ) {
    this.id = instance.sourceId;
    this.locales = site.locales;
    this.siteDir = site.siteDir;
    const { options } = instance;
    const defaultLocale = site.locales.find((l) => l.isDefault) ?? site.locales[0]!;
    // As Docusaurus, a locale (the default too) reads the authors map and the tags file of its translated folder
    // where that folder has them, else the blog's.
    this.dataOf = (locale) => {
      const name = locale?.name ?? '';
      let data = this.data.get(name);
      if (data) return data;
      const base = name ? this.dataOf() : undefined;
      const dir = locale ? translatedBlogFolder(instance.id, locale.dir) : options.path;
      const absolute = path.resolve(site.siteDir, dir);
      const shown = dir.split(path.sep).join('/');
      const own = (file: string | false | null | undefined) =>
        !base || (typeof file === 'string' && existsSync(path.join(absolute, file)));
      const ownAuthors = own(options.authorsMapPath);
      const ownTags = own(options.tags === undefined ? 'tags.yml' : options.tags);
      data =
        base && !ownAuthors && !ownTags
          ? base
          : {
              authors: ownAuthors ? readAuthorsMap(absolute, options.authorsMapPath, shown, site) : base!.authors,
              tags: ownTags ? readTagsFile(absolute, options.tags, shown) : base!.tags,
            };
      this.data.set(name, data);
      return data;
    };
    const store = (dir: string, locale: SiteLocale, translation?: SiteLocale) => {
      const scope = scopeKey({ source: this.id, locale: locale.name });
      const routeBase = routeInLocale(`/${options.routeBasePath}`, locale.prefix).slice(1);
      const folder = { siteDir: site.siteDir, root: path.resolve(site.siteDir, dir), routeBase, scope };
      return new DocStore(
        {
          siteDir: site.siteDir,
          docsDir: dir,
          routeBase,
          exclude: options.exclude,
          scope,
          // The authors map and tags file are read with the first post: an error in them is that post's, and each
          // post's after.
          read: (postPath) => {
            const { authors, tags } = this.dataOf(translation);
            return readPost(postPath, {
              ...folder,
              authors: authors.authors,
              tags,
              options,
              frontMatter: this.store.folder.frontMatter,
            });
          },
        },
        site.errors,
        site.dev,
      );
    };
    this.store = store(options.path, defaultLocale);
    this.perLocale = site.locales.map((locale) => {
      const scope = { source: this.id, locale: locale.name };
      const dir = translatedBlogFolder(instance.id, locale.dir);
      const exists = statSync(path.join(site.siteDir, dir), { throwIfNoEntry: false })?.isDirectory();
      return { locale, scope, dir, ...(exists ? { translated: store(dir, locale, locale) } : {}) };
    });
    this.folders = this.stores().map((s) => s.root);
  }

  private stores(): DocStore[] {
    return [this.store, ...this.perLocale.flatMap((l) => (l.translated ? [l.translated] : []))];
  }

  prepare(frontMatter: FrontMatterMemo | undefined): Promise<void> {
    for (const store of this.stores()) store.folder.frontMatter = frontMatter;
    return Promise.resolve();
  }

  owns(file: string): boolean {
    return this.folders.some((folder) => file.startsWith(folder + path.sep));
  }

  async read(files: string[], scan: 'none' | 'new' | 'all'): Promise<Set<string>> {
    if (scan === 'all') this.data = new Map();
    const touched = await Promise.all(
      this.stores().map((store) =>
        store.sync(
          files.filter((file) => file.startsWith(store.root + path.sep)),
          scan,
        ),
      ),
    );
    return new Set(touched.flatMap((t) => [...t]));
  }

  get(file: string): DocSource | undefined {
    for (const store of this.stores()) {
      const doc = store.get(file);
      if (doc) return doc;
    }
    return undefined;
  }

  /** The symbolic links of the blog folders that their last listing did not follow. */
  refusedLinks(): RefusedLink[] {
    return this.stores().flatMap((store) => store.refusedLinks);
  }

  docs(): Map<string, DocSource> {
    return new Map(this.stores().flatMap((store) => [...store.copy()]));
  }

  contents(): BlogContent[] {
    // Read at each plan, as the config is: a change of the file plans the site again with this source kept.
    const options = this.perLocale.map(({ dir }) => readMessages(this.siteDir, `${dir}/options.json`));
    const changes = [...this.stores().map((s) => s.changes), JSON.stringify(options)].join();
    if (this.content?.changes !== changes || this.content.data !== this.data) {
      const { docs, draftIds } = this.store.list();
      const defaultData = docs.length > 0 ? this.dataOf() : undefined;
      const contents = this.perLocale.map(({ locale, scope, translated }, i): BlogContent => {
        const key = scopeKey(scope);
        const data = docs.length > 0 ? this.dataOf(locale) : undefined;
        // The default locale's posts, where a translation does not replace them, with the locale's authors and tags.
        const own =
          data && data !== defaultData ? docs.map((doc) => withLocaleData(doc, data.authors.authors, data.tags)) : docs;
        const translations = translated?.list().docs;
        const posts =
          locale.prefix === '' && !translations && own === docs ? docs : localizedDocs(own, translations, locale, key);
        // The avatars of one authors map are copied, and a missing one reported, once: with the first locale reading it.
        const firstReader = this.perLocale.find((l) => data && this.dataOf(l.locale).authors === data.authors);
        return {
          kind: 'blog',
          scope,
          key,
          instance: translatedInstance(this.instance, options[i]),
          locale,
          authors: data?.authors.authors ?? new Map(),
          avatars: (firstReader?.locale === locale && data?.authors) || { avatars: new Map(), warnings: [] },
          // Newest first, as every list of the blog shows them; a day's posts by path, for a stable order.
          docs: [...posts].sort(
            (a, b) => b.post!.date.localeCompare(a.post!.date) || a.docPath.localeCompare(b.docPath),
          ),
          draftIds,
          withoutOriginal: translations ? withoutOriginal({ docs, draftIds }, translations) : [],
        };
      });
      this.content = { changes, data: this.data, contents };
    }
    return this.content.contents;
  }
}
