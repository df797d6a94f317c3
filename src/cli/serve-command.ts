import type { Server } from 'node:http';
import { painterFor } from './report.js';

export interface ServeCommandOptions {
  config: string;
  outDir: string;
  port: number;
  host: string;
  build: boolean;
  watch?: boolean;
  cache?: boolean;
  /** `--locale X`: build and serve that locale alone, as `build --locale X` writes it. */
  locale?: string;
}

export async function runServe(opts: ServeCommandOptions): Promise<void> {
  if (opts.watch) return runWatch(opts);
  const { root, url } = await serveBuilt(opts);
  process.stdout.write(`serving ${root} at ${url}\n`);
}

/** Builds the site (unless `build` is false) and serves the output folder; answers where. */
export async function serveBuilt(opts: ServeCommandOptions): Promise<{ server: Server; root: string; url: string }> {
  // Either way of serving loads its own part of the engine: watch mode needs neither the build's writer nor the static server's setup.
  const [
    { loadConfig },
    { configForBuild, localeOutputFolders },
    { listen, serverUrl },
    { createStaticServer },
    { runBuild },
  ] = await Promise.all([
    import('../config/load.js'),
    import('../sources/locales.js'),
    import('../server/listen.js'),
    import('../server/serve-static.js'),
    import('./build-command.js'),
  ]);
  const root = opts.build ? (await runBuild(opts)).outDir : opts.outDir;
  // The pages link to the base URL: the server answers under it, as the real host will (under the one every locale
  // built shares, see `buildBaseUrl`); a missing page in a locale's folder gets that locale's not-found page.
  const { basePath, localeFolders } = await loadConfig(opts.config).then(
    (loaded) => ({
      basePath: configForBuild(loaded.config, opts.locale).baseUrl,
      localeFolders: localeOutputFolders(loaded.config, opts.locale),
    }),
    () => ({ basePath: '/', localeFolders: [] }),
  );
  const server = createStaticServer({ root, basePath, localeFolders });
  const port = await listen(server, opts.host, opts.port);
  return { server, root, url: serverUrl(opts.host, port, basePath) };
}

async function runWatch(opts: ServeCommandOptions): Promise<void> {
  const { serveWatch } = await import('../watch/serve-watch.js');
  const paint = painterFor(process.stdout);
  const watching = await serveWatch({
    configFile: opts.config,
    host: opts.host,
    port: opts.port,
    cache: opts.cache,
    locale: opts.locale,
    paint,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(`serving ${watching.url} ${paint.dim('(watching for changes; Ctrl+C to stop)')}\n`);
  const stop = () => void watching.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
