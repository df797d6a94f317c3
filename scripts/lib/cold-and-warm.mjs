// The two builds the versions and locales benchmarks time, by docgen and by Docusaurus's fastest mode on the same tree:
// cold (docgen's cache empty; Docusaurus's caches removed) and warm (one doc of the current version, of the default
// locale, edited: docgen renders again what it affects, Docusaurus keeps its persistent cache), one JSON line each.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusScript } from './corpus.mjs';
import { docusaurusSite } from './docusaurus-anchor.mjs';
import { timedBuild } from './timed-build.mjs';
import { discard } from './trash.mjs';

/**
 * Builds `corpus` (its docs, and the `versions` and further `locales` it already holds) cold and warm, then the same
 * tree copied into the kit's Docusaurus anchor, unless `withDocusaurus` is false. A Docusaurus build is stopped after
 * BENCH_DOCUSAURUS_LIMIT seconds (3,600 by default), and that is its figure.
 */
export async function coldAndWarm(label, corpus, { versions = [], locales = [], withDocusaurus }) {
  const { typical } = JSON.parse(readFileSync(path.join(corpus.dir, 'corpus.json'), 'utf8'));
  const edit = (siteDir) =>
    appendFileSync(path.join(siteDir, 'docs', `${typical}.md`), '\nOne more paragraph, written between two builds.\n');
  const docusaurusDir = `${corpus.dir}-docusaurus`;
  try {
    // Docusaurus's copy is made first, from the corpus as docgen's cold build reads it.
    const docusaurus = withDocusaurus
      ? docusaurusSite(path.dirname(corpusScript), corpus.dir, docusaurusDir, {
          versions,
          locales,
          limitSeconds: Number(process.env.BENCH_DOCUSAURUS_LIMIT ?? 3600),
        })
      : undefined;
    if (withDocusaurus && !docusaurus)
      console.log(
        JSON.stringify({ name: `${label}, Docusaurus faster`, skipped: 'the anchor could not be installed' }),
      );
    timedBuild(`${label} (cold, empty cache)`, corpus.config, path.join(corpus.dir, 'build'));
    edit(corpus.dir);
    timedBuild(`${label} (warm, one doc of the current docs changed)`, corpus.config, path.join(corpus.dir, 'build'));
    if (docusaurus) {
      const warm = `${label}, Docusaurus faster (warm, one doc of the current docs changed)`;
      if (await docusaurus(`${label}, Docusaurus faster (cold, caches removed)`, { cold: true })) {
        edit(docusaurusDir);
        await docusaurus(warm, { cold: false });
      } else
        console.log(
          JSON.stringify({ name: warm, skipped: 'the cold build was stopped: there is no cache to start from' }),
        );
    }
  } finally {
    discard(corpus.dir);
    if (existsSync(docusaurusDir)) discard(docusaurusDir);
  }
}
