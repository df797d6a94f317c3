import { docusaurusI18n, docusaurusSiteConfig } from '../../../shared/docusaurus-context.js';
import { useMdxPage } from '../page-context.js';

/** `@docusaurus/useDocusaurusContext`: the parts of `siteConfig` docs and pages read, and the page's locales. */
export default function useDocusaurusContext() {
  const { site } = useMdxPage();
  return { siteConfig: docusaurusSiteConfig(site), i18n: docusaurusI18n(site) };
}
