import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { build, warningToError } from '../build.js';
import { isUserError, DocgenErrors, type DocgenError } from '../errors.js';
import { createStaticServer } from '../server/serve-static.js';
import { dim, formatSummary, formatWarnings, red } from './report.js';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** Runs the CLI and resolves to the process exit code; user mistakes print one clear line, never a stack. */
export async function main(argv: string[]): Promise<number> {
  const program = new Command('docgen')
    .description('A fast static documentation-site generator with React server rendering')
    .version(packageJson.version, '-v, --version')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });

  program
    .command('build')
    .description('build the site into a folder of static files')
    .option('-c, --config <file>', 'site config file', 'site.config.yaml')
    .option('-o, --out-dir <dir>', 'output folder (default: build/ beside the config)')
    .option('--dev', 'keep drafts and skip minification')
    .action(async (opts: { config: string; outDir?: string; dev?: boolean }) => {
      await runBuild(opts);
    });

  program
    .command('serve')
    .description('build the site, then serve it over HTTP')
    .option('-c, --config <file>', 'site config file', 'site.config.yaml')
    .option('-o, --out-dir <dir>', 'output folder (default: build/ beside the config)')
    .addOption(new Option('-p, --port <port>', 'port to listen on').default(process.env.PORT ?? '3000'))
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option('--no-build', 'serve the existing output without building it first')
    .option('-w, --watch', 'rebuild on changes and reload open pages')
    .action(async (opts: { config: string; outDir?: string; port: string; host: string; build: boolean; watch?: boolean }) => {
      const outDir = opts.build ? (await runBuild(opts)).outDir : path.resolve(opts.outDir ?? path.join(path.dirname(path.resolve(opts.config)), 'build'));
      await listen(outDir, opts.host, Number(opts.port));
    });

  program
    .command('check-links')
    .description('check every internal link, image and anchor; exit 1 when one is broken')
    .option('-c, --config <file>', 'site config file', 'site.config.yaml')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (opts: { config: string; format: 'text' | 'json' }) => {
      const os = await import('node:os');
      const { mkdtemp, rm } = await import('node:fs/promises');
      const outDir = await mkdtemp(path.join(os.tmpdir(), 'docgen-check-'));
      try {
        const result = await build({ configFile: opts.config, outDir: path.join(outDir, 'site') });
        const broken = result.warnings.filter((w) => w.kind === 'broken-link' || w.kind === 'duplicate-route');
        if (opts.format === 'json') {
          process.stdout.write(`${JSON.stringify(broken.map((w) => (w.kind === 'broken-link' ? { kind: w.kind, ...w.link } : { kind: w.kind, ...w.duplicate })), null, 2)}\n`);
        } else {
          for (const w of broken) process.stdout.write(`${warningToError(w).message}\n`);
          process.stdout.write(broken.length === 0 ? `no broken links in ${result.pages} pages\n` : `${broken.length} broken link${broken.length === 1 ? '' : 's'}\n`);
        }
        process.exitCode = broken.length > 0 ? 1 : 0;
      } finally {
        await rm(outDir, { recursive: true, force: true });
      }
    });

  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    reportError(error);
    return 1;
  }
}

async function runBuild(opts: { config: string; outDir?: string; dev?: boolean }) {
  const interactive = process.stderr.isTTY;
  let lastShown = 0;
  const result = await build({
    configFile: opts.config,
    outDir: opts.outDir,
    dev: opts.dev,
    onProgress: (done, total) => {
      if (total < 200) return;
      if (interactive) process.stderr.write(`\r${dim(`rendering ${done}/${total} pages`)}`);
      else if (done - lastShown >= 500 || done === total) {
        lastShown = done;
        process.stderr.write(`rendered ${done}/${total} pages\n`);
      }
    },
  });
  if (interactive) process.stderr.write('\r\u001b[K');
  for (const line of formatWarnings(result.warnings)) process.stderr.write(`${line}\n`);
  process.stdout.write(`${formatSummary(result)}\n`);
  if (process.env.DOCGEN_TIMINGS) process.stdout.write(`${result.timings.map((t) => `${t.name} ${t.ms.toFixed(0)}ms`).join(', ')}\n`);
  return result;
}

function listen(root: string, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createStaticServer({ root });
    server.on('error', reject);
    server.listen(port, host, () => {
      process.stdout.write(`serving ${root} at http://${host.includes(':') ? `[${host}]` : host}:${port}/\n`);
      resolve();
    });
  });
}

function reportError(error: unknown): void {
  if (isUserError(error)) {
    const errors: DocgenError[] = error instanceof DocgenErrors ? error.errors : [error];
    process.stderr.write(`${red('error')} ${errors[0]!.message}\n`);
    for (const e of errors.slice(1)) process.stderr.write(`${red('error')} ${e.message}\n`);
    for (const e of errors) if (e.hint) process.stderr.write(`  ${dim(`hint: ${e.hint}`)}\n`);
    return;
  }
  const err = error as Error;
  process.stderr.write(`${red('error')} ${err?.message ?? String(error)}\n`);
  if (process.env.DOCGEN_DEBUG) process.stderr.write(`${err?.stack ?? ''}\n`);
  else process.stderr.write(dim('  (this looks like a bug in docgen; run with DOCGEN_DEBUG=1 for the stack trace)\n'));
}
