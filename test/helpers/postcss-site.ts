/*
 * A site whose stylesheets go through a PostCSS plugin that stands in for Tailwind: it writes a rule for each
 * `u-<colour>` class it finds in the site's src/ and docs/ (reporting both folders as it reads them, as Tailwind
 * reports its content), and fills `brand` values; postcss is the repository's own.
 */
import { writeFiles } from './site.js';

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

/** The config of the site, without its PostCSS setup. */
export const CONFIG = `title: PostCSS
url: https://postcss.example.com
pagesDir: src/pages
customCss: [./src/css/custom.css]
`;

/** Writes the site into `dir` (inside the repository, so that it resolves postcss), with `files` over its own. */
export async function writePostcssSite(dir: string, files: Record<string, string>): Promise<void> {
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
}
