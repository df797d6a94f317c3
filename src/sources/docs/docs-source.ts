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
import type { DocsVersion } from './versions.js';

/** One scope of a docs instance as read (one version, in one locale): the plan's input. */
export interface DocsContent extends LoadedDocs {
  scope: ContentScope;
  /** `scopeKey(scope)`, which each of `docs` carries. */
  key: string;
  instance: DocsInstance;
  version: DocsVersion;
}

/** A docs instance: each of its versions' folder read into a store of its own. */
export class DocsSource implements ContentSource<DocsContent> {
  readonly id: string;
  readonly folders: string[];
  readonly locale: string;
  private readonly versions: { version: DocsVersion; scope: ContentScope; store: DocStore }[];
  /** What `contents` answered, with the stores' counts of changes then: the same objects while nothing changes. */
  private content?: { changes: string; contents: DocsContent[] };

  constructor(
    readonly instance: DocsInstance,
    site: { siteDir: string; locale: string; errors: StageErrors; dev: boolean },
  ) {
    this.id = instance.sourceId;
    this.locale = site.locale;
    const { options } = instance;
    this.versions = (options.versionsRead ?? []).map((version) => {
      const scope = { source: this.id, version: version.name, locale: site.locale };
      const folder = {
        siteDir: site.siteDir,
        docsDir: version.docsDir,
        routeBase: version.routeBase,
        exclude: options.exclude,
        scope: scopeKey(scope),
      };
      return { version, scope, store: new DocStore(folder, site.errors, site.dev) };
    });
    this.folders = this.versions.map((v) => v.store.root);
  }

  /**
   * Made ready for a cold read: with the front matter parsed by earlier builds, and each doc's last change
   * from git when the instance shows it.
   */
  async prepare(frontMatter: FrontMatterMemo | undefined): Promise<void> {
    const { options } = this.instance;
    const showUpdates = options.showLastUpdateTime || options.showLastUpdateAuthor;
    await Promise.all(
      this.versions.map(async ({ store }) => {
        store.folder.frontMatter = frontMatter;
        store.folder.lastUpdates = showUpdates ? await readLastUpdates(store.root) : undefined;
      }),
    );
  }

  owns(file: string): boolean {
    return this.folders.some((folder) => file.startsWith(folder + path.sep));
  }

  async read(files: string[], scan: 'none' | 'new' | 'all'): Promise<Set<string>> {
    const touched = await Promise.all(
      this.versions.map(({ store }) =>
        store.sync(
          files.filter((file) => file.startsWith(store.root + path.sep)),
          scan,
        ),
      ),
    );
    return new Set(touched.flatMap((t) => [...t]));
  }

  get(file: string): DocSource | undefined {
    for (const { store } of this.versions) {
      const doc = store.get(file);
      if (doc) return doc;
    }
    return undefined;
  }

  /** The symbolic links of the docs folders (one per version) that their last listing did not follow. */
  refusedLinks(): RefusedLink[] {
    return this.versions.flatMap(({ store }) => store.refusedLinks);
  }

  /** Every doc read, by absolute path. */
  docs(): Map<string, DocSource> {
    return new Map(this.versions.flatMap(({ store }) => [...store.copy()]));
  }

  contents(): DocsContent[] {
    const changes = this.versions.map(({ store }) => store.changes).join();
    if (this.content?.changes !== changes) {
      const before = this.content?.contents;
      const contents = this.versions.map(({ version, scope, store }, i) => {
        const kept = before?.[i];
        // A version none of whose docs changed keeps its object, and with it its plan.
        if (kept && this.content!.changes.split(',')[i] === String(store.changes)) return kept;
        return { scope, key: scopeKey(scope), instance: this.instance, version, ...store.list() };
      });
      this.content = { changes, contents };
    }
    return this.content.contents;
  }
}
