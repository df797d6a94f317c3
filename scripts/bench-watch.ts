// npm run bench (after bench.mjs): how long from saving a file to the browser having the new page,
// with `docgen serve --watch` running as a user runs it. One JSON line per measurement.
//   save → event: the save until the live-reload event reaches a connected client
//   save → page:  the save until that client has fetched the page and found the new text
//   browser:      the save until an open page in Chromium shows the new text (in place, or by a reload)
//   first page:   on the corpus, from the command's start until the typical page is fetched, from an empty
//                 build cache and then from the cache that run filled; then VitePress's dev server on the same
//                 corpus (the kit's anchor): its page's HTML, and the page's content shown in Chromium
//   memory:       on the corpus, a cold build's peak resident memory, then `serve --watch`'s resident
//                 memory at start and after every 20 of 200 edits (bodies and front-matter titles, in turn)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { corpusScript, makeCorpus } from './lib/corpus.mjs';
import { vitepressDevSite } from './lib/vitepress-anchor.mjs';
import { discard } from './lib/trash.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const MEMORY_EDITS = Number(process.env.BENCH_MEMORY_EDITS ?? 200);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** BENCH_WATCH_FIRST_PAGE=1: only the first-page measurements on the corpus. */
const FIRST_PAGE_ONLY = !!process.env.BENCH_WATCH_FIRST_PAGE;
/** BENCH_WATCH_EDIT_ONLY=1: only the edit measurements on the corpus (save → event, page, Chromium). */
const EDIT_ONLY = !!process.env.BENCH_WATCH_EDIT_ONLY;

interface Watching {
  child: ChildProcess;
  url: string;
  startupMs: number;
  /** Resolves on the next line docgen prints after this call that matches `pattern`. */
  nextLine(pattern: RegExp): Promise<string>;
}

/** Resident memory of a running process in MB, from Linux's /proc; undefined elsewhere. */
function residentMB(pid: number): number | undefined {
  const status = existsSync(`/proc/${pid}/status`) ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb === undefined ? undefined : Math.round(Number(kb) / 1024);
}

/** A cold build's peak resident memory in MB, as /usr/bin/time reports it (render threads included). */
function coldBuildPeakMB(config: string): number | undefined {
  if (!existsSync('/usr/bin/time')) return undefined;
  const out = path.join(os.tmpdir(), `docgen-bench-watch-out-${process.pid}`);
  const run = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      'MAXRSS %M',
      process.execPath,
      path.join(root, 'bin/docgen.js'),
      'build',
      '--config',
      config,
      '--out-dir',
      out,
    ],
    { encoding: 'utf8' },
  );
  discard(out);
  const kb = /MAXRSS (\d+)/.exec(run.stderr)?.[1];
  return kb === undefined ? undefined : Math.round(Number(kb) / 1024);
}

async function startWatch(config: string): Promise<Watching> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(root, 'bin/docgen.js'), 'serve', '--watch', '--config', config, '--port', '0'],
    { env: { ...process.env, NO_COLOR: '1' } },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (d: Buffer) => {
      output += d;
      const found = /serving (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.on('exit', (code) => reject(new Error(`docgen serve --watch exited with ${code}:\n${output}`)));
  });
  let lines = '';
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  child.stdout!.on('data', (d: Buffer) => {
    lines += d;
    const complete = lines.split('\n');
    lines = complete.pop()!;
    for (const line of complete) {
      const found = waiting.findIndex((w) => w.pattern.test(line));
      if (found !== -1) waiting.splice(found, 1)[0]!.resolve(line);
    }
  });
  const nextLine = (pattern: RegExp) => new Promise<string>((resolve) => waiting.push({ pattern, resolve }));
  return { child, url, startupMs: Math.round(performance.now() - started), nextLine };
}

