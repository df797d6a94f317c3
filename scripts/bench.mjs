// npm run bench: cold builds of the craft.js site and of the generated corpus, one JSON line each.
// Peak memory is read from /usr/bin/time when present, else from the process's own resource usage.
// Each line also gives the gzipped JavaScript a doc page's first view loads (it must not grow with the site),
// what client-side navigation to that page fetches (its HTML, gzipped),
// and the local search index's gzip size and the time from fetched index to answer, the output's size and
// the average HTML of a doc page (a page must not grow with the site: BENCH_PAGES="1000 10000" by default).
// Sites of up to 1,000 pages are built three times (BENCH_RUNS sets how often), as a busy machine's noise is
// as large as a change worth measuring; each line gives the median run, and `runs` every run.
// A blog of BENCH_BLOG_POSTS posts (1,000) is built too, as its list, tag, author and archive pages and feeds are
// made from every post, then again after one post changed (from the cache). BENCH_CASES="craft corpus blog" (the default) names the builds to run.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { makeBlogCorpus } from './lib/blog-corpus.mjs';
import { makeCorpus } from './lib/corpus.mjs';
import { timedBuild as warmBuild } from './lib/timed-build.mjs';
import { discard } from './lib/trash.mjs';

const root = path.resolve(import.meta.dirname, '..');
const sizes = (process.env.BENCH_PAGES ?? '1000 10000').split(/\s+/).filter(Boolean).map(Number);
const blogPosts = Number(process.env.BENCH_BLOG_POSTS ?? 1000);
const cases = new Set((process.env.BENCH_CASES ?? 'craft corpus blog').split(/\s+/).filter(Boolean));
const results = [];

/** The doc page's HTML file, as the build writes it with or without trailing slashes. */
function docHtmlFile(site, route) {
  return [`${route}/index.html`, `${route}.html`].map((f) => path.join(site, f)).find(existsSync);
}

