// npm run bench (after bench-cache.mjs): versioned docs, the corpus as the current docs and BENCH_VERSIONS frozen
// copies of it (versions.json, versioned_docs/, versioned_sidebars/, as Docusaurus lays them out), one JSON line each:
//   cold:        a build with an empty cache, every version rendered
//   warm:        one doc of the current docs edited, then built: the frozen versions come from the cache
// BENCH_VERSION_PAGES sets the corpus size (1,000 by default), BENCH_VERSIONS the number of versions (10).
import { appendFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeCorpus } from './lib/corpus.mjs';
import { timedBuild } from './lib/timed-build.mjs';
import { discard } from './lib/trash.mjs';

const pages = Number(process.env.BENCH_VERSION_PAGES ?? 1000);
const count = Number(process.env.BENCH_VERSIONS ?? 10);
const corpus = makeCorpus(pages);
if (!corpus) process.exit(0);
const { typical } = JSON.parse(readFileSync(path.join(corpus.dir, 'corpus.json'), 'utf8'));
const { docs } = JSON.parse(readFileSync(corpus.config, 'utf8'));
const names = Array.from({ length: count }, (_, i) => `${count - i}.0`);
mkdirSync(path.join(corpus.dir, 'versioned_sidebars'), { recursive: true });
for (const name of names) {
  cpSync(path.join(corpus.dir, 'docs'), path.join(corpus.dir, `versioned_docs/version-${name}`), { recursive: true });
  writeFileSync(
    path.join(corpus.dir, `versioned_sidebars/version-${name}-sidebars.json`),
    JSON.stringify(docs.sidebars),
  );
}
writeFileSync(path.join(corpus.dir, 'versions.json'), JSON.stringify(names));
const label = `corpus ${pages} pages × ${count} versions and the current docs`;

try {
  timedBuild(`${label} (cold, empty cache)`, corpus.config, path.join(corpus.dir, 'build'));
  appendFileSync(path.join(corpus.dir, 'docs', `${typical}.md`), '\nOne more paragraph, written between two builds.\n');
  timedBuild(`${label} (warm, one current doc changed)`, corpus.config, path.join(corpus.dir, 'build'));
} finally {
  discard(corpus.dir);
}
