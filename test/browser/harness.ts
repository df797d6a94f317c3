import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { sharedBuild, type SharedBuild } from '../helpers/shared-build.js';
import { serveFolder, startSite, type ServedSite } from '../helpers/site.js';
export { startSite };

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium drives the browser tests. Outside CI a missing browser skips them with a hint;
 * under CI=true it is a failure, so a green run always means the browser tests ran.
 */
export function browserSkipReason(): string | undefined {
  if (existsSync(CHROMIUM)) return undefined;
  if (process.env.CI === 'true')
    throw new Error(`Chromium is missing at ${CHROMIUM}: CI must install it (apt-get install chromium)`);
  return `Chromium not found at ${CHROMIUM}; install it with "apt-get update && apt-get install chromium" to run the browser tests`;
}

export async function launchBrowser(): Promise<Browser | null> {
  if (browserSkipReason()) return null;
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

let axeSource: string | undefined;

/**
 * Runs axe over the page, or only inside `within` (a selector) when the rest was checked already; with `rules`, only
 * those of axe's rules (ids); the elements `contrastSkips` (a selector) matches are left out of its colour-contrast
 * rule alone.
 */
export async function axeViolations(
  page: Page,
  within?: string,
  rules?: readonly string[],
  contrastSkips?: string,
): Promise<AxeViolation[]> {
  axeSource ??= await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(
    async ({ selector, ruleIds, skips }) => {
      const axe = (
        window as unknown as {
          axe: {
            configure(spec: { rules: { id: string; selector: string }[] }): void;
            run(context: unknown, options: object): Promise<{ violations: AxeViolation[] }>;
          };
        }
      ).axe;
      // The rule has no selector of its own: every element is its candidate.
      axe.configure({ rules: [{ id: 'color-contrast', selector: skips ? `*:not(${skips})` : '*' }] });
      const result = await axe.run(selector ? { include: [[selector]] } : document, {
        resultTypes: ['violations'],
        ...(ruleIds ? { runOnly: { type: 'rule', values: ruleIds } } : {}),
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
    },
    { selector: within, ruleIds: rules, skips: contrastSkips },
  );
}

/** Collects console errors and uncaught page errors, for asserting a clean page. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Chromium and the built craft.js site for a test file: started before its tests, closed after them.
 * Both stay null when Chromium is missing, and the tests skip.
 */
export function browserOnCraftSite(): { browser: Browser | null; site: ServedSite | null } {
  const shared: { browser: Browser | null; site: ServedSite | null } = { browser: null, site: null };
  before(
    async () => {
      shared.browser = await launchBrowser();
      if (shared.browser) shared.site = await startSite();
    },
    { timeout: 300_000 },
  );
  after(async () => {
    await shared.browser?.close();
    await shared.site?.close();
  });
  return shared;
}

/**
 * Chromium and a fixture site, built from `configFile` (once per test run: sharedBuild) and served, for a test file:
 * made before its tests, closed after them. Both stay null when Chromium is missing, and the tests skip.
 */
export function browserOnFixture(configFile: string): {
  browser: Browser | null;
  site: { url: string; close(): Promise<void> } | null;
} {
  const shared: ReturnType<typeof browserOnFixture> = { browser: null, site: null };
  let built: SharedBuild | undefined;
  before(
    async () => {
      shared.browser = await launchBrowser();
      if (!shared.browser) return;
      built = await sharedBuild(configFile);
      shared.site = await serveFolder(built.outDir);
    },
    { timeout: 120_000 },
  );
  after(async () => {
    await shared.browser?.close();
    await shared.site?.close();
    await built?.cleanup();
  });
  return shared;
}
