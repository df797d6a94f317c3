import type { OutputFile } from '../output/write-site.js';
import type { Sidebar } from '../shared/model.js';
import { browserSidebar } from '../shared/prune-sidebar.js';
import { contentHash } from '../util/hash.js';

/**
 * Each sidebar as the content-hashed JSON file the browser fetches for what a page leaves out, and the sidebars
 * with their file's URL (`Sidebar.file`), which each page's own copy carries.
 */
export function sidebarFilesOf(sidebars: Sidebar[], baseUrl: string): { sidebars: Sidebar[]; files: OutputFile[] } {
  const files = sidebars.map((sidebar) => {
    const contents = JSON.stringify(browserSidebar(sidebar));
    const name = sidebar.id.replace(/[^\w.-]+/g, '-');
    return { path: `assets/data/sidebar-${name}-${contentHash(contents)}.json`, contents };
  });
  return { sidebars: sidebars.map((s, i) => ({ ...s, file: baseUrl + files[i]!.path })), files };
}
