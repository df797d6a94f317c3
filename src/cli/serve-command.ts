import { loadConfig } from '../config/load.js';
import { listen, serverUrl } from '../server/listen.js';
import { createStaticServer } from '../server/serve-static.js';
import { runBuild } from './build-command.js';

export interface ServeCommandOptions {
  config: string;
  outDir: string;
  port: number;
  host: string;
  build: boolean;
}

export async function runServe(opts: ServeCommandOptions): Promise<void> {
  const root = opts.build ? (await runBuild(opts)).outDir : opts.outDir;
  // The pages link to the base URL: the server answers under it, as the real host will.
  const basePath = await loadConfig(opts.config).then((loaded) => loaded.config.baseUrl, () => '/');
  const port = await listen(createStaticServer({ root, basePath }), opts.host, opts.port);
  process.stdout.write(`serving ${root} at ${serverUrl(opts.host, port, basePath)}\n`);
}
