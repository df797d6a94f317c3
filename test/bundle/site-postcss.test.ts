/*
 * The site's stylesheets through its own PostCSS plugins (issue #35: Tailwind through a Docusaurus plugin's
 * configurePostCss, or a postcss.config.js). The plugin here stands in for Tailwind: it writes a rule for each
 * `u-<colour>` class it finds in the site's files, and fills `brand` values; postcss is the repository's own.
 */
import assert from 'node:assert/strict';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { ROOT, tempDir, writeFiles } from '../helpers/site.js';

const UTILITIES = `const fs = require('node:fs');
const path = require('node:path');
/** @utilities; becomes a rule per u-<colour> class used in src/ and docs/; "brand" values become the brand colour. */
module.exports = (options = {}) => ({
  postcssPlugin: 'utilities',
  AtRule: {
    utilities(rule, { result, Rule, Declaration }) {
      const prefix = options.prefix ?? 'u-';
      const found = new Set();
      for (const dir of ['src', 'docs']) {
        const root = path.join(__dirname, dir);
        for (const file of fs.readdirSync(root, { recursive: true })) {
          const text = fs.statSync(path.join(root, file)).isFile() ? fs.readFileSync(path.join(root, file), 'utf8') : '';
          for (const m of text.matchAll(new RegExp(prefix + '([a-z]+)', 'g'))) found.add(m[1]);
        }
        result.messages.push({ type: 'dir-dependency', plugin: 'utilities', dir: root, glob: '**/*', parent: result.opts.from });
      }
      rule.replaceWith([...found].sort().map((c) => new Rule({ selector: '.' + prefix + c, nodes: [new Declaration({ prop: 'color', value: c })] })));
    },
  },
  Declaration(decl) {
    if (decl.value === 'brand') decl.value = '#c0ffee';
    if (decl.value === 'brand(unknown)') throw decl.error('unknown brand colour', { word: 'brand(unknown)' });
  },
});
module.exports.postcss = true;
`;

const dirs: string[] = [];
after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A site inside the repository, so that it resolves postcss as an installed site resolves its own packages. */
async function site(files: Record<string, string>): Promise<string> {
  const dir = await tempDir(path.join(ROOT, 'node_modules/.cache/docgen-tests/postcss-'));
  dirs.push(dir);
  await writeFiles(dir, {
    'postcss-utilities.cjs': UTILITIES,
    'docs/intro.md': '# Intro\n\n<span class="u-teal">Teal</span>\n',
    'src/pages/index.js': `import styles from './index.module.css';
export default function Home() {
  return <main className={styles.hero}><p className="u-tomato">Hello</p></main>;
}
`,
    'src/pages/index.module.css': '.hero { border-color: brand; }\n',
    'src/css/custom.css': '@utilities;\n.banner { color: brand; }\n',
    ...files,
  });
  return dir;
}

const CONFIG = `title: PostCSS
url: https://postcss.example.com
pagesDir: src/pages
customCss: [./src/css/custom.css]
`;

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
