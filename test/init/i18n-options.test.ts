/** init --from-docusaurus carries a translated site's i18n config, and names what docgen does not take, one line each. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { i18nOptions } from '../../src/init/i18n-options.js';
import { parseConfig } from '../../src/config/load.js';
import { stringify } from 'yaml';
import { siteLocales } from '../../src/sources/locales.js';

test('the locales, the i18n path and localeConfigs (folder path, url, baseUrl) are carried; translate: false and unknown keys are named', () => {
  const notCarried: string[] = [];
  const written = i18nOptions(
    {
      defaultLocale: 'en',
      locales: ['en', 'ja', 'zh-Hans', 'fa'],
      path: 'translations',
      localeConfigs: {
        ja: { label: '日本語', htmlLang: 'ja-JP', translate: true },
        fa: { direction: 'rtl', calendar: 'persian', path: 'farsi', translate: false, url: 'https://fa.example.com' },
        'zh-Hans': { baseUrl: 'docs/chinese' },
        en: { baseUrl: '/english/' },
        de: { label: 'Deutsch' },
      },
    },
    notCarried,
  );
  assert.deepEqual(written, {
    i18n: {
      defaultLocale: 'en',
      locales: ['en', 'ja', 'zh-Hans', 'fa'],
      path: 'translations',
      localeConfigs: {
        ja: { label: '日本語', htmlLang: 'ja-JP' },
        fa: { direction: 'rtl', calendar: 'persian', path: 'farsi', url: 'https://fa.example.com' },
        'zh-Hans': { baseUrl: '/docs/chinese/' },
        en: { baseUrl: '/english/' },
      },
    },
  });
  assert.deepEqual(notCarried, [
    "i18n.localeConfigs.fa.translate: false (docgen reads the locale's i18n folder whenever it has one)",
    'i18n.localeConfigs.de: not one of i18n.locales, so neither site builds it',
  ]);
  // What it writes is a config docgen reads.
  const config = parseConfig(
    stringify({ title: 'T', url: 'https://t.example.com', baseUrl: '/docs/', ...written }),
    'site.config.yaml',
  );
  assert.deepEqual(config.i18n.locales, ['en', 'ja', 'zh-Hans', 'fa']);
  // The default locale outside the site's baseUrl: the build's routes start at "/", each locale's at its baseUrl.
  assert.deepEqual(
    siteLocales(config, 'site.config.yaml').map(({ name, prefix, dir, url, baseUrl }) => ({
      name,
      prefix,
      dir,
      url,
      baseUrl,
    })),
    [
      { name: 'en', prefix: '/english', dir: 'translations/en', url: 'https://t.example.com', baseUrl: '/english/' },
      { name: 'ja', prefix: '/docs/ja', dir: 'translations/ja', url: 'https://t.example.com', baseUrl: '/docs/ja/' },
      {
        name: 'zh-Hans',
        prefix: '/docs/chinese',
        dir: 'translations/zh-Hans',
        url: 'https://t.example.com',
        baseUrl: '/docs/chinese/',
      },
      {
        name: 'fa',
        prefix: '/docs/fa',
        dir: 'translations/farsi',
        url: 'https://fa.example.com',
        baseUrl: '/docs/fa/',
      },
    ],
  );
});

test('a site in English only writes no i18n; one in another language alone keeps its default locale', () => {
  assert.deepEqual(i18nOptions({ defaultLocale: 'en', locales: ['en'] }, []), {});
  assert.deepEqual(i18nOptions(undefined, []), {});
  assert.deepEqual(i18nOptions({ defaultLocale: 'pt-BR', locales: ['pt-BR'] }, []), {
    i18n: { defaultLocale: 'pt-BR', locales: ['pt-BR'] },
  });
});
