// A blog of generated posts for the benchmarks: the corpus's pages (./corpus.mjs) made Docusaurus blog posts.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeCorpus } from './corpus.mjs';

const AUTHORS = ['ana', 'bo', 'cy', 'dee', 'eli'];
const TAGS = Array.from({ length: 20 }, (_, i) => `topic-${i + 1}`);
const DAY = 24 * 60 * 60 * 1000;

/**
 * A site whose blog has `posts` posts, one a day back from the end of 2024, each with one or two of five authors
 * (in authors.yml), two of twenty tags, and a truncate marker after its first paragraph; its docs are one page.
 * The corpus pages' links are made plain text, as they point at docs that are not there. Answers the config file
 * and the route and file of a typical post, or undefined when the corpus generator is not there; the caller removes `dir`.
 */
export function makeBlogCorpus(posts) {
  const corpus = makeCorpus(posts);
  if (!corpus) return undefined;
  const { dir } = corpus;
  const pages = readdirSync(path.join(dir, 'docs'), { recursive: true })
    .filter((entry) => entry.endsWith('.md') && path.basename(entry) !== 'intro.md')
    .sort()
    .slice(0, posts);
  mkdirSync(path.join(dir, 'blog'));
  let typical;
  let typicalFile;
  pages.forEach((page, i) => {
    const text = readFileSync(path.join(dir, 'docs', page), 'utf8');
    const title = /^title:\s*(.*)$/m.exec(text)?.[1] ?? `Post ${i + 1}`;
    const body = text
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\n\n/, '\n\n<!-- truncate -->\n\n');
    const date = new Date(Date.UTC(2024, 11, 31) - i * DAY).toISOString().slice(0, 10);
    const slug = `${path.basename(page, '.md')}-${i + 1}`;
    const authors = i % 3 === 0 ? [AUTHORS[i % 5], AUTHORS[(i + 1) % 5]] : [AUTHORS[i % 5]];
    const tags = [TAGS[i % 20], TAGS[(i * 7 + 3) % 20]];
    writeFileSync(
      path.join(dir, 'blog', `${date}-${slug}.md`),
      `---\ntitle: ${title}\nauthors: [${authors.join(', ')}]\ntags: [${[...new Set(tags)].join(', ')}]\n---\n${body}`,
    );
    if (i === Math.floor(pages.length / 2)) {
      typical = `blog/${date.replaceAll('-', '/')}/${slug}`;
      typicalFile = path.join(dir, 'blog', `${date}-${slug}.md`);
    }
  });
  writeFileSync(
    path.join(dir, 'blog/authors.yml'),
    AUTHORS.map((key) => `${key}:\n  name: ${key[0].toUpperCase()}${key.slice(1)}\n  page: true\n`).join(''),
  );
  rmSync(path.join(dir, 'docs'), { recursive: true });
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'docs/intro.md'), '# Intro\n\nRead the [blog](/blog).\n');
  const config = JSON.parse(readFileSync(corpus.config, 'utf8'));
  writeFileSync(
    corpus.config,
    JSON.stringify({ ...config, docs: { sidebars: { main: ['intro'] } }, blog: { onInlineTags: 'ignore' } }),
  );
  return { ...corpus, typical, typicalFile };
}