/** A live-reload client: resolves `nextReload` with the time the next reload event naming `file` arrives. */
function eventClient(url: string) {
  const controller = new AbortController();
  let waiting: { file: string; resolve: (at: number) => void } | undefined;
  const read = async () => {
    const res = await fetch(new URL('/__docgen/events', url), { signal: controller.signal });
    const decoder = new TextDecoder();
    // A body edit's event carries its page (see LiveEvent): it may come in several chunks.
    let text = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      const events = (text + decoder.decode(chunk, { stream: true })).split('\n\n');
      text = events.pop()!;
      for (const match of events.join('\n\n').matchAll(/^data: (\{"type":"reload".*)$/gm)) {
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

/** Stops `docgen serve` and waits for it to exit: its cache writes must end before its folder is removed. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

async function measureSite(name: string, config: string, doc: string, route: string, htmlFile: string): Promise<void> {
  const original = await readFile(doc, 'utf8');
  const watching = await startWatch(config);
  // The server answers while its first pass renders: that pass's own reload event must not end a round.
  await watching.nextLine(/^✓ /);
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
    await stop(watching.child);
  }
}

/**
 * From the save to the new text shown in an open page in Chromium. A body edit updates the page in place: an observer
 * in the page notes when the text appears, by the page's clock (the same machine's). A page that reloads instead is
 * timed to its new document's DOMContentLoaded; such rounds are counted.
 */
async function measureBrowser(name: string, url: string, doc: string, original: string, route: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(new URL(route, url).href);
    await page.waitForSelector('html[data-hydrated]');
    await pause(500);
    const toShown: number[] = [];
    let reloads = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const marker = `Browser edit ${i} ${Date.now()}`;
      await page.evaluate((m) => {
        const w = window as unknown as { benchShownAt?: number };
        w.benchShownAt = undefined;
        const observer = new MutationObserver(() => {
          if (!document.body.textContent!.includes(m)) return;
          w.benchShownAt = Date.now();
          observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }, marker);
      const saved = Date.now();
      await writeFile(doc, `${original}\n${marker}\n`);
      await page.waitForFunction((m) => document.body.textContent!.includes(m), marker, { timeout: 30_000 });
      const shown = await page.evaluate(() => {
        const inPlace = (window as unknown as { benchShownAt?: number }).benchShownAt;
        if (inPlace !== undefined) return { at: inPlace, reloaded: false };
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { at: performance.timeOrigin + nav.domContentLoadedEventEnd, reloaded: true };
      });
      if (shown.reloaded) {
        reloads++;
        await page.waitForSelector('html[data-hydrated]');
      }
      toShown.push(shown.at - saved);
      await pause(300);
    }
    console.log(
      JSON.stringify({
        name: `${name}: save doc body → new text shown in Chromium`,
        rounds: ROUNDS,
        reloads,
        ...stats(toShown),
      }),
    );
  } finally {
    await browser.close();
  }
}

// The craft.js site, copied so that the benchmark never edits the repository's own docs.
await mkdir(path.join(root, 'node_modules/.cache'), { recursive: true });
const craft = await mkdtemp(path.join(root, 'node_modules/.cache/bench-craft-'));
try {
  if (!FIRST_PAGE_ONLY && !EDIT_ONLY) {
    for (const part of ['docs', 'templates', 'static', 'site.config.yaml'])
      await cp(path.join(root, part), path.join(craft, part), { recursive: true });
    await measureSite(
      'craft.js site',
      path.join(craft, 'site.config.yaml'),
      path.join(craft, 'docs/api/Editor.md'),
      '/docs/api/editor',
      'docs/api/editor.html',
    );
  }
} finally {
  discard(craft);
}

/**
 * From `docgen serve --watch` starting to the page at `route` fetched whole: the server answers once the site is
 * planned, and renders the page asked for ahead of the others. With `cold`, the build cache is emptied first.
 */
async function measureFirstPage(name: string, dir: string, config: string, route: string, cold: boolean) {
  if (cold) discard(path.join(dir, 'node_modules/.cache/docgen'));
  const started = performance.now();
  const watching = await startWatch(config);
  const passDone = watching.nextLine(/^✓ /);
  try {
    const res = await fetch(new URL(route, watching.url));
    await res.text();
    if (res.status !== 200) throw new Error(`${name}: the first page answered ${res.status}`);
    const ms = Math.round(performance.now() - started);
    const cache = cold ? 'empty cache' : 'warm cache';
    console.log(JSON.stringify({ name: `${name}: serve --watch start → first page (${cache})`, ms }));
    // The next run starts from the cache this one filled: the pass must be done with it.
    await passDone;
  } finally {
    await stop(watching.child);
  }
}

/** VitePress's dev server on the same corpus, from an empty and a warm cache: the figure docgen's first page is set against. */
async function measureVitepress(corpusDir: string, doc: string): Promise<void> {
  if (!existsSync(CHROMIUM)) return;
  const site = vitepressDevSite(path.dirname(corpusScript), corpusDir);
  if (!site) return;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const cold of [true, false])
      await site.measure('corpus 1000 pages: vitepress dev start → first page', browser, doc, { cold });
  } finally {
    await browser.close();
    site.close();
  }
}

/**
 * Resident memory of `serve --watch` over a long writing session, against a cold build's peak: a
 * replaced version of the site must not stay reachable, so the series stays flat.
 */
async function measureMemory(name: string, dir: string, config: string, docs: string[]): Promise<void> {
  const buildPeakMB = coldBuildPeakMB(config);
  const watching = await startWatch(config);
  const originals = new Map<string, string>();
  const series: { edits: number; rssMB: number | undefined }[] = [{ edits: 0, rssMB: residentMB(watching.child.pid!) }];
  try {
    for (let i = 1; i <= MEMORY_EDITS; i++) {
      const file = path.join(dir, docs[i % docs.length]!);
      const text = await readFile(file, 'utf8');
      if (!originals.has(file)) originals.set(file, text);
      const edited =
        i % 2 === 0 ? text.replace(/^title: .*$/m, `title: "Edited title ${i}"`) : `${text}\nEdited body ${i}\n`;
      const done = watching.nextLine(/^✓ .*→/);
      await writeFile(file, edited);
      await done;
      // The search index and the link check follow a quiet moment after each change.
      await pause(500);
      if (i % 20 === 0) {
        series.push({ edits: i, rssMB: residentMB(watching.child.pid!) });
        // As it goes, so that a session that runs out of memory still shows how it grew.
        console.log(JSON.stringify({ name: `${name}: serve --watch resident memory`, ...series.at(-1) }));
      }
    }
    console.log(JSON.stringify({ name: `${name}: cold build peak memory`, peakMB: buildPeakMB ?? null }));
    console.log(JSON.stringify({ name: `${name}: serve --watch resident memory by edits`, series }));
  } finally {
    for (const [file, text] of originals) await writeFile(file, text);
    await stop(watching.child);
  }
}

const corpus = makeCorpus(Number(process.env.BENCH_WATCH_PAGES ?? 1000));
if (corpus) {
  try {
    // The corpus's "typical" page; its config leaves trailingSlash unset, so the page is <route>/index.html.
    const manifest = JSON.parse(await readFile(path.join(corpus.dir, 'corpus.json'), 'utf8')) as {
      typical: string;
      pages: { id: string; path: string; url: string }[];
    };
    const typical = manifest.pages.find((p) => p.id === manifest.typical)!;
    for (const cold of EDIT_ONLY ? [] : [true, false])
      await measureFirstPage('corpus 1000 pages', corpus.dir, corpus.config, typical.url, cold);
    if (!EDIT_ONLY) await measureVitepress(corpus.dir, typical.path);
    if (!FIRST_PAGE_ONLY)
      await measureSite(
        'corpus 1000 pages',
        corpus.config,
        path.join(corpus.dir, typical.path),
        typical.url,
        `${typical.url.slice(1)}/index.html`,
      );
    const edited = manifest.pages
      .filter((p) => p.id !== manifest.typical)
      .slice(0, 50)
      .map((p) => p.path);
    if (!FIRST_PAGE_ONLY && !EDIT_ONLY) await measureMemory('corpus 1000 pages', corpus.dir, corpus.config, edited);
  } finally {
    discard(corpus.dir);
  }
}
