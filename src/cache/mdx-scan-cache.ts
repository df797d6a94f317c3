import { createHash } from 'node:crypto';
import type { MdxScanMemo } from '../mdx/detect.js';
import type { BuildCache } from './build-cache.js';
import { KeptMap } from './kept-map.js';

/**
 * Whether each doc body uses MDX syntax (see `usesMdxSyntax`), by a hash of the body, kept from one build to the
 * next: scanning every body of a site of ten versions was a tenth of a warm build, hashing it is a tenth of the scan.
 */
export class MdxScanCache implements MdxScanMemo {
  private constructor(private readonly kept: KeptMap<boolean>) {}

  static async open(cache: BuildCache): Promise<MdxScanCache> {
    return new MdxScanCache(await KeptMap.open<boolean>(cache, 'mdx-scan'));
  }

  scanned(body: string, scan: (body: string) => boolean): boolean {
    const key = createHash('sha1').update(body).digest('base64url');
    let mdx = this.kept.get(key);
    if (mdx === undefined) this.kept.set(key, (mdx = scan(body)));
    return mdx;
  }

  save(): void {
    this.kept.save();
  }
}
