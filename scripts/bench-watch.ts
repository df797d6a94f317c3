// npm run bench (after bench.mjs): how long from saving a file to the browser having the new page,
// with `docgen serve --watch` running as a user runs it. One JSON line per measurement.
//   save → event: the save until the live-reload event reaches a connected client
//   save → page:  the save until that client has fetched the page and found the new text
//   browser:      the save until an open page in Chromium shows the new text (reload, scripts run)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { makeCorpus } from './lib/corpus.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Watching {
  child: ChildProcess;
  url: string;
  startupMs: number;
}

async function startWatch(config: string): Promise<Watching> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'bin/docgen.js'), 'serve', '--watch', '--config', config, '--port', '0'], { env: { ...process.env, NO_COLOR: '1' } });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (d: Buffer) => {
      output += d;
      const found = /serving (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.on('exit', (code) => reject(new Error(`docgen serve --watch exited with ${code}:\n${output}`)));
  });
  return { child, url, startupMs: Math.round(performance.now() - started) };
}

/** A live-reload client: resolves `nextReload` with the time the next reload event naming `file` arrives. */
function eventClient(url: string) {
  const controller = new AbortController();
  let waiting: { file: string; resolve: (at: number) => void } | undefined;
  const read = async () => {
    const res = await fetch(new URL('/__docgen/events', url), { signal: controller.signal });
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      const text = decoder.decode(chunk);
      for (const match of text.matchAll(/^data: (\{"type":"reload".*)$/gm)) {
        const data = JSON.parse(match[1]!) as { files?: string[] };
        if (waiting && (!data.files || data.files.includes(waiting.file))) {
          waiting.resolve(performance.now());
          waiting = undefined;
        }
      }
    }
  };
  read().catch(() => {});
  return {
    nextReload: (file: string) => new Promise<number>((resolve) => (waiting = { file, resolve })),
    close: () => controller.abort(),
  };
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { median: at(0.5), p90: at(0.9), max: at(1) };
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measureSite(name: string, config: string, doc: string, route: string, htmlFile: string): Promise<void> {
  const original = await readFile(doc, 'utf8');
  const watching = await startWatch(config);
  const events = eventClient(watching.url);
  await pause(300);
  const toEvent: number[] = [];
  const toPage: number[] = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const marker = `Benchmark edit ${i} ${Date.now()}`;
      const reloaded = events.nextReload(htmlFile);
      const saved = performance.now();
      await writeFile(doc, `${original}\n${marker}\n`);
      toEvent.push((await reloaded) - saved);
      const html = await (await fetch(new URL(route, watching.url))).text();
      if (!html.includes(marker)) throw new Error(`${name}: the page does not have the edit after the reload event`);
      toPage.push(performance.now() - saved);
      await pause(150);
    }
    console.log(JSON.stringify({ name: `${name}: watch startup`, ms: watching.startupMs }));
    console.log(JSON.stringify({ name: `${name}: save doc → reload event`, rounds: ROUNDS, ...stats(toEvent) }));
    console.log(JSON.stringify({ name: `${name}: save doc → new page fetched`, rounds: ROUNDS, ...stats(toPage) }));
    if (existsSync(CHROMIUM)) await measureBrowser(name, watching.url, doc, original, route);
  } finally {
    await writeFile(doc, original);
    events.close();
    watching.child.kill();
  }
}

async function measureBrowser(name: string, url: string, doc: string, original: string, route: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(new URL(route, url).href);
    await pause(500);
    const toHtml: number[] = [];
    const toDom: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const marker = `Browser edit ${i} ${Date.now()}`;
      const saved = Date.now();
      await writeFile(doc, `${original}\n${marker}\n`);
      await page.waitForFunction((m) => document.body.textContent!.includes(m), marker, { timeout: 30_000 });
      // The page's own clock says when the new HTML had arrived and when its document was ready,
      // without the delay of polling it from here.
      const [html, dom] = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return [performance.timeOrigin + nav.responseEnd, performance.timeOrigin + nav.domContentLoadedEventEnd];
      });
      toHtml.push(html! - saved);
      toDom.push(dom! - saved);
      await pause(300);
    }
    console.log(JSON.stringify({ name: `${name}: save doc → new page received by Chromium`, rounds: ROUNDS, ...stats(toHtml) }));
    console.log(JSON.stringify({ name: `${name}: save doc → new page ready in Chromium (DOMContentLoaded)`, rounds: ROUNDS, ...stats(toDom) }));
  } finally {
    await browser.close();
  }
}

// The craft.js site, copied so that the benchmark never edits the repository's own docs.
const craft = await mkdtemp(path.join(root, 'node_modules/.cache/bench-craft-'));
try {
  for (const part of ['docs', 'templates', 'static', 'site.config.yaml']) await cp(path.join(root, part), path.join(craft, part), { recursive: true });
  await measureSite('craft.js site', path.join(craft, 'site.config.yaml'), path.join(craft, 'docs/api/Editor.md'), '/docs/api/editor', 'docs/api/editor.html');
} finally {
  await rm(craft, { recursive: true, force: true });
}

const corpus = makeCorpus(Number(process.env.BENCH_WATCH_PAGES ?? 1000));
if (corpus) {
  try {
    // The corpus's "typical" page; its config leaves trailingSlash unset, so the page is <route>/index.html.
    const manifest = JSON.parse(await readFile(path.join(corpus.dir, 'corpus.json'), 'utf8')) as { typical: string; pages: { id: string; path: string; url: string }[] };
    const typical = manifest.pages.find((p) => p.id === manifest.typical)!;
    await measureSite('corpus 1000 pages', corpus.config, path.join(corpus.dir, typical.path), typical.url, `${typical.url.slice(1)}/index.html`);
  } finally {
    await rm(corpus.dir, { recursive: true, force: true });
  }
}
