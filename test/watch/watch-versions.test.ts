/*
 * Watch mode on a versioned site (issue #31): versions.json, the versioned sidebars and the versioned docs are
 * read again when they change, so a version cut or dropped while serving appears or goes without a restart.
 */
import assert from 'node:assert/strict';
import { cp } from 'node:fs/promises';
import { test } from 'node:test';
import { save, waitFor, watchFixtureSite } from '../helpers/watch.js';

const watch = watchFixtureSite('versioned-site');
const { file, get, text } = watch;

/** The version dropdown's entries in a page's HTML: [label, href]. */
async function dropdownOf(route: string): Promise<[string, string][]> {
  const menu = /<ul class="navbar-dropdown-menu">(.*?)<\/ul>/.exec(await text(route))?.[1] ?? '';
  return [...menu.matchAll(/<a class="navbar-dropdown-link[^"]*" href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => [
    m[2]!,
    m[1]!,
  ]);
}

test('a version added to versions.json is served, becomes the last version and joins the dropdown', async () => {
  await cp(file('versioned_docs/version-2.0'), file('versioned_docs/version-3.0'), { recursive: true });
  await save(file('versioned_docs/version-3.0/intro.md'), '# Intro 3.0\n\nThe newest release.\n');
  await save(file('versioned_sidebars/version-3.0-sidebars.json'), '{"docs": ["intro", "guide"]}\n');
  await save(file('versions.json'), '["3.0", "2.0", "1.0"]\n');
  await waitFor('the new last version', async () => (await text('/docs/intro')).includes('<h1>Intro 3.0</h1>'));
  assert.match(await text('/docs/2.0/intro'), /<h1>Intro 2\.0<\/h1>/);
  assert.deepEqual(await dropdownOf('/docs/1.0/intro'), [
    ['Next 🚧', '/docs/next/intro'],
    ['3.0', '/docs/intro'],
    ['2.0', '/docs/2.0/intro'],
    ['1.0', '/docs/1.0/intro'],
    ['Release notes', 'https://versions.example.com/releases'],
  ]);
});

test("a versioned doc's edit and a versioned sidebars file's edit are served", async () => {
  await save(file('versioned_docs/version-3.0/guide.md'), '# Guide 3.0\n\nEdited while serving.\n');
  await waitFor('the edited doc', async () => (await text('/docs/guide')).includes('Edited while serving.'));
  await save(file('versioned_sidebars/version-3.0-sidebars.json'), '{"docs": ["guide", "intro"]}\n');
  await waitFor('the reordered sidebar', async () => {
    const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(await text('/docs/intro'))?.[0] ?? '';
    return sidebar.indexOf('/docs/guide') >= 0 && sidebar.indexOf('/docs/guide') < sidebar.indexOf('/docs/intro');
  });
});

test('a version taken out of versions.json goes from the site and the dropdown', async () => {
  await save(file('versions.json'), '["3.0", "1.0"]\n');
  await waitFor('the dropped version to go', async () => (await get('/docs/2.0/intro')).status === 404);
  assert.deepEqual(
    (await dropdownOf('/docs/intro')).map(([label]) => label),
    ['Next 🚧', '3.0', '1.0', 'Release notes'],
  );
});
