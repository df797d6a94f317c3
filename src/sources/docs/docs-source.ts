import path from 'node:path';
import type { FrontMatterMemo } from '../../content/front-matter.js';
import { readLastUpdates } from '../../content/last-update.js';
import type { LoadedDocs } from '../../content/load-docs.js';
import type { StageErrors } from '../../pipeline/stage-errors.js';
import type { DocSource } from '../../shared/model.js';
import { scopeKey, type ContentScope, type ContentSource } from '../content-source.js';
import type { RefusedLink } from '../../content/docs-folder.js';
import { DocStore } from './doc-store.js';
import type { DocsInstance } from './docs-instances.js';

/** One scope of a docs instance as read: the plan's input. */
export interface DocsContent extends LoadedDocs {
  scope: ContentScope;
  /** `scopeKey(scope)`, which each of `docs` carries. */
  key: string;
  instance: DocsInstance;
}

/** The version the docs folder itself holds, as Docusaurus names it. */
export const CURRENT_VERSION = 'current';

/** A docs instance: its docs folder, read into one store per version. */
export class DocsSource implements ContentSource<DocsContent> {
  readonly id: string;
  readonly folders: string[];
  readonly locale: string;
  private readonly scope: ContentScope;
  private readonly store: DocStore;
  /** What `contents` answered, with the store's count of changes then: the same object while nothing changes. */
  private content?: { changes: number; contents: DocsContent[] };

  constructor(
    readonly instance: DocsInstance,
    site: { siteDir: string; locale: string; errors: StageErrors; dev: boolean },
  ) {
    this.id = instance.sourceId;
    this.locale = site.locale;
    this.scope = { source: this.id, version: CURRENT_VERSION, locale: site.locale };
    const { options } = instance;
    this.store = new DocStore(
      {
        siteDir: site.siteDir,
        docsDir: options.path,
        routeBase: options.routeBasePath,
        exclude: options.exclude,
        scope: scopeKey(this.scope),
      },
      site.errors,
      site.dev,
    );
    this.folders = [this.store.root];
  }

  /**
   * Made ready for a cold read: with the front matter parsed by earlier builds, and each doc's last change
   * from git when the instance shows it.
   */
  async prepare(frontMatter: FrontMatterMemo | undefined): Promise<void> {
    const { options } = this.instance;
    this.store.folder.frontMatter = frontMatter;
    this.store.folder.lastUpdates =
      options.showLastUpdateTime || options.showLastUpdateAuthor ? await readLastUpdates(this.store.root) : undefined;
  }

  owns(file: string): boolean {
    return this.folders.some((folder) => file.startsWith(folder + path.sep));
  }

  read(files: string[], scan: 'none' | 'new' | 'all'): Promise<Set<string>> {
    return this.store.sync(
      files.filter((file) => this.owns(file)),
      scan,
    );
  }

  get(file: string): DocSource | undefined {
    return this.store.get(file);
  }

  /** The symbolic links of the docs folder that its last listing did not follow. */
  refusedLinks(): RefusedLink[] {
    return this.store.refusedLinks;
  }

  /** Every doc read, by absolute path. */
  docs(): Map<string, DocSource> {
    return this.store.copy();
  }

  contents(): DocsContent[] {
    const { changes } = this.store;
    if (this.content?.changes !== changes) {
      const contents = [{ scope: this.scope, key: scopeKey(this.scope), instance: this.instance, ...this.store.list() }];
      this.content = { changes, contents };
    }
    return this.content.contents;
  }
}
