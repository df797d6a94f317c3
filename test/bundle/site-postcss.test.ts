/*
 * The site's stylesheets through its own PostCSS plugins (issue #35: Tailwind through a Docusaurus plugin's
 * configurePostCss, or a postcss.config.js), with the stand-in for Tailwind of test/helpers/postcss-site.ts.
 */
import assert from 'node:assert/strict';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { CONFIG, writePostcssSite } from '../helpers/postcss-site.js';
import { ROOT, tempDir, writeFiles } from '../helpers/site.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A site inside the repository, so that it resolves postcss as an installed site resolves its own packages. */
async function site(files: Record<string, string>): Promise<string> {
  const dir = await tempDir(path.join(ROOT, 'node_modules/.cache/docgen-tests/postcss-'));
  dirs.push(dir);
  await writePostcssSite(dir, files);
  return dir;
}

async function builtCss(dir: string): Promise<{ css: string; home: string }> {
  const out = path.join(dir, 'build');
  await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: out });
  const cssDir = path.join(out, 'assets', 'js');
  const files = (await readdir(cssDir)).filter((f) => f.endsWith('.css'));
  const css = (await Promise.all(files.map((f) => readFile(path.join(cssDir, f), 'utf8')))).join('\n');
  return { css, home: await readFile(path.join(out, 'index.html'), 'utf8') };
}

test(
  'postcss.plugins run over the custom CSS and CSS modules, seeing the site’s pages and docs',
  { timeout: 120_000 },
  async () => {
    const dir = await site({ 'site.config.yaml': `${CONFIG}postcss:\n  plugins: [./postcss-utilities.cjs]\n` });
    const { css, home } = await builtCss(dir);
    assert.match(css, /\.u-teal\s*\{\s*color:\s*teal;?\s*\}/);
    assert.match(css, /\.u-tomato\s*\{\s*color:\s*tomato;?\s*\}/);
    assert.match(css, /\.banner\s*\{\s*color:\s*#c0ffee;?\s*\}/);
    // The module's class, as the page's HTML names it, carries the plugin's value in the stylesheet.
    const hero = /<main class="(pages_hero_[\w-]+)"/.exec(home)?.[1];
    assert.ok(hero, 'the page names its module class');
    assert.match(css, new RegExp(`\\.${hero}\\s*\\{\\s*border-color:\\s*#c0ffee`));
    assert.doesNotMatch(css, /@utilities/);
  },
);

test(
  'a postcss.config.cjs of the site is run, with the options it gives its plugins',
  { timeout: 120_000 },
  async () => {
    const dir = await site({
      'site.config.yaml': CONFIG,
      'postcss.config.cjs': "module.exports = { plugins: [require('./postcss-utilities.cjs')({ prefix: 'v-' })] };\n",
      'src/pages/about.js': 'export default function About() { return <p className="v-navy">About</p>; }\n',
    });
    const { css } = await builtCss(dir);
    assert.match(css, /\.v-navy\s*\{\s*color:\s*navy;?\s*\}/);
    assert.doesNotMatch(css, /\.u-tomato/);
  },
);

test('a plugin’s error stops the build at its line of the stylesheet', { timeout: 120_000 }, async () => {
  const dir = await site({
    'site.config.yaml': `${CONFIG}postcss:\n  plugins: [./postcss-utilities.cjs]\n`,
    'src/css/custom.css': '.a { color: red; }\n.b { color: brand(unknown); }\n',
  });
  await assert.rejects(
    build({ configFile: path.join(dir, 'site.config.yaml'), outDir: path.join(dir, 'build') }),
    (error: unknown) => {
      assert.ok(error instanceof Error);
      assert.match(error.message, /src\/css\/custom\.css:2:\d+ - PostCSS plugin utilities: unknown brand colour/);
      return true;
    },
  );
});

test('a PostCSS setup without the site’s postcss package is an error naming it', async () => {
  // Outside the repository: nothing above the folder has postcss.
  const dir = await tempDir('docgen-postcss-missing-');
  dirs.push(dir);
  await writeFiles(dir, {
    'site.config.yaml': CONFIG,
    'src/css/custom.css': '.a { color: red; }\n',
    'postcss.config.js': 'module.exports = { plugins: [] };\n',
  });
  await assert.rejects(
    build({ configFile: path.join(dir, 'site.config.yaml'), outDir: path.join(dir, 'build') }),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.match(error.message, /postcss\.config\.js - postcss\.config\.js: the site has no "postcss" package/);
      return true;
    },
  );
});
