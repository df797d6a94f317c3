// npm run bench (after bench-cache.mjs): versioned docs, the corpus as the current docs and BENCH_VERSIONS frozen
// copies of it (versions.json, versioned_docs/, versioned_sidebars/, as Docusaurus lays them out), one JSON line each:
//   cold:        a build with an empty cache, every version rendered
//   warm:        one doc of the current docs edited, then built: the frozen versions come from the cache
// and the same two builds of the same tree by Docusaurus's fastest mode (DOCUSAURUS_FASTER=1, the benchmark kit's
// anchor; its warm build keeps Docusaurus's persistent cache), unless BENCH_VERSIONS_DOCUSAURUS=0.
// BENCH_VERSION_PAGES sets the corpus size (1,000 by default), BENCH_VERSIONS the number of versions (10).
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { corpusScript, makeCorpus } from './lib/corpus.mjs';
import { docusaurusVersionedSite } from './lib/docusaurus-anchor.mjs';
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

const docusaurusDir = `${corpus.dir}-docusaurus`;
const edit = (docsDir) =>
  appendFileSync(path.join(docsDir, `${typical}.md`), '\nOne more paragraph, written between two builds.\n');

try {
  // Docusaurus's copy is made first, beside the corpus, from the corpus as docgen's cold build reads it.
  const docusaurus =
    process.env.BENCH_VERSIONS_DOCUSAURUS !== '0'
      ? docusaurusVersionedSite(path.dirname(corpusScript), corpus.dir, names, docusaurusDir)
      : undefined;
  if (process.env.BENCH_VERSIONS_DOCUSAURUS !== '0' && !docusaurus)
    console.log(JSON.stringify({ name: `${label}, Docusaurus faster`, skipped: 'the anchor could not be installed' }));
  timedBuild(`${label} (cold, empty cache)`, corpus.config, path.join(corpus.dir, 'build'));
  edit(path.join(corpus.dir, 'docs'));
  timedBuild(`${label} (warm, one current doc changed)`, corpus.config, path.join(corpus.dir, 'build'));
  if (docusaurus) {
    docusaurus(`${label}, Docusaurus faster (cold, caches removed)`, { cold: true });
    edit(path.join(docusaurusDir, 'docs'));
    docusaurus(`${label}, Docusaurus faster (warm, one current doc changed)`, { cold: false });
  }
} finally {
  discard(corpus.dir);
  if (existsSync(docusaurusDir)) discard(docusaurusDir);
}
