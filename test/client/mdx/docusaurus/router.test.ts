/*
 * `@docusaurus/router` in a site's React pages (issue #35): `<Redirect to>` makes its page a redirect page that a
 * reader without scripts follows too (risc0's home page redirects to its API docs so), and react-router 5's `Route`,
 * `Switch`, `matchPath`, `withRouter` and `useRouteMatch` render on the server as in a Docusaurus build.
 */
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildInto, tempDir, writeFiles } from '../../../helpers/site.js';

const FILES = {
  'site.config.yaml': `title: Router
url: https://router.example.com
baseUrl: /base/
pagesDir: pages
docs:
  sidebars:
    main: [a]
`,
  'docs/a.md': '# A\n\nA.\n',
  'pages/index.jsx': `import { Redirect } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
export default function Home() {
  return <Redirect to={useBaseUrl('/docs/a')} />;
}
`,
  'pages/routes.jsx': `import { Route, Switch, matchPath, withRouter, useRouteMatch } from '@docusaurus/router';
const Where = withRouter(({ location, match }) => <p data-where={location.pathname} data-match={match.url} />);
function Param({ match }) {
  return <p data-param={match.params.name} />;
}
export default function Routes() {
  const found = matchPath('/docs/intro/more', { path: '/docs/:id' });
  const exact = matchPath('/docs/intro/more', { path: '/docs/:id', exact: true });
  const here = useRouteMatch('/base/routes');
  return (
    <main>
      <p data-found={JSON.stringify(found)} data-exact={String(exact)} data-here={here && here.url} />
      <Switch>
        <Route path="/nowhere"><p>wrong</p></Route>
        <Route path="/base/:name" component={Param} />
        <Route><p>fallback</p></Route>
      </Switch>
      <Route path="/other" render={() => <p>other</p>} />
      <Where />
    </main>
  );
}
`,
};

let dir: string;
let built: Awaited<ReturnType<typeof buildInto>>;

before(async () => {
  dir = await tempDir('docgen-router-');
  await writeFiles(dir, FILES);
  built = await buildInto(path.join(dir, 'site.config.yaml'));
});
after(async () => {
  await built?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

const html = (route: string) => readFile(path.join(built.outDir, route, 'index.html'), 'utf8');

test('a page that renders <Redirect to> is a redirect page, followed with or without scripts', async () => {
  const home = await html('');
  assert.match(home, /<meta http-equiv="refresh" content="0; url=\/base\/docs\/a">/);
  assert.match(home, /<script>location\.replace\("\/base\/docs\/a"\+location\.hash\)<\/script>/);
  assert.match(home, /<a href="\/base\/docs\/a">/);
  assert.doesNotMatch(
    await readFile(path.join(built.outDir, 'sitemap.xml'), 'utf8'),
    /<loc>https:\/\/router\.example\.com\/base\/<\/loc>/,
  );
});

test("react-router's Route, Switch, matchPath, withRouter and useRouteMatch render as in Docusaurus", async () => {
  const page = await html('routes');
  const found = { path: '/docs/:id', url: '/docs/intro', isExact: false, params: { id: 'intro' } };
  assert.ok(page.includes(`data-found="${JSON.stringify(found).replaceAll('"', '&quot;')}"`), 'matchPath');
  assert.match(page, /data-exact="null" data-here="\/base\/routes"/);
  assert.match(page, /<p data-param="routes"><\/p>/);
  assert.doesNotMatch(page, /wrong|fallback|>other</);
  assert.match(page, /<p data-where="\/base\/routes" data-match="\/"><\/p>/);
});
