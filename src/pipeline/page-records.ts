import type { CheckedPage } from '../links/link-ledger.js';
import type { ShownPage } from '../output/site-files.js';
import type { SearchablePage } from '../search/build-index.js';
import type { DocSource } from '../shared/model.js';

/** What the pipeline keeps of a page once its files are out: no HTML, which lives in the output alone. */
export interface PageRecord {
  /** Everything the page was rendered from (see `pageKey`): it renders again when this changes. Empty in a build. */
  key: string;
  doc?: DocSource;
  kept: ShownPage;
  /**
   * Only kept by an incremental pipeline, which checks the site's links again after each change: a build checks each
   * page's as it comes (see `LinkLedger`).
   */
  links?: CheckedPage;
  /** Only kept by an incremental pipeline, which indexes the site again after each change. */
  searchable?: SearchablePage;
  paths: string[];
}

/**
 * The records of the routes the site has now: the page rendered or read from the cache in this run, else
 * as it was. A page that failed keeps being served as it was, and renders again on the next update
 * whatever changed (its key is cleared).
 */
export function nextRecords(
  routes: { route: string }[],
  fresh: Map<string, PageRecord>,
  previous: Map<string, PageRecord>,
  failed: Set<string>,
): Map<string, PageRecord> {
  const records = new Map<string, PageRecord>();
  for (const { route } of routes) {
    const record = fresh.get(route) ?? previous.get(route);
    if (record) records.set(route, failed.has(route) ? { ...record, key: '' } : record);
  }
  return records;
}
