import path from 'node:path';
import type { RefusedLink } from '../../content/docs-folder.js';
import type { FrontMatterMemo } from '../../content/front-matter.js';
import type { LoadedDocs } from '../../content/load-docs.js';
import type { StageErrors } from '../../pipeline/stage-errors.js';
import type { DocSource } from '../../shared/model.js';
import { scopeKey, type ContentScope, type ContentSource } from '../content-source.js';
import { DocStore } from '../docs/doc-store.js';
import { readAuthorsMap, type AuthorsMap, type ReadAuthors } from './authors.js';
import type { BlogInstance } from './blog-instances.js';
import { readPost } from './read-post.js';
import { readTagsFile, type TagsFile } from './tags-file.js';

/** What every post of a blog is read with. */
interface BlogData {
  authors: ReadAuthors;
  tags: TagsFile;
}

/** One blog as read: its posts (as docs of its scope, each with `post` set), newest first. */
export interface BlogContent extends LoadedDocs {
  kind: 'blog';
  scope: ContentScope;
  key: string;
  instance: BlogInstance;
  /** The authors map, by key. */
  authors: AuthorsMap;
  /** Its local avatars, by path in the output, and its missing ones (see `readAuthorsMap`). */
  avatars: Pick<ReadAuthors, 'avatars' | 'warnings'>;
}

/** A blog's folder: its posts, read into one store, and its authors map. */
export class BlogSource implements ContentSource<BlogContent> {
  readonly id: string;
  readonly folders: string[];
  readonly locale: string;
  private readonly scope: ContentScope;
  private readonly store: DocStore;
  private content?: { changes: number; data?: BlogData; contents: BlogContent[] };
  /** The authors map and the tags file, read with the first post of each full read. */
  private data?: BlogData;

  constructor(
    readonly instance: BlogInstance,
    site: { siteDir: string; staticDir: string; locale: string; errors: StageErrors; dev: boolean },
  ) {
    this.id = instance.sourceId;
    this.locale = site.locale;
    this.scope = { source: this.id, locale: site.locale };
    const { options } = instance;
    const root = path.resolve(site.siteDir, options.path);
    const shownDir = options.path.split(path.sep).join('/');
    const folder = { siteDir: site.siteDir, root, routeBase: options.routeBasePath, scope: scopeKey(this.scope) };
    this.store = new DocStore(
      {
        siteDir: site.siteDir,
        docsDir: options.path,
        routeBase: options.routeBasePath,
        exclude: options.exclude,
        scope: folder.scope,
        // The authors map and tags file are read with the first post: an error in them is that post's, and each
        // post's after.
        read: (postPath) => {
          this.data ??= {
            authors: readAuthorsMap(root, options.authorsMapPath, shownDir, site),
            tags: readTagsFile(root, options.tags, shownDir),
          };
          const { authors, tags } = this.data;
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
    this.folders = [this.store.root];
  }

  prepare(frontMatter: FrontMatterMemo | undefined): Promise<void> {
    this.store.folder.frontMatter = frontMatter;
    return Promise.resolve();
  }

  owns(file: string): boolean {
    return this.folders.some((folder) => file.startsWith(folder + path.sep));
  }

  read(files: string[], scan: 'none' | 'new' | 'all'): Promise<Set<string>> {
    if (scan === 'all') this.data = undefined;
    return this.store.sync(
      files.filter((file) => this.owns(file)),
      scan,
    );
  }

  get(file: string): DocSource | undefined {
    return this.store.get(file);
  }

  /** The symbolic links of the blog folder that its last listing did not follow. */
  refusedLinks(): RefusedLink[] {
    return this.store.refusedLinks;
  }

  docs(): Map<string, DocSource> {
    return this.store.copy();
  }

  contents(): BlogContent[] {
    const { changes } = this.store;
    if (this.content?.changes !== changes || this.content.data !== this.data) {
      const { docs, draftIds } = this.store.list();
      // Newest first, as every list of the blog shows them; a day's posts by path, for a stable order.
      const posts = [...docs].sort(
        (a, b) => b.post!.date.localeCompare(a.post!.date) || a.docPath.localeCompare(b.docPath),
      );
      const contents: BlogContent[] = [
        {
          kind: 'blog',
          scope: this.scope,
          key: scopeKey(this.scope),
          instance: this.instance,
          authors: this.data?.authors.authors ?? new Map(),
          avatars: this.data?.authors ?? { avatars: new Map(), warnings: [] },
          docs: posts,
          draftIds,
        },
      ];
      this.content = { changes, data: this.data, contents };
    }
    return this.content.contents;
  }
}
