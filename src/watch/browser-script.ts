import { fileURLToPath } from 'node:url';

// The same path from src/watch/ and from any folder of dist/: the browser code ships as source.
const ENTRY = fileURLToPath(new URL('../../src/watch/browser/live-reload.ts', import.meta.url));

/** The live-reload script, bundled once on first request. */
export function liveReloadScript(): () => Promise<string> {
  let code: Promise<string> | undefined;
  return () =>
    // esbuild's API loads with it: the first page is served before a page asks for the script.
    (code ??= import('esbuild')
      .then(({ build }) =>
        build({
          entryPoints: [ENTRY],
          bundle: true,
          write: false,
          format: 'esm',
          minify: true,
          target: 'es2020',
          logLevel: 'silent',
        }),
      )
      .then((result) => result.outputFiles[0]!.text));
}
