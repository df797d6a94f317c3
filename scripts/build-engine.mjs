// Compiles the engine (src/) to dist/ once, so that `docgen` starts without a TypeScript loader.
// The browser code (src/client, src/watch/browser) is left as source: docgen bundles it with each site.
// The JSON Schema of site.config.yaml is generated from the compiled config schema, for editors, and the compiled
// code's hash is written beside it, for the build cache's keys.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// Chunk names carry content hashes: without a clean folder, every engine change would leave its old chunks behind.
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: [
    'src/cli/main.ts',
    'src/config/json-schema.ts',
    // Run by this script to hash the compiled code (see CODE_FINGERPRINT_FILE).
    'src/cache/engine-fingerprint.ts',
    'src/pipeline/render-thread.ts',
    // Run in a child process of its own by evaluate-config.ts.
    'src/docusaurus/config-child.ts',
    // docgen-ssr/plugin: what a site's plugin modules import, run by Node as they are.
    'src/plugins/api.ts',
    // Modules the built-in plugins name for the render threads to import (see src/plugins/engine-module.ts).
    'src/plugins/built-in/mermaid/rehype-mermaid.ts',
    'src/plugins/built-in/mermaid/check-diagrams.ts',
  ],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // The packages are bundled in: a render thread took 250 ms (0.6 s with two starting at once) to load some
  // hundreds of node_modules files through Node's module loader, before its first page. The engine imports no React:
  // the theme's server bundle brings the site's (src/bundle/site-react.ts). esbuild and chokidar have native parts;
  // tsx only runs the tests. js-yaml reads only front matter that `yaml` rejects: required then (src/content/front-matter.ts).
  external: ['esbuild', 'chokidar', 'tsx', 'tsx/*', 'js-yaml'],
  sourcemap: 'linked',
  // The maps point at the files (src/ ships, the packages are installed); their text would nearly double dist/.
  sourcesContent: false,
  // Bundled CommonJS packages call require(), which an ES module has only through createRequire.
  banner: {
    js: "import { createRequire as __engineCreateRequire } from 'node:module';\nconst require = __engineCreateRequire(import.meta.url);",
  },
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  plugins: [withoutZodLocales()],
});

/**
 * zod's `locales` namespace holds its error messages in 64 languages, 400 KB of the 780 KB of zod the main thread
 * compiled at every start; docgen words its own messages and never sets a zod locale, and zod registers English by
 * itself. Only that namespace is left empty: `z.locales` is never read.
 */
function withoutZodLocales() {
  return {
    name: 'zod-without-locales',
    setup(build) {
      build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
        contents: 'export {};\n',
        loader: 'js',
      }));
    },
  };
}

const { siteConfigJsonSchema, JSON_SCHEMA_FILE } = await import('../dist/config/json-schema.js');
mkdirSync('schema', { recursive: true });
writeFileSync(JSON_SCHEMA_FILE, `${JSON.stringify(siteConfigJsonSchema(), null, 2)}\n`);

const { codeFingerprint, CODE_FINGERPRINT_FILE } = await import('../dist/cache/engine-fingerprint.js');
writeFileSync(path.join('dist', CODE_FINGERPRINT_FILE), await codeFingerprint('dist'));
