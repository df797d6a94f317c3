// The generated benchmark corpus (../shared/bench/gen-corpus.mjs) as a docgen site, shared by the benchmarks.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
  spawnSync(process.execPath, [corpusScript, '--pages', String(pages), '--out', dir], { stdio: 'ignore' });
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
