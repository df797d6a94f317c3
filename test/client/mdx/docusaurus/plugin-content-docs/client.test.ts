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

const INSTANCE_COMPONENT = `import {
  useActivePlugin, useActiveVersion, useAllDocsData, useDocsVersion, useLatestVersion, useVersions,
} from '@docusaurus/plugin-content-docs/client';

export default function Versions() {
  const versions = useVersions('community').map((v) => v.name + ' at ' + v.path + (v.isLast ? ' (last)' : ''));
  return (
    <p className="versions">
      {'active ' + useActiveVersion('community')?.name + '; latest ' + useLatestVersion('community').name + '; all ' +
        versions.join(', ') + '; plugin ' + useActivePlugin()?.pluginId + '; doc version ' +
        useDocsVersion().version + '; instances ' + Object.keys(useAllDocsData()).join(', ') +
        '; default versions ' + useVersions().map((v) => v.name).join(', ')}
    </p>
  );
}
`;

test("the hooks and the version dropdown of a second docs instance give that instance's versions and the one read", async () => {
  const doc = (title: string) =>
    `import Versions from '@site/src/components/Versions';\n\n# ${title}\n\n<Versions />\n`;
  const dir = await makeSite({
    'site.config.yaml': [
      'title: Hooks',
      'url: https://hooks.example.com',
      'docsInstances:',
      '  - id: community',
      'navbar:',
      '  items:',
      '    - type: docsVersionDropdown',
      '      docsPluginId: community',
      '',
    ].join('\n'),
    'versions.json': '["2.0"]',
    'docs/intro.md': '# Intro\n',
    'versioned_docs/version-2.0/intro.md': '# Intro 2.0\n',
    'src/components/Versions.jsx': INSTANCE_COMPONENT,
    'community_versions.json': '["1.1", "1.0"]',
    'community/page.mdx': doc('Page next'),
    'community_versioned_docs/version-1.1/page.mdx': doc('Page 1.1'),
    'community_versioned_docs/version-1.0/page.mdx': doc('Page 1.0'),
  });
  const outDir = path.join(dir, 'build');
  await build({ configFile: path.join(dir, 'site.config.yaml'), outDir, log: () => {} });
  const html = (route: string) => readFile(path.join(outDir, route, 'index.html'), 'utf8');
  const shown = async (route: string) => /<p class="versions">(.*?)<\/p>/.exec(await html(route))?.[1];
  const all = 'all current at /community/next, 1.1 at /community (last), 1.0 at /community/1.0';
  const rest = 'plugin community; doc version 1.0; instances default, community; default versions current, 2.0';
  assert.equal(await shown('community/1.0/page'), `active 1.0; latest 1.1; ${all}; ${rest}`);
  assert.equal(
    await shown('community/next/page'),
    `active current; latest 1.1; ${all}; ${rest.replace('doc version 1.0', 'doc version current')}`,
  );
  // The dropdown lists the instance's versions, labelled with the one read, each leading to the same doc.
  const dropdown = async (route: string) => {
    const page = await html(route);
    const label = /<button[^>]*class="navbar-link[^"]*"[^>]*>([^<]*)</.exec(page)?.[1];
    const menu = /<ul class="navbar-dropdown-menu">(.*?)<\/ul>/.exec(page)?.[1] ?? '';
    return [label, ...[...menu.matchAll(/href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => `${m[2]} ${m[1]}`)];
  };
  const links = ['Next /community/next/page', '1.1 /community/page', '1.0 /community/1.0/page'];
  assert.deepEqual(await dropdown('community/1.0/page'), ['1.0', ...links]);
  assert.deepEqual(await dropdown('community/next/page'), ['Next', ...links]);
});

const CONTEXT_COMPONENT = `import { useActiveDocContext, useActiveVersion } from '@docusaurus/plugin-content-docs/client';

export default function Versions() {
  const { activeVersion, activeDoc, alternateDocVersions } = useActiveDocContext();
  const alternates = Object.entries(alternateDocVersions).map(([name, doc]) => name + ' ' + doc.path);
  return (
    <p className="versions">
      {'active ' + useActiveVersion()?.name + '; context ' + activeVersion?.name + ' at ' + activeVersion?.path +
        '; doc ' + activeDoc?.id + '; alternates ' + alternates.join(', ')}
    </p>
  );
}
`;

test("useActiveVersion and useActiveDocContext find the version read on a further locale's pages", async () => {
  const dir = await makeSite({
    'site.config.yaml': [
      'title: Hooks',
      'url: https://hooks.example.com',
      'i18n:',
      '  defaultLocale: en',
      '  locales: [en, fr]',
      'docs:',
      '  sidebars:',
      '    docs: [page]',
      '',
    ].join('\n'),
    'versions.json': '["2.0", "1.0"]',
    'src/components/Versions.jsx': CONTEXT_COMPONENT,
    'docs/page.mdx': DOC,
    'versioned_docs/version-2.0/page.mdx': DOC,
    'versioned_docs/version-1.0/page.mdx': DOC,
    'versioned_sidebars/version-2.0-sidebars.json': '{"docs": ["page"]}',
    'versioned_sidebars/version-1.0-sidebars.json': '{"docs": ["page"]}',
  });
  const outDir = path.join(dir, 'build');
  await build({ configFile: path.join(dir, 'site.config.yaml'), outDir, log: () => {} });
  const shown = async (route: string) =>
    /<p class="versions">(.*?)<\/p>/.exec(await readFile(path.join(outDir, route, 'index.html'), 'utf8'))?.[1];
  assert.equal(
    await shown('fr/docs/next/page'),
    'active current; context current at /fr/docs/next; doc page; alternates current /fr/docs/next/page, 2.0 /fr/docs/page',
  );
  assert.equal(
    await shown('fr/docs/1.0/page'),
    'active 1.0; context 1.0 at /fr/docs/1.0; doc page; alternates 2.0 /fr/docs/page, 1.0 /fr/docs/1.0/page',
  );
  // The last version's docs are all known: the French ones, at /fr/….
  assert.equal(
    await shown('fr/docs/page'),
    'active 2.0; context 2.0 at /fr/docs; doc page; alternates 2.0 /fr/docs/page',
  );
  assert.equal(
    await shown('docs/next/page'),
    'active current; context current at /docs/next; doc page; alternates current /docs/next/page, 2.0 /docs/page',
  );
});

test("useDocsVersion lists the version's docs by id with their titles, as home-assistant's rule pages read them", async () => {
  const dir = await makeSite({
    'site.config.yaml': 'title: Rules\nurl: https://rules.example.com\n',
    'src/components/Related.jsx': `import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';

export default function Related({ rules }) {
  const docs = useDocsVersion().docs;
  return <ul className="related">{rules.map((rule) => <li key={rule}>{rule}: {docs['rules/' + rule].title} ({docs['rules/' + rule].description})</li>)}</ul>;
}
`,
    'docs/rules/typing.md': '---\ntitle: Use strict typing\ndescription: Types everywhere.\n---\nTyped.\n',
    'docs/rules/tests.mdx':
      "---\ntitle: Test the setup\nrelated:\n  - typing\n---\nimport Related from '@site/src/components/Related';\n\n<Related rules={frontMatter.related} />\n",
  });
  const outDir = path.join(dir, 'build');
  await build({ configFile: path.join(dir, 'site.config.yaml'), outDir, log: () => {} });
  const html = await readFile(path.join(outDir, 'docs/rules/tests/index.html'), 'utf8');
  assert.match(html, /<ul class="related"><li>typing: Use strict typing \(Types everywhere\.\)<\/li><\/ul>/);
});
