/** init --from-docusaurus carries a translated site's i18n config, and names what docgen does not take, one line each. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { i18nOptions } from '../../src/init/i18n-options.js';
import { parseConfig } from '../../src/config/load.js';
import { stringify } from 'yaml';

test('the locales and their localeConfigs are carried; an i18n path, translate: false and unknown keys are named', () => {
  const notCarried: string[] = [];
  const written = i18nOptions(
    {
      defaultLocale: 'en',
      locales: ['en', 'ja', 'zh-Hans', 'fa'],
      path: 'translations',
      localeConfigs: {
        ja: { label: '日本語', htmlLang: 'ja-JP', translate: true },
        fa: { direction: 'rtl', calendar: 'persian', path: 'farsi', translate: false, url: 'https://fa.example.com' },
        de: { label: 'Deutsch' },
      },
    },
    notCarried,
  );
  assert.deepEqual(written, {
    i18n: {
      defaultLocale: 'en',
      locales: ['en', 'ja', 'zh-Hans', 'fa'],
      localeConfigs: {
        ja: { label: '日本語', htmlLang: 'ja-JP' },
        fa: { direction: 'rtl', calendar: 'persian', path: 'farsi' },
      },
    },
  });
  assert.deepEqual(notCarried, [
    'i18n.path: "translations" (docgen reads translations from the i18n folder)',
    "i18n.localeConfigs.fa.translate: false (docgen reads the locale's i18n folder whenever it has one)",
    'i18n.localeConfigs.fa.url',
    'i18n.localeConfigs.de: not one of i18n.locales, so neither site builds it',
  ]);
  // What it writes is a config docgen reads.
  const config = parseConfig(stringify({ title: 'T', url: 'https://t.example.com', ...written }), 'site.config.yaml');
  assert.deepEqual(config.i18n.locales, ['en', 'ja', 'zh-Hans', 'fa']);
});

test('a site in English only writes no i18n; one in another language alone keeps its default locale', () => {
  assert.deepEqual(i18nOptions({ defaultLocale: 'en', locales: ['en'] }, []), {});
  assert.deepEqual(i18nOptions(undefined, []), {});
  assert.deepEqual(i18nOptions({ defaultLocale: 'pt-BR', locales: ['pt-BR'] }, []), {
    i18n: { defaultLocale: 'pt-BR', locales: ['pt-BR'] },
  });
});
