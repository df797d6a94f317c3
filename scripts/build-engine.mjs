// Compiles the engine (src/) to dist/ once, so that `docgen` starts without a TypeScript loader.
// The browser code (src/client, src/watch/browser) is left as source: docgen bundles it with each site.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/cli/main.ts', 'src/render/worker.ts', 'src/watch/render-worker.ts', 'src/watch/search-worker.ts'],
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
