import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import type { SiteData } from '../../src/shared/model.js';
import { baseUrlCheckScript, headScript } from '../../src/render/inline-scripts.js';

interface Browser {
  stored?: Record<string, string>;
  storageThrows?: boolean;
  systemDark?: boolean;
}

/** Runs a head script against a stand-in browser and returns the attributes it set on <html>. */
function runHeadScript(
  script: string,
  { stored = {}, storageThrows = false, systemDark = false }: Browser,
): Record<string, string> {
  const attributes: Record<string, string> = {};
  const context = {
    document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
    get localStorage() {
      if (storageThrows) throw new Error('denied');
      return { getItem: (key: string) => stored[key] ?? null };
    },
    matchMedia: (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }),
  };
  vm.runInNewContext(script, context);
  return attributes;
}

function site(colorMode: Partial<SiteData['colorMode']>, announcementBar?: SiteData['announcementBar']): SiteData {
  return {
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false, ...colorMode },
    announcementBar,
  } as SiteData;
}

test('the head script applies the stored colour mode, else the default; the system only where respected', () => {
  const plain = headScript(site({}), { announcement: true });
  assert.deepEqual(runHeadScript(plain, {}), { 'data-theme': 'light' });
  assert.deepEqual(runHeadScript(plain, { systemDark: true }), { 'data-theme': 'light' });
  assert.deepEqual(runHeadScript(plain, { stored: { theme: 'dark' } }), { 'data-theme': 'dark' });
  assert.deepEqual(runHeadScript(plain, { stored: { theme: 'purple' } }), { 'data-theme': 'light' });
  assert.deepEqual(runHeadScript(headScript(site({ defaultMode: 'dark' }), { announcement: true }), {}), {
    'data-theme': 'dark',
  });

  const following = headScript(site({ respectPrefersColorScheme: true }), { announcement: true });
  assert.deepEqual(runHeadScript(following, { systemDark: true }), { 'data-theme': 'dark' });
  assert.deepEqual(runHeadScript(following, { systemDark: true, stored: { theme: 'light' } }), {
    'data-theme': 'light',
  });
});

test('the head script marks a dismissed announcement, by id, and survives storage that throws', () => {
  const bar = { id: 'v2', content: 'Hello', dismissible: true };
  const script = headScript(site({}, bar), { announcement: true });
  assert.deepEqual(runHeadScript(script, { stored: { 'docgen.announcement.dismissed': 'v2' } }), {
    'data-theme': 'light',
    'data-announcement-dismissed': '',
  });
  assert.deepEqual(runHeadScript(script, { stored: { 'docgen.announcement.dismissed': 'v1' } }), {
    'data-theme': 'light',
  });
  assert.deepEqual(runHeadScript(script, { storageThrows: true }), { 'data-theme': 'light' });
  // Static apps have no announcement bar: their head script does not read it.
  assert.doesNotMatch(headScript(site({}, bar), { announcement: false }), /announcement/);
});

test('inline scripts cannot be closed early by the values they carry', () => {
  const id = '</script><script>alert(1)</script>';
  const script = headScript(site({}, { id, content: 'x', dismissible: true }), { announcement: true });
  assert.doesNotMatch(script, /<\/script/i);
  assert.deepEqual(
    runHeadScript(script, { stored: { 'docgen.announcement.dismissed': id } })['data-announcement-dismissed'],
    '',
  );
  assert.doesNotMatch(baseUrlCheckScript('/a</script>/'), /<\/script/i);
});
