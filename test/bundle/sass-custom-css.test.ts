import assert from 'node:assert/strict';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/build.js';
import { DocgenErrors } from '../../src/errors.js';
import { tempDir, writeFiles } from '../helpers/site.js';

/**
 * The site's own `sass` package compiles its Sass stylesheets, as docusaurus-plugin-sass has it do. A stand-in for the
 * package keeps the test quick and shows that the site's copy is the one used: it turns `$brand` into its value.
 */
const STAND_IN_SASS = `exports.compileString = (source) => {
  const value = /\\$brand: ([^;]+);/.exec(source)[1];
  return { css: '/* compiled by the site sass */\\n' + source.replace(/\\$brand: [^;]+;\\n/, '').replaceAll('$brand', value) };
};
`;

async function siteCss(outDir: string): Promise<string> {
  const files = await readdir(outDir, { recursive: true });
  const sheets = files.filter((f) => f.endsWith('.css')).map((f) => readFile(path.join(outDir, f), 'utf8'));
  return (await Promise.all(sheets)).join('\n');
}

test("a Sass customCss file is compiled with the site's sass package and loaded after the theme's styles", async () => {
  const dir = await tempDir('docgen-sass-');
  try {
    await writeFiles(dir, {
      'site.config.yaml': 'title: T\nurl: https://t.example.com\ncustomCss:\n  - ./src/css/custom.scss\n',
      'docs/a.md': '# A\n',
      'src/css/custom.scss': '$brand: #2e8555;\n.navbar-brand-mark {\n  color: $brand;\n}\n',
      'node_modules/sass/package.json': '{ "name": "sass", "main": "index.js" }\n',
      'node_modules/sass/index.js': STAND_IN_SASS,
    });
    const { outDir } = await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: path.join(dir, 'build') });
    const css = await siteCss(outDir);
    assert.match(css, /\.navbar-brand-mark\s*\{\s*color:\s*#2e8555;?\s*\}/);
    assert.doesNotMatch(css, /\$brand/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a Sass customCss file in a site without the sass package fails the build, saying what to install', async () => {
  const dir = await tempDir('docgen-sass-missing-');
  try {
    await writeFiles(dir, {
      'site.config.yaml': 'title: T\nurl: https://t.example.com\ncustomCss:\n  - ./src/css/custom.scss\n',
      'docs/a.md': '# A\n',
      'src/css/custom.scss': '$brand: #2e8555;\n.x {\n  color: $brand;\n}\n',
    });
    const failure = await build({
      configFile: path.join(dir, 'site.config.yaml'),
      outDir: path.join(dir, 'build'),
    }).then(
      () => assert.fail('the build succeeded'),
      (error: unknown) => error,
    );
    const messages =
      failure instanceof DocgenErrors ? failure.errors.map((e) => e.message) : [(failure as Error).message];
    assert.ok(
      messages.some((m) =>
        m.includes(
          'src/css/custom.scss is Sass, and the site has no "sass" package to compile it: install it (npm install sass)',
        ),
      ),
      messages.join('\n'),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
