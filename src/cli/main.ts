import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { DocgenError, DocgenErrors, isUserError, systemErrorAsUserError } from '../errors.js';
import { DEPLOY_HOSTS, type DeployHost } from '../init/deploy-files.js';
import { errorLines, painterFor } from './report.js';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Runs the CLI and resolves to the process exit code; user mistakes print one clear line, never a stack. */
export async function main(argv: string[]): Promise<number> {
  let exitCode = 0;
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
    .option('--no-cache', 'build from scratch, without reading or writing the build cache')
    .option(
      '--locale <locale>',
      "build only this locale of i18n.locales, at its own baseUrl, else at the site's (as Docusaurus builds one locale)",
    )
    .action(async (opts: { config: string; outDir?: string; dev?: boolean; cache: boolean; locale?: string }) => {
      // Each command loads its own part of the engine: `--version` or `serve --no-build` need none of the renderer.
      const { runBuild } = await import('./build-command.js');
      await runBuild(opts);
    });

  program
    .command('serve')
    .description('build the site, then serve it over HTTP; with --watch, rebuild on changes and reload open pages')
    .option('-c, --config <file>', 'site config file', 'site.config.yaml')
    .option('-o, --out-dir <dir>', 'output folder (default: build/ beside the config; not used with --watch)')
    .addOption(
      new Option('-p, --port <port>', 'port to listen on (default: $PORT, else 3000)').argParser((value) => {
        const port = parsePort(value);
        if (port === undefined) throw new InvalidArgumentError('expected a number from 0 to 65535');
        return port;
      }),
    )
    .option('--host <host>', 'address to bind; 127.0.0.1 keeps the server private to this machine', '127.0.0.1')
    .option('--no-build', 'serve the existing output without building it first')
    .option('-w, --watch', 'build into memory, rebuild what a change affects, and reload open pages')
    .option('--no-cache', 'build from scratch, without reading or writing the build cache')
    .option('--locale <locale>', 'build and serve only this locale of i18n.locales, where build --locale writes it')
    .action(
      async (opts: {
        config: string;
        outDir?: string;
        port?: number;
        host: string;
        build: boolean;
        watch?: boolean;
        cache: boolean;
        locale?: string;
      }) => {
        const port = opts.port ?? parsePort(process.env.PORT ?? '3000');
        if (port === undefined)
          throw new DocgenError(`PORT=${process.env.PORT}: expected a port number from 0 to 65535`);
        const { runServe } = await import('./serve-command.js');
        await runServe({
          ...opts,
          port,
          outDir: opts.outDir ?? path.join(path.dirname(path.resolve(opts.config)), 'build'),
        });
      },
    );

  program
    .command('init')
    .description('create a small working site (config, docs in two categories) in a folder; never overwrites a file')
    .argument('[dir]', 'folder of the new site (with --from-docusaurus: of the Docusaurus site)', '.')
    .option(
      '--from-docusaurus',
      "write the site.config.yaml equivalent to the Docusaurus site's config in DIR, and list what it leaves behind",
    )
    .addOption(
      new Option('--deploy <host>', "also write the host's deploy workflow or config, with the site's address").choices(
        DEPLOY_HOSTS,
      ),
    )
    .action(async (dir: string, opts: { fromDocusaurus?: boolean; deploy?: DeployHost }) => {
      if (opts.fromDocusaurus) {
        if (opts.deploy)
          throw new DocgenError(
            '--deploy: written by docgen init for a new site only',
            undefined,
            'run docgen init --from-docusaurus first; the Docusaurus site keeps its own deploy set-up',
          );
        const { runInitFromDocusaurus } = await import('../init/init-command.js');
        await runInitFromDocusaurus(dir);
        return;
      }
      const { runInit } = await import('./init-command.js');
      await runInit({ dir, version: packageJson.version, deploy: opts.deploy });
    });

  program
    .command('docs:version')
    .description(
      'make the current docs version <name>, as Docusaurus does: copy them to versioned_docs/version-<name> and their sidebars to versioned_sidebars/, and put <name> first in versions.json; never overwrites a file',
    )
    .argument('<name>', 'the new version, such as 2.0')
    .option('-c, --config <file>', 'site config file', 'site.config.yaml')
    .option('--instance <id>', "the docs instance (a docsInstances entry's id); the config's docs without it")
    .action(async (name: string, opts: { config: string; instance?: string }) => {
      const { runDocsVersion } = await import('./docs-version-command.js');
      await runDocsVersion(name, opts);
    });

  program
    .command('write-translations')
    .description(
      "write one locale's translation files (i18n/<locale>/code.json, the navbar's, footer's, docs versions' and blogs') with every id the site uses, as Docusaurus does: the default locale's, or --locale's; adds new ids, never changes a translation",
    )
    .option('-c, --config <file>', 'site config file', 'site.config.yaml')
    .option('--locale <locale>', 'the locale of i18n.locales to write (default: i18n.defaultLocale)')
    .action(async (opts: { config: string; locale?: string }) => {
      const { runWriteTranslations } = await import('./write-translations-command.js');
      await runWriteTranslations(opts);
    });

  program
    .command('check-links')
    .description(
      'check every internal link, image and anchor (external URLs for their form only); exit 1 when one is broken',
    )
    .option('-c, --config <file>', 'site config file', 'site.config.yaml')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--no-cache', 'check a site generated from scratch, without the build cache')
    .action(async (opts: { config: string; format: 'text' | 'json'; cache: boolean }) => {
      const { runCheckLinks } = await import('./check-links-command.js');
      exitCode = await runCheckLinks(opts);
    });

  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    reportError(error);
    return 1;
  }
}

function parsePort(value: string): number | undefined {
  const port = Number(value);
  return /^\d+$/.test(value) && port <= 65535 ? port : undefined;
}

function reportError(thrown: unknown): void {
  const { red, dim } = painterFor(process.stderr);
  const error = systemErrorAsUserError(thrown) ?? thrown;
  if (isUserError(error)) {
    const errors: DocgenError[] = error instanceof DocgenErrors ? error.errors : [error];
    for (const line of errorLines(errors, { mark: red('error'), hint: dim })) process.stderr.write(`${line}\n`);
    return;
  }
  const err = error as Error;
  process.stderr.write(`${red('error')} ${err?.message ?? String(error)}\n`);
  if (process.env.DOCGEN_DEBUG) process.stderr.write(`${err?.stack ?? ''}\n`);
  else process.stderr.write(dim('  (this looks like a bug in docgen; run with DOCGEN_DEBUG=1 for the stack trace)\n'));
}
