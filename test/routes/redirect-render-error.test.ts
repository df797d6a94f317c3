/*
 * A redirect page's route plan names its source as every page's does, relative to the site's folder: a render error
 * on it, from a build run in another folder, names the config file beside the site's files it names, not a path
 * relative to the working folder.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/build.js';
import { DocgenError, DocgenErrors } from '../../src/errors.js';
import { siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-redirect-error-');

test('a render error on a redirect page names the config as the site names it, from any working folder', async () => {
  const dir = await site({
    'site.config.yaml': `title: Red
url: https://red.example.com
redirects:
  - from: /old
    to: /docs/intro
docs:
  sidebars:
    main: [intro]
`,
    'docs/intro.md': '# Intro\n',
    'templates/theme/Redirect.tsx':
      "export function Redirect({ to }: { to: string }) {\n  if (to) throw new Error('the redirect broke');\n  return null;\n}\n",
  });
  assert.notEqual(process.cwd(), dir);
  await assert.rejects(build({ configFile: path.join(dir, 'site.config.yaml') }), (error: Error) => {
    const errors = error instanceof DocgenErrors ? error.errors : [error as DocgenError];
    assert.deepEqual(
      errors.map((e) => e.message.replace(/:\d+:\d+ - /, ' - ')).sort(),
      ['docs.mainDocId', 'redirects[0].from'].map(
        (key) => `templates/theme/Redirect.tsx - rendering site.config.yaml (${key}) failed: the redirect broke`,
      ),
    );
    return true;
  });
});
