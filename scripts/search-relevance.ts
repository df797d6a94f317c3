// The search relevance set over a built site: node --import tsx scripts/search-relevance.ts OUT_DIR CASES.json
// CASES.json is a list of {query, page}; prints each miss and the hit rate. The craft.js docs' set is in the test suite
// (test/search/relevance.test.ts); this runs the same judge over any other tree, such as a public Docusaurus site.
import { readFileSync } from 'node:fs';
import { judgeRelevance, type RelevanceCase } from './lib/search-relevance.js';

const [outDir, casesFile] = process.argv.slice(2);
if (!outDir || !casesFile) {
  console.error('usage: node --import tsx scripts/search-relevance.ts OUT_DIR CASES.json');
  process.exit(2);
}
const results = judgeRelevance(outDir, JSON.parse(readFileSync(casesFile, 'utf8')) as RelevanceCase[]);
for (const r of results.filter((r) => !r.hit))
  console.log(`miss: "${r.query}" → ${r.first ?? 'nothing'} (wanted ${r.page})`);
const hits = results.filter((r) => r.hit).length;
console.log(
  `${hits} of ${results.length} queries find their page first (${Math.round((hits / results.length) * 100)}%)`,
);
