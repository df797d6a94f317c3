import assert from 'node:assert/strict';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Every file of an output folder, by its path inside it. */
export async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file));
  }
  return files;
}

/** The two outputs hold the same files, byte for byte. */
export function assertSameOutput(warm: Map<string, Buffer>, cold: Map<string, Buffer>): void {
  assert.deepEqual([...warm.keys()].sort(), [...cold.keys()].sort(), 'the same files');
  const differing = [...cold].filter(([file, bytes]) => !warm.get(file)!.equals(bytes)).map(([file]) => file);
  assert.deepEqual(differing, [], 'every file byte for byte');
}

/** Where the links of a built page whose text matches `text` (a pattern's source) lead, in the order written. */
export async function linkTargets(outDir: string, route: string, text: string): Promise<string[]> {
  const html = await readFile(path.join(outDir, route, 'index.html'), 'utf8');
  return [...html.matchAll(new RegExp(`<a [^>]*href="([^"]*)"[^>]*>(?:${text})</a>`, 'g'))].map((m) => m[1]!);
}

/** Every HTML file of the output, by path, with the file it is (device and inode). */
export async function pageFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { dev, ino } = await stat(file);
    files.set(path.relative(dir, file), `${dev}:${ino}`);
  }
  return files;
}
