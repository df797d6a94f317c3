/*
 * The version hooks of `@docusaurus/plugin-content-docs/client` on a versioned site (issue #31): a component of the
 * site, rendered in a doc of each version, sees that doc's version as active, and every version as Docusaurus lists them.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../../../../src/build.js';
import { siteFolders } from '../../../../helpers/site.js';

const COMPONENT = `import {
  useActiveVersion, useActivePlugin, useDocsVersion, useLatestVersion, useVersions,
} from '@docusaurus/plugin-content-docs/client';

export default function Versions() {
  const active = useActiveVersion();
  const versions = useVersions().map((v) => v.name + ' at ' + v.path + (v.isLast ? ' (last)' : '')).join(', ');
  return (
    <p className="versions">
      {'active ' + active?.name + ' (' + active?.label + '); latest ' + useLatestVersion().name + '; all ' + versions +
        '; plugin ' + useActivePlugin()?.pluginId + '; doc version ' + useDocsVersion().version}
    </p>
  );
}
`;

const DOC = "import Versions from '@site/src/components/Versions';\n\n# Page\n\n<Versions />\n";

const makeSite = siteFolders('docgen-version-hooks-');

test('useActiveVersion, useVersions, useLatestVersion, useActivePlugin and useDocsVersion follow the version read', async () => {
  const dir = await makeSite({
    'site.config.yaml': 'title: Hooks\nurl: https://hooks.example.com\n',
    'versions.json': '["2.0", "1.0"]',
    'src/components/Versions.jsx': COMPONENT,
    'docs/page.mdx': DOC,
    'versioned_docs/version-2.0/page.mdx': DOC,
    'versioned_docs/version-1.0/page.mdx': DOC,
  });
  const outDir = path.join(dir, 'build');
  await build({ configFile: path.join(dir, 'site.config.yaml'), outDir, log: () => {} });
  const shown = async (route: string) =>
    /<p class="versions">(.*?)<\/p>/.exec(await readFile(path.join(outDir, route, 'index.html'), 'utf8'))?.[1];
  const all = 'all current at /docs/next, 2.0 at /docs (last), 1.0 at /docs/1.0';
  assert.equal(await shown('docs/1.0/page'), `active 1.0 (1.0); latest 2.0; ${all}; plugin default; doc version 1.0`);
  assert.equal(await shown('docs/page'), `active 2.0 (2.0); latest 2.0; ${all}; plugin default; doc version 2.0`);
  assert.equal(
    await shown('docs/next/page'),
    `active current (Next); latest 2.0; ${all}; plugin default; doc version current`,
  );
});
