import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DocgenError } from '../errors.js';
import { compiledModule } from '../util/compiled-module.js';
import { shownPath } from '../util/shown-path.js';
import { fromTransferable, type ChildAnswer, type StandIn } from './config-transfer.js';
import type { CreatedRedirects } from './create-redirects.js';

/**
 * The config's `createRedirects`, still alive in its process: asked once about the site's routes, or closed. The
 * process ends either way.
 */
export interface CreateRedirectsChannel {
  ask(routes: string[]): Promise<CreatedRedirects>;
  close(): void;
}

/** Long enough for a config whose plugins load large packages on a busy machine; an endless loop ends there. */
export const CONFIG_TIME_LIMIT_MS = 60_000;

/** The "not carried over" line of a stand-in: what the config asked for, why it could not have it. */
export function describeStandIn({ request, reason }: StandIn): string {
  const local = /^\.{0,2}\//.test(request);
  const why = reason === 'not installed' ? 'not installed (run npm install in the site first)' : reason;
  return `${local ? 'file' : 'package'} ${request}: ${why}; the config was read with an inert stand-in for it`;
}

/**
 * Run from the sources (the tests), the child is TypeScript: tsx loads it, and only it, before the site's files, unless
 * the test runner compiled it (compiledModule).
 */
function childCommand(): string[] {
  const child = new URL(
    import.meta.url.endsWith('.ts') ? './config-child.ts' : '../docusaurus/config-child.js',
    import.meta.url,
  );
  const compiled = compiledModule(child.pathname);
  if (compiled) return [compiled];
  if (!child.pathname.endsWith('.ts')) return [child.pathname];
  const tsx = import.meta.resolve('tsx/esm/api');
  // Registered for the child module alone, and removed once it is loaded: the site's files must not go through tsx.
  const bootstrap = `const tsx = await import(${JSON.stringify(tsx)});
const api = tsx.register({ namespace: 'docgen-config-child' });
await api.import(${JSON.stringify(child.href)}, ${JSON.stringify(import.meta.url)});
await api.unregister();`;
  return ['--input-type=module', '-e', bootstrap];
}

/** The last line the child wrote to its error output: what a crash of the config's own code says. */
function lastLine(text: string): string {
  return (
    text
      .trim()
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .at(-1) ?? ''
  );
}

export interface ConfigTimeLimits {
  /** How long the config may take to give its value. */
  timeLimitMs?: number;
  /**
   * How long its createRedirects may take to answer, once the config is given (the config's limit unless set): a test
   * of an endless createRedirects sets it short without making a slow machine's loading of the config fail.
   */
  redirectsTimeLimitMs?: number;
}

/**
 * Runs a site's docusaurus.config.* in a child process of its own (config-child.ts), as Node loads the site's
 * packages, within a time limit. Resolves to its value and the stand-ins given for packages that could not be
 * used; a config that fails, loops or never settles rejects with a DocgenError saying which.
 */
export async function evaluateDocusaurusConfig(
  file: string,
  options: ConfigTimeLimits = {},
): Promise<{ value: unknown; standIns: StandIn[]; createRedirects?: CreateRedirectsChannel }> {
  const shown = shownPath(file);
  const limit = options.timeLimitMs ?? CONFIG_TIME_LIMIT_MS;
  const child = spawn(process.execPath, childCommand(), {
    cwd: path.dirname(file),
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let errorOutput = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    errorOutput = (errorOutput + chunk).slice(-4096);
  });
  const answer = await new Promise<ChildAnswer | { kind: 'timeout' } | { kind: 'exited'; code: number | null }>(
    (resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve({ kind: 'timeout' });
      }, limit);
      child.once('message', (message: ChildAnswer) => {
        clearTimeout(timer);
        resolve(message);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        // A message sent just before the exit is delivered first; this settles only when there was none.
        setImmediate(() => resolve({ kind: 'exited', code }));
      });
      child.send(path.resolve(file));
    },
  );
  const waiting = answer.kind === 'config' && answer.createRedirects === true;
  if (answer.kind !== 'timeout' && answer.kind !== 'exited' && !waiting) child.kill('SIGKILL');
  switch (answer.kind) {
    case 'config':
      return {
        value: fromTransferable(answer.value),
        standIns: answer.standIns,
        ...(waiting && {
          createRedirects: createRedirectsChannel(child, shown, options.redirectsTimeLimitMs ?? limit),
        }),
      };
    case 'failed': {
      const { message, file: at, line, column } = answer.failure;
      throw new DocgenError(`running ${shown} failed: ${message}`, {
        file: at ? shownPath(at) : shown,
        line,
        column,
      });
    }
    case 'unsettled':
      throw new DocgenError(`${shown} exports a promise that never settles: nothing was left for it to wait for`, {
        file: shown,
      });
    case 'timeout':
      throw new DocgenError(`${shown} did not give its config within ${limit / 1000} s, so it was stopped`, {
        file: shown,
      });
    case 'exited': {
      const said = lastLine(errorOutput);
      throw new DocgenError(
        `running ${shown} failed: the process ended (exit code ${answer.code ?? 'none'}) before the config was given${said ? `: ${said}` : ''}`,
        { file: shown },
      );
    }
  }
}

function createRedirectsChannel(child: ChildProcess, shown: string, limit: number): CreateRedirectsChannel {
  const close = () => child.kill('SIGKILL');
  return {
    close,
    ask: (routes) =>
      new Promise<CreatedRedirects>((resolve, reject) => {
        const fail = (timedOut: boolean) => {
          close();
          reject(
            new DocgenError(
              timedOut
                ? `createRedirects of ${shown} gave no answer within ${limit / 1000} s`
                : `createRedirects of ${shown} stopped its process before it answered`,
              { file: shown },
            ),
          );
        };
        const timer = setTimeout(() => fail(true), limit);
        child.once('message', (message: CreatedRedirects) => {
          clearTimeout(timer);
          close();
          resolve(message);
        });
        child.once('exit', () => {
          clearTimeout(timer);
          setImmediate(() => fail(false));
        });
        child.send(routes);
      }),
  };
}
