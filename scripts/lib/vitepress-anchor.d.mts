import type { Browser } from 'playwright-core';

export declare function vitepressDevSite(
  kit: string,
  corpusDir: string,
):
  | {
      measure(name: string, browser: Browser, doc: string, options: { cold: boolean }): Promise<void>;
      close(): void;
    }
  | undefined;
