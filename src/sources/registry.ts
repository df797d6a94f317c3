import type { FrontMatterMemo } from '../content/front-matter.js';
import type { SiteConfig } from '../config/schema.js';
import type { StageErrors } from '../pipeline/stage-errors.js';
import type { DocSource } from '../shared/model.js';
import { DocsSource, type DocsContent } from './docs/docs-source.js';
import { docsInstancesOf } from './docs/docs-instances.js';
import { PagesSource, pagesDirOf } from './pages/pages-source.js';
import type { RefusedLink } from '../content/docs-folder.js';

/**
 * Every content source of a site, in the order their routes are claimed: the pages folder, then each docs
 * instance. A new kind of source is made here from the config, and planned in `src/site/plan-site.ts`.
 */
export class SiteSources {
  private constructor(
    readonly pages: PagesSource,
    readonly docs: DocsSource[],
  ) {}

  /**
   * The sources of `config`. A docs instance configured as before keeps its source, and with it the docs it
   * read: one that fails to load now keeps its last good version.
   */
  static open(
    config: SiteConfig,
    site: { siteDir: string; errors: StageErrors; dev: boolean },
    previous?: SiteSources,
  ): SiteSources {
    const locale = config.i18n.defaultLocale;
    const docs = docsInstancesOf(config).map((instance) => {
      const same = previous?.docs.find(
        (d) => JSON.stringify(d.instance) === JSON.stringify(instance) && d.locale === locale,
      );
      return same ?? new DocsSource(instance, { ...site, locale });
    });
    return new SiteSources(new PagesSource(site.siteDir, pagesDirOf(config), locale), docs);
  }

  /** Made ready for a cold read (see `DocsSource.prepare`). */
  async prepare(frontMatter: FrontMatterMemo | undefined): Promise<void> {
    await Promise.all(this.docs.map((d) => d.prepare(frontMatter)));
  }

  /** Reads the docs again (see `ContentSource.read`), each source the files it owns; answers the files looked at. */
  async readDocs(files: string[], scan: 'none' | 'new' | 'all'): Promise<Set<string>> {
    const touched = await Promise.all(this.docs.map((d) => d.read(files, scan)));
    return new Set(touched.flatMap((t) => [...t]));
  }

  /** The pages folder's modules, listed again. */
  async pageModules(): Promise<string[]> {
    await this.pages.read();
    return this.pages.contents()[0]!.modules;
  }

  /** Each docs scope as read now. */
  docContents(): DocsContent[] {
    return this.docs.flatMap((d) => d.contents());
  }

  doc(file: string): DocSource | undefined {
    for (const source of this.docs) {
      const doc = source.get(file);
      if (doc) return doc;
    }
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
