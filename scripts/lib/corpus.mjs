// The generated benchmark corpus (../shared/bench/gen-corpus.mjs) as a docgen site, shared by the benchmarks.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
// BENCH_KIT names the benchmark kit's folder; else it is looked for beside the checkout, or beside the
// folder of worktrees (/work/wt/<branch>) that engineers build in.
export const corpusScript = process.env.BENCH_KIT
  ? path.resolve(process.env.BENCH_KIT, 'gen-corpus.mjs')
  : (['../shared/bench/gen-corpus.mjs', '../../shared/bench/gen-corpus.mjs']
      .map((p) => path.resolve(root, p))
      .find(existsSync) ?? path.resolve(root, '../shared/bench/gen-corpus.mjs'));

/**
 * Generates a corpus of `pages` Markdown pages with its config, and answers the config file, or
 * undefined when the corpus generator is not there. The corpus sits inside the project so that the
 * theme resolves React like a real site; the caller removes `dir`.
 */
export function makeCorpus(pages) {
  if (!existsSync(corpusScript)) {
    console.error(
      `skipped: the ${pages}-page corpus needs the benchmark kit's ${corpusScript} (set BENCH_KIT to its folder)`,
    );
    return undefined;
  }
  mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
  const dir = mkdtempSync(path.join(root, 'node_modules/.cache/bench-corpus-'));
  if (pages > PART_PAGES) joinParts(dir, pages);
  else spawnSync(process.execPath, [corpusScript, '--pages', String(pages), '--out', dir], { stdio: 'ignore' });
  const sidebars = JSON.parse(readFileSync(path.join(dir, 'sidebars.json'), 'utf8'));
  const config = path.join(dir, 'site.config.yaml');
  writeFileSync(
    config,
    JSON.stringify({
      title: 'Bench corpus',
      url: 'https://bench.example.com',
      templatesDir: path.relative(dir, path.join(root, 'templates')),
      themeDir: path.relative(dir, path.join(root, 'templates/theme')),
      pagesDir: 'pages',
      docs: { sidebars: toSidebars(sidebars) },
    }),
  );
  return { dir, config };
}

/** The generator runs out of unique folder names past about 10,000 pages: larger corpora join parts of this size. */
const PART_PAGES = 10000;

/**
 * A corpus of `pages` pages made of parts generated with seeds 1, 2…, each in a folder `pN` of its own, its
 * absolute links, sidebar ids and manifest moved there, its sidebar a top-level category.
 */
function joinParts(dir, pages) {
  const sidebar = [];
  const manifest = { pageCount: 0, pages: [] };
  for (let n = 1; (n - 1) * PART_PAGES < pages; n++) {
    const part = path.join(dir, `part-${n}`);
    const size = String(Math.min(PART_PAGES, pages - (n - 1) * PART_PAGES));
    spawnSync(process.execPath, [corpusScript, '--pages', size, '--out', part, '--seed', String(n)], {
      stdio: 'ignore',
    });
    for (const entry of readdirSync(path.join(part, 'docs'), { recursive: true })) {
      const file = path.join(part, 'docs', entry);
      if (!file.endsWith('.md')) continue;
      const text = readFileSync(file, 'utf8');
      if (text.includes('](/docs/')) writeFileSync(file, text.replaceAll('](/docs/', `](/docs/p${n}/`));
    }
    mkdirSync(path.join(dir, 'docs'), { recursive: true });
    renameSync(path.join(part, 'docs'), path.join(dir, 'docs', `p${n}`));
    const moved = (item) =>
      typeof item === 'string'
        ? `p${n}/${item}`
        : item.type === 'category'
          ? { ...item, items: item.items.map(moved) }
          : { ...item, id: `p${n}/${item.id}` };
    const items = JSON.parse(readFileSync(path.join(part, 'sidebars.json'), 'utf8'));
    sidebar.push({
      type: 'category',
      label: `Part ${n}`,
      items: (Array.isArray(items) ? items : items.docs).map(moved),
    });
    const { typical, pages: listed } = JSON.parse(readFileSync(path.join(part, 'corpus.json'), 'utf8'));
    manifest.typical ??= `p${n}/${typical}`;
    manifest.pageCount += listed.length;
    for (const p of listed)
      manifest.pages.push({
        ...p,
        id: `p${n}/${p.id}`,
        path: p.path.replace(/^docs\//, `docs/p${n}/`),
        url: p.url.replace(/^\/docs\//, `/docs/p${n}/`),
      });
    rmSync(part, { recursive: true, force: true });
  }
  writeFileSync(path.join(dir, 'sidebars.json'), JSON.stringify({ docs: sidebar }));
  writeFileSync(path.join(dir, 'corpus.json'), JSON.stringify(manifest));
}

/** The corpus's sidebars.json, in docgen's sidebar shape. */
function toSidebars(data) {
  const convert = (item) =>
    typeof item === 'string'
      ? item
      : item.type === 'category'
        ? { type: 'category', label: item.label, items: item.items.map(convert) }
        : { type: 'doc', id: item.id, label: item.label };
  const entries = Array.isArray(data) ? { docs: data } : data;
  return Object.fromEntries(Object.entries(entries).map(([id, items]) => [id, items.map(convert)]));
}
