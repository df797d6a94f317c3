import path from 'node:path';
import { starterSiteFiles } from '../init/starter-site.js';
import { writeNewSite } from '../init/write-site.js';
import { painterFor } from './report.js';

export interface InitOptions {
  /** The folder of the new site; created when missing. */
  dir: string;
}

/** Writes a small working site, then says how to build and preview it. */
export async function runInit(options: InitOptions): Promise<void> {
  const files = await starterSiteFiles(options.dir);
  const written = await writeNewSite(options.dir, files);
  const { green, dim } = painterFor(process.stdout);
  const relative = path.relative(process.cwd(), path.resolve(options.dir));
  const where = relative.startsWith('..') ? path.resolve(options.dir) : relative;
  process.stdout.write(`${green('✓')} created a site with ${written.length} files in ${where || 'this folder'}\n`);
  const cd = where ? `cd ${where} && ` : '';
  process.stdout.write(dim(`  build it:   ${cd}npx docgen build\n  preview it: ${cd}npx docgen serve --watch\n`));
}