/** The entry script and the chunks it preloads, as the doc page's head names them, gzipped (KB). */
function firstViewJsKB(site, route) {
  const html = docHtmlFile(site, route);
  if (!html) return null;
  // The head names them in script and modulepreload tags, or in the inline loader that adds those after the first paint.
  const head = readFileSync(html, 'utf8').split('</head>')[0];
  const urls = [...head.matchAll(/"\/([^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = urls.reduce((sum, url) => sum + gzipSync(readFileSync(path.join(site, url))).length, 0);
  return Number((bytes / 1024).toFixed(1));
}

/** What client-side navigation to the doc page fetches: its HTML, gzipped (KB). */
function navigationKB(site, route) {
  const html = docHtmlFile(site, route);
  return html ? Number((gzipSync(readFileSync(html)).length / 1024).toFixed(1)) : null;
}

/**
 * Cold builds, each with an empty build cache and into a fresh folder; the figures are the median run's,
 * `runs` lists them all. The disk's writes of earlier work are flushed first, and each run's cache and output
 * are set aside, to be removed once every benchmark has run (see lib/trash.mjs), so that no build pays for another's.
 */
function timedBuild(name, config, pages, docRoute) {
  const runs = Number(process.env.BENCH_RUNS ?? (pages <= 1000 ? 3 : 1));
  const cache = path.join(path.dirname(config), 'node_modules/.cache/docgen');
  const leftovers = [];
  const measured = [];
  try {
    for (let run = 0; run < runs; run++) {
      if (existsSync(cache)) {
        const aside = `${cache}-bench-${process.pid}-${run}`;
        renameSync(cache, aside);
        leftovers.push(aside);
      }
      spawnSync('sync');
      const { out, ...figures } = coldBuild(name, config, pages, docRoute, run === runs - 1);
      leftovers.push(out);
      measured.push(figures);
    }
  } finally {
    for (const dir of leftovers) discard(dir);
  }
  const median = (key) => [...measured].sort((a, b) => a[key] - b[key])[Math.floor(measured.length / 2)][key];
  const { pages: built, seconds, peakMB, ...rest } = measured.at(-1);
  results.push({
    name,
    pages: built,
    seconds: median('seconds'),
    peakMB: median('peakMB'),
    ...rest,
    ...(runs > 1 && { runs: measured.map((m) => ({ seconds: m.seconds, peakMB: m.peakMB })) }),
  });
}

/** One build into a fresh folder (`out`, left for the caller to remove); with `inspect`, what it wrote is measured too. */
function coldBuild(name, config, pages, docRoute, inspect) {
  const out = mkdtempSync(path.join(os.tmpdir(), 'docgen-bench-out-'));
  const started = process.hrtime.bigint();
  const useTime = existsSync('/usr/bin/time');
  const command = useTime ? '/usr/bin/time' : process.execPath;
  const args = [
    ...(useTime ? ['-f', 'MAXRSS %M', process.execPath] : []),
    path.join(root, 'bin/docgen.js'),
    'build',
    '--config',
    config,
    '--out-dir',
    path.join(out, 'site'),
  ];
  const run = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const site = path.join(out, 'site');
  const inspected =
    run.status === 0 && inspect
      ? {
          ...outputSizes(site),
          docFirstViewJsKB: firstViewJsKB(site, docRoute),
          docNavigationKB: navigationKB(site, docRoute),
          search: measureSearch(site),
        }
      : {};
  if (run.status !== 0) {
    discard(out);
    throw new Error(`${name} failed:\n${run.stderr}`);
  }
  const rss = /MAXRSS (\d+)/.exec(run.stderr);
  const built = /built (\d+) pages/.exec(run.stdout);
  return {
    out,
    pages: built ? Number(built[1]) : pages,
    seconds: Number(seconds.toFixed(3)),
    peakMB: rss ? Math.round(Number(rss[1]) / 1024) : null,
    ...inspected,
  };
}

/** The output's size (MB, as the build reports it) and the average HTML file of its doc pages (KB). */
function outputSizes(siteDir) {
  let bytes = 0;
  const docHtml = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const size = statSync(file).size;
        bytes += size;
        if (entry.name.endsWith('.html') && path.relative(siteDir, file).startsWith(`docs${path.sep}`))
          docHtml.push(size);
      }
    }
  };
  walk(siteDir);
  const average = docHtml.reduce((sum, size) => sum + size, 0) / Math.max(docHtml.length, 1);
  return { outputMB: Number((bytes / 1024 / 1024).toFixed(1)), docHtmlKB: Number((average / 1024).toFixed(1)) };
}

function measureSearch(siteDir) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench-search.ts'), siteDir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`search measurement failed:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

if (cases.has('craft')) timedBuild('craft.js site (cold)', path.join(root, 'site.config.yaml'), 0, 'docs/overview');

for (const pages of cases.has('corpus') ? sizes : []) {
  const corpus = makeCorpus(pages);
  if (!corpus) break;
  const { typical } = JSON.parse(readFileSync(path.join(corpus.dir, 'corpus.json'), 'utf8'));
  timedBuild(`corpus ${pages} pages (cold)`, corpus.config, pages, `docs/${typical}`);
  discard(corpus.dir);
}

const blog = cases.has('blog') ? makeBlogCorpus(blogPosts) : undefined;
if (blog) {
  timedBuild(`blog ${blogPosts} posts (cold)`, blog.config, blogPosts, blog.typical);
  // The last cold run's cache is still in place: one post's body edited, a warm build renders that post again.
  appendFileSync(blog.typicalFile, '\nOne more paragraph, written between two builds.\n');
  const out = mkdtempSync(path.join(os.tmpdir(), 'docgen-bench-'));
  warmBuild(`blog ${blogPosts} posts (one post changed)`, blog.config, out);
  discard(out);
  discard(blog.dir);
}

for (const r of results) console.log(JSON.stringify(r));
