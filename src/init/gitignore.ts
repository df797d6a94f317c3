/**
 * What a site's .gitignore needs for docgen: the output, the build cache (inside node_modules) and the files a build
 * keeps beside the output while it runs.
 */
const IGNORED = ['node_modules/', 'build/', '.build.staging-*', '.build.old-*', '.build.lock'];

/** The .gitignore with the lines it lacks added at its end under a comment; `added` is empty when it has them all. */
export function withDocgenIgnores(existing: string | undefined): { text: string; added: string[] } {
  const lines = new Set((existing ?? '').split(/\r?\n/).map((line) => line.trim()));
  // `build` and `/build/` ignore the output as well as `build/` does.
  const has = (entry: string) =>
    [entry, entry.replace(/\/$/, ''), `/${entry}`, `/${entry.replace(/\/$/, '')}`].some((l) => lines.has(l));
  const added = IGNORED.filter((entry) => !has(entry));
  if (added.length === 0) return { text: existing ?? '', added };
  const before =
    existing === undefined || existing === '' ? '' : existing.endsWith('\n') ? `${existing}\n` : `${existing}\n\n`;
  return {
    text: `${before}# docgen: the built site, its build cache and the files a build keeps while it runs\n${added.join('\n')}\n`,
    added,
  };
}
