import { useMdxPage } from '../page-context.js';

/** `@docusaurus/useDocusaurusContext`: the parts of `siteConfig` docs read (title, tagline, URLs, customFields). */
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
    },
    i18n: { currentLocale: site.lang, defaultLocale: site.lang, locales: [site.lang] },
  };
}
