import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { siteConfigJsonSchema } from '../../src/config/json-schema.js';
import { loadConfig, parseConfig } from '../../src/config/load.js';
import { siteConfigSchema } from '../../src/config/schema.js';
import { DocgenError, DocgenErrors } from '../../src/errors.js';
import { retainedMBAsync } from '../helpers/retained-memory.js';
import { shown } from '../helpers/shown.js';

function errorsOf(yaml: string): string[] {
  try {
    parseConfig(yaml, 'site.config.yaml');
  } catch (error) {
    if (error instanceof DocgenError) return [error.message];
    assert.ok(error instanceof DocgenErrors);
    return error.errors.map((e) => e.message);
  }
  assert.fail('expected the config to be rejected');
}

const BASE = 'title: T\nurl: https://t.example.com\n';

test('a valid minimal config gets the documented defaults', () => {
  const config = parseConfig(BASE, 'site.config.yaml');
  assert.equal(config.baseUrl, '/');
  assert.equal(config.onBrokenLinks, 'warn');
  assert.equal(config.colorMode.defaultMode, 'light');
  assert.equal(config.colorMode.respectPrefersColorScheme, false);
  assert.deepEqual(config.search, { provider: 'local' });
  assert.deepEqual(config.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  assert.equal(config.docs.routeBasePath, 'docs');
  assert.deepEqual(config.docs.versions, {});
  assert.equal(config.docs.includeCurrentVersion, true);
});

test('a config written as JSON reads as the same config, and its mistakes are placed as in YAML', () => {
  const sidebar = { docs: [{ type: 'doc', id: 'intro', label: 'Intro "one"' }, 'guide'] };
  const data = { title: 'T', url: 'https://t.example.com', docs: { sidebars: sidebar } };
  const json = JSON.stringify(data, null, 2);
  assert.deepEqual(parseConfig(json, 'site.config.yaml'), parseConfig(`# as YAML\n${json}`, 'site.config.yaml'));
  assert.deepEqual(errorsOf('{"title": "T", "title": "U", "url": "https://t.example.com"}'), [
    'site.config.yaml:1:16 - invalid YAML: Map keys must be unique',
  ]);
  assert.deepEqual(errorsOf('{\n  "title": 3,\n  "url": "https://t.example.com"\n}'), [
    'site.config.yaml:2:12 - title: expected string, received number',
  ]);
});

test('a navbar item of unknown type names the type, the key path and its position', () => {
  const errors = errorsOf(
    `${BASE}navbar:\n  items:\n    - label: A\n      to: /a\n    - type: fancy\n      label: B\n`,
  );
  assert.deepEqual(errors, [
    'site.config.yaml:7:13 - navbar.items[1].type: No NavbarItem component found for type "fancy"',
  ]);
});

test('an unknown key names the closest known key at its place, with its position', () => {
  assert.deepEqual(errorsOf(`${BASE}onBrokenLink: throw\n`), [
    'site.config.yaml:3:1 - onBrokenLink: unknown key "onBrokenLink": did you mean onBrokenLinks?',
  ]);
  assert.deepEqual(errorsOf(`${BASE}docs:\n  sidebar:\n    hidable: true\n`), [
    'site.config.yaml:5:5 - docs.sidebar.hidable: unknown key "hidable": did you mean hideable?',
  ]);
  assert.deepEqual(errorsOf(`${BASE}navbar:\n  items:\n    - type: doc\n      docID: intro\n`), [
    'site.config.yaml:5:7 - navbar.items[0].docId: missing required key, expected string',
    'site.config.yaml:6:7 - navbar.items[0].docID: unknown key "docID": did you mean docId?',
  ]);
  assert.deepEqual(errorsOf(`${BASE}colour: dark\n`), ['site.config.yaml:3:1 - colour: unknown key "colour"']);
});

test('the JSON Schema for editors describes every top-level key and the navbar items', () => {
  const schema = siteConfigJsonSchema() as {
    properties: Record<string, { properties?: Record<string, { items?: { anyOf?: unknown[] } }> }>;
    additionalProperties: boolean;
  };
  assert.deepEqual(Object.keys(schema.properties).sort(), Object.keys(siteConfigSchema.shape).sort());
  assert.equal(schema.additionalProperties, false);
  assert.equal(schema.properties.navbar!.properties!.items!.items!.anyOf!.length, 10);
});

test('wrong types, unknown keys and missing keys are reported together with their positions', () => {
  const errors = errorsOf('title: 3\nurl: https://t.example.com\nfoo: 1\n');
  assert.deepEqual(errors, [
    'site.config.yaml:1:8 - title: expected string, received number',
    'site.config.yaml:3:1 - foo: unknown key "foo"',
  ]);
  assert.deepEqual(errorsOf('url: https://t.example.com\n'), [
    'site.config.yaml:1:1 - title: missing required key, expected string',
  ]);
});

test('a malformed URL and a bad base URL say what was expected', () => {
  assert.deepEqual(errorsOf('title: T\nurl: nope\nbaseUrl: docs\n'), [
    'site.config.yaml:2:6 - url: expected an absolute URL such as "https://example.com"',
    'site.config.yaml:3:10 - baseUrl: expected a path that starts and ends with "/", such as "/" or "/docs-site/"',
  ]);
});

test('a link target that is neither a URL nor a site path says both are accepted', () => {
  assert.deepEqual(
    errorsOf(`${BASE}footer:\n  links:\n    - title: A\n      items:\n        - label: B\n          href: docs/x\n`),
    [
      'site.config.yaml:8:17 - footer.links[0].items[0].href: expected an absolute URL such as "https://example.com" or a path starting with "/"',
    ],
  );
});

test('anchors and aliases that cannot be resolved are YAML errors at the alias, not crashes', () => {
  const [unresolved] = errorsOf(`${BASE}tagline: *nowhere\n`);
  assert.match(unresolved!, /^site\.config\.yaml:3:10 - invalid YAML: Unresolved alias/);
  const bomb = [
    'a: &a [x, x, x, x, x, x, x, x, x]',
    ...'bcdefgh'.split('').map((n, i) => `${n}: &${n} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`),
  ].join('\n');
  const [excessive] = errorsOf(`${BASE}customFields:\n  ${bomb.replace(/\n/g, '\n  ')}\n`);
  assert.match(excessive!, /^site\.config\.yaml:\d+:\d+ - invalid YAML: Excessive alias count/);
});

test('sidebar items are checked key by key', () => {
  const errors = errorsOf(
    `${BASE}docs:\n  sidebars:\n    docs:\n      - type: category\n        label: A\n        items: [a, {type: doc}]\n`,
  );
  assert.deepEqual(errors, [
    'site.config.yaml:8:20 - docs.sidebars.docs[0].items[1].id: missing required key, expected string',
  ]);
});

test('YAML syntax errors carry line and column', () => {
  const [error] = errorsOf('title: [\n');
  assert.match(error!, /^site\.config\.yaml:\d+:\d+ - invalid YAML: /);
});

test('search may be switched to Algolia, which needs its keys', () => {
  const ok = parseConfig(
    `${BASE}search:\n  provider: algolia\n  appId: A\n  apiKey: K\n  indexName: craft-js\n`,
    'site.config.yaml',
  );
  assert.equal(ok.search.provider, 'algolia');
  assert.deepEqual(errorsOf(`${BASE}search:\n  provider: algolia\n  appId: A\n`), [
    'site.config.yaml:4:3 - search.apiKey: missing required key, expected string',
    'site.config.yaml:4:3 - search.indexName: missing required key, expected string',
  ]);
});

test('code.magicComments entries need a class name and spell their block as start and end', () => {
  const errors = errorsOf(
    `${BASE}code:\n  magicComments:\n    - line: mark-next\n    - className: err\n      block: [a, b]\n`,
  );
  assert.deepEqual(errors, [
    'site.config.yaml:5:7 - code.magicComments[0].className: missing required key, expected string',
    'site.config.yaml:7:14 - code.magicComments[1].block: expected object, received array',
  ]);
  const config = parseConfig(
    `${BASE}code:\n  magicComments:\n    - className: err\n      line: This will error\n`,
    'site.config.yaml',
  );
  assert.deepEqual(config.code.magicComments, [{ className: 'err', line: 'This will error' }]);
});

test('a check of the config against its sidebar sources points at the key by line and column, with the hint', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-config-'));
  try {
    const file = path.join(dir, 'site.config.yaml');
    await writeFile(file, `${BASE}docs:\n  sidebars:\n    main: [intro]\n  sidebarPath: sidebars.js\n`);
    const error = await loadConfig(file).then(
      () => assert.fail('expected the config to be rejected'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof DocgenError);
    // Outside the working folder, the path is shown the shorter way: absolute, or ../…
    assert.equal(error.message, `${shown(file)}:6:16 - docs: both "sidebars" and "sidebarPath" are set`);
    assert.equal(error.hint, 'keep one: the sidebars in the config, or the sidebars file');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a loaded config locates its keys without keeping the parsed YAML of a large sidebar in memory', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-config-'));
  const file = path.join(dir, 'site.config.yaml');
  const items = Array.from(
    { length: 3000 },
    (_, i) => `        - { type: doc, id: page-${i}, label: Page number ${i} }`,
  ).join('\n');
  await writeFile(file, `${BASE}docs:\n  sidebars:\n    docs:\n${items}\n`);
  try {
    const loaded = await loadConfig(file);
    assert.deepEqual(loaded.locate('docs.sidebars.docs[2].id'), { line: 8, column: 28 });
    // Four loads of 3,000 items: about 20 MB when each kept its parsed YAML document.
    const growth = await retainedMBAsync(4, () => loadConfig(file));
    assert.ok(growth < 10, `keeping 4 loaded configs grew the heap by ${growth.toFixed(1)} MB`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a link with no label, no html and no aria-label says what it needs', () => {
  assert.deepEqual(errorsOf(`${BASE}navbar:\n  items:\n    - href: https://github.com/x\n      className: gh\n`), [
    'site.config.yaml:5:7 - navbar.items[0].label: a link needs a "label", "html" or an "aria-label" (for a link drawn by its className)',
  ]);
});
