import { useMdxPage } from '../page-context.js';

/** `@docusaurus/useDocusaurusContext`: the parts of `siteConfig` docs and pages read (title, tagline, URLs, favicon, customFields). */
export default function useDocusaurusContext() {
  const { site } = useMdxPage();
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      trailingSlash: site.trailingSlash,
      customFields: site.customFields,
      ...(site.favicon !== undefined && { favicon: site.favicon }),
    },
    i18n: site.i18n
      ? {
          currentLocale: site.i18n.locale,
          defaultLocale: site.i18n.locales.find((l) => l.prefix === '')?.name ?? site.i18n.locale,
          locales: site.i18n.locales.map((l) => l.name),
        }
      : { currentLocale: site.lang, defaultLocale: site.lang, locales: [site.lang] },
  };
}
