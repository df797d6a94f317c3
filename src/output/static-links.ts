import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError, DocgenErrors } from '../errors.js';
import { linksUnder, type FolderLink } from '../util/folder-links.js';
import { shownPath } from '../util/shown-path.js';

const within = (folder: string, file: string) => file === folder || file.startsWith(folder + path.sep);

/**
 * Symbolic links in the static folder are published as what they point to, and only when that is in
 * the project: copied as links, relative ones became absolute paths of the build machine, and one
 * to `/etc` would ship `/etc` to whoever archives the output with `tar -h`.
 */
export async function checkStaticLinks(staticDir: string, projectDir: string): Promise<void> {
  const project = await realpath(projectDir);
  const errors = (await linksUnder(staticDir, { nodeModules: true, boundary: project }))
    .map((link) => refusal(link, project))
    .filter((error) => error !== undefined);
  if (errors.length > 0) throw new DocgenErrors(errors);
}

function refusal(link: FolderLink, project: string): DocgenError | undefined {
  const at = { file: shownPath(link.file) };
  if (link.target === undefined)
    return new DocgenError('this symbolic link in the static folder points to nothing', at, 'fix or remove the link');
  if (!within(project, link.target))
    return new DocgenError(
      `this symbolic link in the static folder points outside the project, to ${link.target}`,
      at,
      'copy what it points to into the static folder, or link to a file inside the project',
    );
  if (link.loops)
    return new DocgenError(
      'this symbolic link in the static folder points to a folder that holds it',
      at,
      'link to a file or a sibling folder instead',
    );
  return undefined;
}
