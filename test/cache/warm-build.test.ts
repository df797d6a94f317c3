// Warm builds against cold ones: whatever changed, a build that starts from the cache writes the same
// bytes as a build without it. Each step changes one kind of input a page depends on beyond its own source.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { build } from '../../src/build.js';
import { assertSameOutput, filesOf } from '../helpers/output-files.js';
import { copyOfFixtureSite, tempDir } from '../helpers/site.js';

describe('a build from the cache writes what a cold build writes', () => {
  let site: { dir: string; config: string };
  let out: string;
  let builds = 0;
  const lines: string[] = [];

  before(async () => {
    site = await copyOfFixtureSite('mini-site');
    out = await tempDir();
  });
  after(async () => {
    await rm(site.dir, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  });

  /** Builds with the cache, then without it, and answers how many pages the cached build rendered. */
  async function warmEqualsCold(): Promise<number> {
    let rendered = 0;
    const warmDir = path.join(out, `warm-${builds++}`);
    await build({
      configFile: site.config,
      outDir: warmDir,
      log: (line) => lines.push(line),
      onProgress: (done) => (rendered = Math.max(rendered, done)),
    });
    const coldDir = path.join(out, `cold-${builds}`);
    await build({ configFile: site.config, outDir: coldDir, cache: false });
    assertSameOutput(await filesOf(warmDir), await filesOf(coldDir));
    await Promise.all([rm(warmDir, { recursive: true }), rm(coldDir, { recursive: true })]);
    return rendered;
  }

  const edit = async (file: string, change: (text: string) => string) => {
    const full = path.join(site.dir, file);
    await writeFile(full, change(await readFile(full, 'utf8')));
  };

  test('an empty cache, then nothing changed: no page renders again', async () => {
    assert.ok((await warmEqualsCold()) > 0);
    assert.equal(await warmEqualsCold(), 0);
  });

  test("one doc's body: only its page renders again", async () => {
    await edit('docs/guide/api.md', (text) => `${text}\nA new closing paragraph.\n`);
    assert.equal(await warmEqualsCold(), 1);
  });

  test("a doc's title (its first heading), which other pages show in their sidebar and prev/next links", async () => {
    await edit('docs/guide/setup.md', (text) => text.replace('# Setup', '# Setting things up'));
    assert.ok((await warmEqualsCold()) > 1);
  });

  test('a new doc, and one removed', async () => {
    await writeFile(path.join(site.dir, 'docs/guide/extra.md'), '---\ntitle: Extra\n---\n\nMore.\n');
    await warmEqualsCold();
    await rm(path.join(site.dir, 'docs/guide/extra.md'));
    await warmEqualsCold();
  });

  test('the config', async () => {
    await edit('site.config.yaml', (text) =>
      text
        .replace('tagline: A tiny site for tests', 'tagline: Another tagline')
        .replace('{year} Mini', '{year} Mini and friends'),
    );
    await warmEqualsCold();
  });

  test('a page module and a theme component added to the site', async () => {
    await edit('pages/support.tsx', (text) => text.replace('<h1>Support</h1>', '<h1>Help</h1>'));
    await warmEqualsCold();
    await mkdir(path.join(site.dir, 'templates/theme'), { recursive: true });
    await writeFile(
      path.join(site.dir, 'templates/theme/Footer.tsx'),
      'export function Footer() {\n  return <footer>Our own footer</footer>;\n}\n',
    );
    await warmEqualsCold();
  });

  test("a Markdown page's front matter alone, which gives its title and description", async () => {
    const page = (title: string) => `---\ntitle: ${title}\ndescription: Who we are.\n---\n\nWe write the docs.\n`;
    await writeFile(path.join(site.dir, 'pages/about.md'), page('About us'));
    await warmEqualsCold();
    await writeFile(path.join(site.dir, 'pages/about.md'), page('About the team'));
    assert.ok((await warmEqualsCold()) > 0);
  });

  test('a file beside a doc that the doc links to', async () => {
    await writeFile(
      path.join(site.dir, 'docs/guide/diagram.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>\n',
    );
    await edit('docs/guide/api.md', (text) => `${text}\n![Diagram](./diagram.svg)\n`);
    await warmEqualsCold();
    await writeFile(
      path.join(site.dir, 'docs/guide/diagram.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>\n',
    );
    assert.ok((await warmEqualsCold()) > 0);
  });

  test('the last update git records for a doc, its file unchanged', async () => {
    await edit('site.config.yaml', (text) =>
      text.replace('docs:\n', 'docs:\n  showLastUpdateTime: true\n  showLastUpdateAuthor: true\n'),
    );
    const git = (args: string[], date: string) =>
      execFileSync('git', ['-C', site.dir, ...args], {
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: date,
          GIT_COMMITTER_DATE: date,
          GIT_AUTHOR_NAME: 'Ada',
          GIT_COMMITTER_NAME: 'Ada',
          GIT_AUTHOR_EMAIL: 'a@example.com',
          GIT_COMMITTER_EMAIL: 'a@example.com',
        },
        stdio: 'ignore',
      });
    git(['init', '-q'], '2020-01-01T00:00:00Z');
    git(['add', 'docs'], '2020-01-01T00:00:00Z');
    git(['commit', '-q', '-m', 'docs'], '2020-01-01T00:00:00Z');
    await warmEqualsCold();
    git(['commit', '-q', '--amend', '-m', 'docs', '--reset-author'], '2021-06-15T00:00:00Z');
    assert.ok((await warmEqualsCold()) > 0);
  });

  test('no step found a damaged cache', () => {
    assert.deepEqual(lines, []);
  });
});
