import assert from 'node:assert/strict';
import { toDocSource } from '../../src/content/load-docs.js';
import type { DocSource } from '../../src/shared/model.js';

/** The doc at `docs/<file>`, with the front matter lines `fm` (none when empty) above a one-word body. */
export function docAt(file: string, fm = '', routeBase = 'docs'): DocSource {
  return toDocSource(fm ? `---\n${fm}\n---\nText\n` : 'Text\n', file, `docs/${file}`, routeBase);
}

/** [file under docs/, front matter, expected id, expected route] */
export type IdAndRouteCase = [string, string, string, string];

/** Checks the id and the route each case's doc gets, naming the file of the case that fails. */
export function assertIdsAndRoutes(cases: IdAndRouteCase[]): void {
  for (const [file, fm, id, route] of cases) {
    const doc = docAt(file, fm);
    assert.equal(doc.id, id, file);
    assert.equal(doc.route, route, file);
  }
}
