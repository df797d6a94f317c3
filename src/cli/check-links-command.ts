import { generateSite } from '../build.js';
import { formatWarning } from '../links/warnings.js';

/**
 * `docgen check-links`: generates the site in memory (nothing is written) and lists every broken
 * link, image and anchor, and every duplicate route. Resolves to the exit code: 1 when anything is broken.
 */
export async function runCheckLinks(opts: {
  config: string;
  format: 'text' | 'json';
  cache?: boolean;
}): Promise<number> {
  const site = await generateSite({
    configFile: opts.config,
    onBrokenLinks: 'warn',
    cache: opts.cache,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  const problems = site.warnings.filter((w) => w.kind === 'broken-link' || w.kind === 'duplicate-route');
  if (opts.format === 'json') {
    const json = problems.map((w) =>
      w.kind === 'broken-link'
        ? {
            kind: w.kind,
            file: w.link.source,
            line: w.link.line ?? null,
            column: w.link.column ?? null,
            url: w.link.url,
            target: w.link.target,
            reason: w.link.reason,
          }
        : { kind: w.kind, file: w.duplicate.sources[0], route: w.duplicate.route, sources: w.duplicate.sources },
    );
    process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
  } else {
    for (const w of problems) process.stdout.write(`${formatWarning(w)}\n`);
    const count = problems.length;
    process.stdout.write(
      count === 0
        ? `no broken links in ${site.pages} pages\n`
        : `${count} broken link${count === 1 ? '' : 's'} in ${site.pages} pages\n`,
    );
  }
  return problems.length > 0 ? 1 : 0;
}
