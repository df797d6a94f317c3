/*
 * A site's own `clientModules`, as Docusaurus loads them (test/fixtures/client-modules-site): the script runs once,
 * its route lifecycles see the first load and each client-side navigation, and the stylesheet is on every page.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { FIXTURES } from '../helpers/site.js';
import { browserOnFixture, browserSkipReason } from './harness.js';
import { hydrated } from './ui-session.js';

const shared = browserOnFixture(path.join(FIXTURES, 'client-modules-site/site.config.yaml'));

/** Opens a page of the site once it is hydrated. */
async function open(route: string): Promise<Page> {
  const page = await shared.browser!.newPage();
  await page.goto(`${shared.site!.url}${route}`);
  await hydrated(page);
  return page;
}

const callsReach = (page: Page, count: number) =>
  page.waitForFunction((n) => (window as unknown as { lifecycleCalls: string[] }).lifecycleCalls.length === n, count);

const seen = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { siteModuleRuns: number; lifecycleCalls: string[] };
    return {
      runs: w.siteModuleRuns,
      calls: w.lifecycleCalls,
      css: getComputedStyle(document.documentElement).getPropertyValue('--site-client-module').trim(),
    };
  });

test(
  "a site's client module runs once, and its lifecycles see the first load and each client-side navigation",
  { skip: browserSkipReason(), timeout: 60_000 },
  async () => {
    const page = await open('/docs/first');
    try {
      assert.deepEqual(await seen(page), {
        runs: 1,
        calls: ['update null -> /docs/first', 'loaded /docs/first', 'did null -> /docs/first (First)'],
        css: 'loaded',
      });
      await page.click('text=the second page');
      await callsReach(page, 6);
      assert.deepEqual(await seen(page), {
        runs: 1,
        calls: [
          'update null -> /docs/first',
          'loaded /docs/first',
          'did null -> /docs/first (First)',
          'update /docs/first -> /docs/second',
          'loaded /docs/second',
          'did /docs/first -> /docs/second (Second)',
        ],
        css: 'loaded',
      });
      await page.goBack();
      await callsReach(page, 9);
      assert.deepEqual((await seen(page)).calls.slice(6), [
        'update /docs/second -> /docs/first',
        'loaded /docs/first',
        'did /docs/second -> /docs/first (First)',
      ]);
    } finally {
      await page.close();
    }
  },
);

test(
  "a site's client stylesheet applies on a page loaded in full, and a #hash is a route change, as in Docusaurus",
  { skip: browserSkipReason(), timeout: 60_000 },
  async () => {
    const page = await open('/docs/first');
    try {
      await page.click('text=the part below');
      await callsReach(page, 6);
      assert.deepEqual((await seen(page)).calls.slice(3), [
        'update /docs/first -> /docs/first#part',
        'loaded /docs/first#part',
        'did /docs/first -> /docs/first#part (First)',
      ]);
      await page.goto(`${shared.site!.url}/docs/second`);
      await hydrated(page);
      assert.deepEqual(await seen(page), {
        runs: 1,
        calls: ['update null -> /docs/second', 'loaded /docs/second', 'did null -> /docs/second (Second)'],
        css: 'loaded',
      });
    } finally {
      await page.close();
    }
  },
);
