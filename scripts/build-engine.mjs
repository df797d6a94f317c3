// Compiles the engine (src/) to dist/ once, so that `docgen` starts without a TypeScript loader.
// The browser code (src/client, src/watch/browser) is left as source: docgen bundles it with each site.
// The JSON Schema of site.config.yaml is generated from the compiled config schema, for editors.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names carry content hashes: without a clean folder, every engine change would leave its old chunks behind.
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: ['src/cli/main.ts', 'src/config/json-schema.ts', 'src/pipeline/render-thread.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});

const { siteConfigJsonSchema, JSON_SCHEMA_FILE } = await import('../dist/config/json-schema.js');
mkdirSync('schema', { recursive: true });
writeFileSync(JSON_SCHEMA_FILE, `${JSON.stringify(siteConfigJsonSchema(), null, 2)}\n`);
