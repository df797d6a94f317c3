// VitePress's dev server on the corpus, from the benchmark kit's VitePress anchor (anchors/vitepress, as its build.sh
// lays it out): how long from `vitepress dev` starting to a page's HTML, and to its content shown in Chromium.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { installAnchor } from './anchor-install.mjs';
import { loadAverage } from './load-average.mjs';
import { discard } from './trash.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A copy of the anchor holding the corpus in `corpusDir`, with the anchor's packages linked; answers a function that
 * measures one start of its dev server (`cold`: without Vite's dependency cache) for the doc `doc` (its path in the
 * corpus, docs/….md) and prints one JSON line, or undefined when the packages cannot be installed. `close` removes it.
 */
export function vitepressDevSite(kit, corpusDir) {
  const anchor = path.join(kit, 'anchors/vitepress');
  const installed = installAnchor(anchor, 'vitepress', 'VitePress');
  if (!installed) return undefined;
  const dir = mkdtempSync(path.join(root, 'node_modules/.cache/bench-vitepress-'));
  cpSync(path.join(anchor, 'content'), path.join(dir, 'content'), { recursive: true });
  symlinkSync(path.join(installed, 'node_modules'), path.join(dir, 'node_modules'));
  cpSync(path.join(corpusDir, 'docs'), path.join(dir, 'content/docs'), { recursive: true });
  cpSync(path.join(corpusDir, 'sidebars.json'), path.join(dir, 'sidebars.json'));
  return {
    measure: (name, browser, doc, { cold }) => firstPage(dir, name, browser, doc, cold),
    close: () => discard(dir),
  };
}

async function firstPage(dir, name, browser, doc, cold) {
  if (cold) rmSync(path.join(dir, 'content/.vitepress/cache'), { recursive: true, force: true });
  // The text the page shows once its content is there: the doc's first section heading.
  const marker = /^## (.+)$/m.exec(readFileSync(path.join(dir, 'content', doc), 'utf8'))[1];
  const route = `/${doc.replace(/\.md$/, '')}`;
  const port = await freePort();
  const page = await browser.newPage();
  const before = loadAverage();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['node_modules/vitepress/bin/vitepress.js', 'dev', 'content', '--port', String(port), '--strictPort'],
    { cwd: dir, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  try {
    const url = `http://localhost:${port}${route}`;
    const html = await until(async () => (await fetch(url)).ok);
    const htmlMs = Math.round(html - started);
    // VitePress renders a page in the browser in dev mode: its HTML is a shell, the content comes with its module.
    await page.goto(url);
    await until(() => page.evaluate((m) => document.body.textContent.includes(m), marker));
    const shownMs = Math.round(performance.now() - started);
    console.log(
      JSON.stringify({
        name: `${name} (${cold ? 'empty cache' : 'warm cache'})`,
        htmlMs,
        contentShownMs: shownMs,
        loadAverage: { before, after: loadAverage() },
      }),
    );
  } catch (error) {
    throw new Error(`${name}: ${error.message}\n${output.slice(-2000)}`);
  } finally {
    await page.close();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }
}

/** Resolves to the time `check` first answers true, trying every 20 ms (a refused connection or a reloading page is a no). */
async function until(check, timeoutMs = 120_000) {
  const limit = performance.now() + timeoutMs;
  while (performance.now() < limit) {
    if (await check().catch(() => false)) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`gave up after ${timeoutMs} ms`);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
