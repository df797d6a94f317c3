import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError, DocgenErrors } from '../errors.js';
import { shownPath } from '../util/shown-path.js';

const within = (folder: string, file: string) => file === folder || file.startsWith(folder + path.sep);

/**
 * Symbolic links in the static folder are published as what they point to, and only when that is in
 * the project: copied as links, relative ones became absolute paths of the build machine, and one
 * to `/etc` would ship `/etc` to whoever archives the output with `tar -h`.
 */
export async function checkStaticLinks(staticDir: string, projectDir: string): Promise<void> {
  const project = await realpath(projectDir);
  const errors: DocgenError[] = [];
  const seen = new Set<string>();
  const shown = shownPath;

  async function walk(folder: string, real: string): Promise<void> {
    if (seen.has(real)) return;
    seen.add(real);
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(file, path.join(real, entry.name));
      if (!entry.isSymbolicLink()) continue;
      const target = await realpath(file).catch(() => undefined);
      if (target === undefined) {
        errors.push(
          new DocgenError(
            'this symbolic link in the static folder points to nothing',
            { file: shown(file) },
            'fix or remove the link',
          ),
        );
      } else if (!within(project, target)) {
        errors.push(
          new DocgenError(
            `this symbolic link in the static folder points outside the project, to ${target}`,
            { file: shown(file) },
            'copy what it points to into the static folder, or link to a file inside the project',
          ),
        );
      } else if ((await stat(target)).isDirectory()) {
        if (within(target, real))
          errors.push(
            new DocgenError(
              'this symbolic link in the static folder points to a folder that holds it',
              { file: shown(file) },
              'link to a file or a sibling folder instead',
            ),
          );
        else await walk(file, target);
      }
    }
  }

  await walk(staticDir, await realpath(staticDir));
  if (errors.length > 0) throw new DocgenErrors(errors);
}
