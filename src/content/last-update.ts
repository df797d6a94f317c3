import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LastUpdate {
  /** ISO date of the last commit that changed the file. */
  date?: string;
  author?: string;
}

/**
 * When and by whom each file of the docs folder was last changed, from one `git log` over the whole folder (newest
 * commit first, so a file's first appearance is its last change), never one process per file. Paths are relative
 * to the docs folder. Outside a git work tree, or without git, there is no date to show: an empty map.
 */
export async function readLastUpdates(docsDir: string): Promise<Map<string, LastUpdate>> {
  const updates = new Map<string, LastUpdate>();
  let stdout: string;
  try {
    ({ stdout } = await run(
      'git',
      ['-C', docsDir, 'log', '--relative', '--name-only', '--no-merges', '--format=%x00%ct%x09%an', '--', '.'],
      { maxBuffer: 1 << 30 },
    ));
  } catch {
    return updates;
  }
  let current: LastUpdate | undefined;
  for (const line of stdout.split('\n')) {
    if (line.startsWith('\0')) {
      const [seconds, author] = line.slice(1).split('\t');
      current = { date: new Date(Number(seconds) * 1000).toISOString(), author };
    } else if (line !== '' && current && !updates.has(line)) {
      updates.set(line, current);
    }
  }
  return updates;
}

/** Front matter `last_update` wins over git, key by key, as in Docusaurus. */
export function lastUpdateOf(
  fromGit: LastUpdate | undefined,
  frontMatter: { date?: string | number; author?: string } | undefined,
): LastUpdate | undefined {
  const date = frontMatter?.date !== undefined ? new Date(frontMatter.date).toISOString() : fromGit?.date;
  const author = frontMatter?.author ?? fromGit?.author;
  return date || author ? { ...(date ? { date } : {}), ...(author ? { author } : {}) } : undefined;
}
