// npm run bench (after bench-versions.mjs): a translated site, the corpus in BENCH_LOCALES locales (10 by default, the
// default one among them), each further locale's docs a whole copy under i18n/<locale>/docusaurus-plugin-content-docs/
// current/ as Docusaurus lays them out, built cold and warm by docgen and by Docusaurus's fastest mode (see
// lib/cold-and-warm.mjs), unless BENCH_LOCALES_DOCUSAURUS=0. BENCH_LOCALE_PAGES sets the corpus size (1,000).
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coldAndWarm } from './lib/cold-and-warm.mjs';
import { makeCorpus } from './lib/corpus.mjs';

const pages = Number(process.env.BENCH_LOCALE_PAGES ?? 1000);
const count = Number(process.env.BENCH_LOCALES ?? 10);
const known = ['en', 'fr', 'de', 'es', 'ja', 'zh-Hans', 'ko', 'pt-BR', 'ru', 'it', 'nl', 'pl', 'tr', 'uk', 'vi', 'ar'];
if (!(count >= 1 && count <= known.length)) throw new Error(`BENCH_LOCALES: 1 to ${known.length}, not ${count}`);
const corpus = makeCorpus(pages);
if (!corpus) process.exit(0);
const locales = known.slice(0, count);
for (const locale of locales.slice(1))
  cpSync(
    path.join(corpus.dir, 'docs'),
    path.join(corpus.dir, `i18n/${locale}/docusaurus-plugin-content-docs/current`),
    {
      recursive: true,
    },
  );
const config = JSON.parse(readFileSync(corpus.config, 'utf8'));
writeFileSync(corpus.config, JSON.stringify({ ...config, i18n: { defaultLocale: locales[0], locales } }));
await coldAndWarm(`corpus ${pages} pages × ${count} locales`, corpus, {
  locales,
  withDocusaurus: process.env.BENCH_LOCALES_DOCUSAURUS !== '0',
});
