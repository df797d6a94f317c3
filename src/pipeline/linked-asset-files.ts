import { linkedAssets, readColocatedAsset, type ColocatedAssets } from '../assets/colocated.js';
import type { CheckedPage } from '../links/link-ledger.js';
import type { OutputFile } from '../output/write-site.js';

/** Watch mode: the colocated assets the pages link to, read once each and served from memory. */
export class LinkedAssetFiles {
  private files = new Map<string, OutputFile>();

  /**
   * Reads the assets that `pages` link to and were not read yet. With `all` (`pages` are every page of the site), drops
   * those no page links to any more; else keeps them (`pages` are those just rendered).
   */
  async follow(pages: CheckedPage[], assets: ColocatedAssets, all: boolean): Promise<void> {
    const next = all ? new Map<string, OutputFile>() : new Map(this.files);
    await Promise.all(
      [...linkedAssets(pages, assets)].map(async (output) => {
        next.set(output, this.files.get(output) ?? (await readColocatedAsset(assets, output)));
      }),
    );
    this.files = next;
  }

  values(): Iterable<OutputFile> {
    return this.files.values();
  }
}
