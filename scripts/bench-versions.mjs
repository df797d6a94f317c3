// npm run bench (after bench-cache.mjs): versioned docs, the corpus as the current docs and BENCH_VERSIONS frozen
// copies of it (versions.json, versioned_docs/, versioned_sidebars/, as Docusaurus lays them out), built cold and
// warm by docgen and by Docusaurus's fastest mode (see lib/cold-and-warm.mjs), unless BENCH_VERSIONS_DOCUSAURUS=0.
// BENCH_VERSION_PAGES sets the corpus size (1,000 by default), BENCH_VERSIONS the number of versions (10).
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coldAndWarm } from './lib/cold-and-warm.mjs';
import { makeCorpus } from './lib/corpus.mjs';

const pages = Number(process.env.BENCH_VERSION_PAGES ?? 1000);
const count = Number(process.env.BENCH_VERSIONS ?? 10);
const corpus = makeCorpus(pages);
if (!corpus) process.exit(0);
const { docs } = JSON.parse(readFileSync(corpus.config, 'utf8'));
const versions = Array.from({ length: count }, (_, i) => `${count - i}.0`);
mkdirSync(path.join(corpus.dir, 'versioned_sidebars'), { recursive: true });
for (const name of versions) {
  cpSync(path.join(corpus.dir, 'docs'), path.join(corpus.dir, `versioned_docs/version-${name}`), { recursive: true });
  writeFileSync(
    path.join(corpus.dir, `versioned_sidebars/version-${name}-sidebars.json`),
    JSON.stringify(docs.sidebars),
  );
}
writeFileSync(path.join(corpus.dir, 'versions.json'), JSON.stringify(versions));
await coldAndWarm(`corpus ${pages} pages × ${count} versions and the current docs`, corpus, {
  versions,
  withDocusaurus: process.env.BENCH_VERSIONS_DOCUSAURUS !== '0',
});
