/*
 * Code blocks as a reader sees them (issue #36, part 1): a diff's signs shown beside the code and left out of what
 * the Copy button copies, and the lines around a [!code focus] line blurred until the reader points at the block.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { build } from '../../src/build.js';
import { serveFolder, siteFolders } from '../helpers/site.js';
import { axeViolations, collectConsoleErrors, launchBrowser } from './harness.js';
import { hydrated } from './ui-session.js';

const TIMEOUT = { timeout: 180_000 };
const site = siteFolders('docgen-code-notation-');
let browser: Browser | null = null;
let served: { url: string; close(): Promise<void> } | undefined;

before(
  async () => {
    const dir = await site({
      'site.config.yaml': 'title: Notes\nurl: https://notes.example.com\n',
      'docs/intro.md': [
        '# Changes',
        '',
        '```diff',
        '-const port = 80;',
        '+const port = 3000;',
        ' listen(port);',
        '```',
        '',
        '```js',
        'const a = load();',
        'const b = run(a); // [!code focus]',
        'save(b);',
        '```',
        '',
      ].join('\n'),
    });
    await build({ configFile: path.join(dir, 'site.config.yaml') });
    browser = await launchBrowser();
    if (browser) served = await serveFolder(path.join(dir, 'build'));
  },
  { timeout: 300_000 },
);

after(async () => {
  await browser?.close();
  await served?.close();
});

test('a diff block shows + and − beside its lines; Copy copies the code without them', TIMEOUT, async (t) => {
  if (!browser) return t.skip('no Chromium');
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  try {
    await page.goto(`${served!.url}/docs/intro`);
    await hydrated(page);
    const block = page.locator('.code-block').first();
    const signs = await block
      .locator('.line')
      .evaluateAll((lines) => lines.map((line) => getComputedStyle(line, '::after').content));
    assert.deepEqual(signs, ['"−"', '"+"', 'none']);
    const backgrounds = await block
      .locator('.line')
      .evaluateAll((lines) => lines.map((line) => getComputedStyle(line).backgroundColor));
    assert.notEqual(backgrounds[0], backgrounds[1], 'removed and added lines differ in colour');
    assert.equal(backgrounds[2], 'rgba(0, 0, 0, 0)', 'an unchanged line has no colour');
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(
      await page.evaluate(() => navigator.clipboard.readText()),
      'const port = 80;\nconst port = 3000;\n listen(port);',
    );
    assert.deepEqual(
      (await axeViolations(page, '.markdown')).map((v) => v.id),
      [],
    );
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the lines around a focused line are blurred until the pointer is over the block', TIMEOUT, async (t) => {
  if (!browser) return t.skip('no Chromium');
  const page = await browser.newPage();
  try {
    await page.goto(`${served!.url}/docs/intro`);
    const block = page.locator('.code-block').nth(1);
    const filters = () =>
      block.locator('.line').evaluateAll((lines) => lines.map((line) => getComputedStyle(line).filter));
    assert.deepEqual(await filters(), ['blur(1.52px)', 'none', 'blur(1.52px)']);
    await block.locator('pre').hover();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.code-block:nth-of-type(2) .line, .code-focused .line')].every(
        (line) => getComputedStyle(line).filter === 'none',
      ),
    );
    assert.deepEqual(await filters(), ['none', 'none', 'none']);
  } finally {
    await page.close();
  }
});
