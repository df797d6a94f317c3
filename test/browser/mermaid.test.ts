import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { build, type BuildResult } from '../../src/build.js';
import { ROOT, serveFolder, tempDir, writeFiles } from '../helpers/site.js';
import { browserSkipReason, launchBrowser } from './harness.js';

let dir: string;
let result: BuildResult;
let site: { url: string; close(): Promise<void> };
let browser: Browser | null = null;

before(
  async () => {
    dir = await tempDir(path.join(ROOT, 'node_modules/.cache/docgen-tests/mermaid-'));
    await writeFiles(dir, {
      'site.config.yaml':
        'title: Diagrams\nurl: https://diagrams.example.com\ntrailingSlash: false\nmarkdown:\n  mermaid: true\n',
      'docs/flow.md': '# Flow\n\nSee [plain](./plain.md).\n\n```mermaid\ngraph TD\n  Start --> Stop\n```\n',
      'docs/broken.md': '---\ntitle: Broken\n---\n\nText.\n\n```mermaid\ngraph TD\n  A -->\n```\n',
      'docs/plain.md': '# Plain\n\nNo diagram. See [flow](./flow.md).\n',
    });
    result = await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: path.join(dir, 'build') });
    site = await serveFolder(path.join(dir, 'build'));
    browser = await launchBrowser();
  },
  { timeout: 300_000 },
);
after(async () => {
  await browser?.close();
  await site?.close();
  await rm(dir, { recursive: true, force: true });
});

test('a diagram is its readable source in the page; one mermaid cannot read is a warning at its line', async () => {
  const html = await readFile(path.join(dir, 'build/docs/flow.html'), 'utf8');
  assert.match(
    html,
    /<div class="docusaurus-mermaid-container" data-mermaid=""><div class="code-block" data-language="mermaid">.*<code class="hljs"><span class="line">graph TD<\/span>\n<span class="line">  Start --&gt; Stop<\/span><\/code>/s,
  );
  const warnings = result.warnings.filter((w) => w.kind === 'markdown');
  assert.equal(warnings.length, 1);
  assert.deepEqual(
    warnings.map((w) => w.kind === 'markdown' && `${w.source}:${w.line}`),
    ['docs/broken.md:9'],
  );
  assert.match(
    warnings[0]!.kind === 'markdown' ? warnings[0]!.message : '',
    /^the Mermaid diagram does not parse: Expecting/,
  );
});

test(
  'the browser draws diagrams in both colour modes, loads mermaid only where there is one, and shows errors in place',
  { skip: browserSkipReason() },
  async () => {
    const page = await browser!.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${site.url}/docs/plain`);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForLoadState('networkidle');
    const onPlain = scripts.length;
    assert.ok(onPlain > 0);
    // Client-side navigation to a page with a diagram brings mermaid in and draws it.
    await page.click('text=flow');
    await page.waitForSelector('.docusaurus-mermaid-container svg', { timeout: 60_000 });
    assert.ok(scripts.length > onPlain, 'the diagram page loaded more code');
    const fill = () =>
      page.evaluate(
        () => getComputedStyle(document.querySelector('.docusaurus-mermaid-container svg .node rect')!).fill,
      );
    const light = await fill();
    await page.click('.color-mode-toggle');
    await page.waitForSelector('[data-mermaid][data-drawn="dark"] svg');
    assert.notEqual(await fill(), light);
    await page.goto(`${site.url}/docs/broken`);
    await page.waitForSelector('.docusaurus-mermaid-container .mermaid-error', { timeout: 60_000 });
    assert.match((await page.textContent('.mermaid-error'))!, /^Mermaid: Parse error on line \d+:/);
    await page.close();
  },
);
