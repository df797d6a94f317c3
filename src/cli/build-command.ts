import { build, type BuildResult } from '../build.js';
import { createProgress } from './progress.js';
import { formatSummary, painterFor } from './report.js';
import { formatWarnings } from './warnings-report.js';

export interface BuildCommandOptions {
  config: string;
  outDir?: string;
  dev?: boolean;
  cache?: boolean;
  locale?: string;
}

/** `docgen build`: progress on stderr while it runs, warnings grouped by kind on stderr, the summary on stdout. */
export async function runBuild(opts: BuildCommandOptions): Promise<BuildResult> {
  const progress = createProgress(process.stderr, painterFor(process.stderr));
  // The render stage reports on the pages it renders: those the build cache did not hold.
  let rendered = 0;
  let result: BuildResult;
  try {
    result = await build({
      configFile: opts.config,
      outDir: opts.outDir,
      dev: opts.dev,
      cache: opts.cache,
      locale: opts.locale,
      log: progress.note,
      onStage: progress.onStage,
      onProgress: (done, total) => {
        rendered = total;
        progress.onProgress(done, total);
      },
    });
  } finally {
    progress.done();
  }
  for (const line of formatWarnings(result.warnings, painterFor(process.stderr))) process.stderr.write(`${line}\n`);
  process.stdout.write(`${formatSummary(result, painterFor(process.stdout), rendered)}\n`);
  if (process.env.DOCGEN_TIMINGS)
    process.stdout.write(`${result.timings.map((t) => `${t.name} ${t.ms.toFixed(0)}ms`).join(', ')}\n`);
  return result;
}
