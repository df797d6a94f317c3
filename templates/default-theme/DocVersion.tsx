import type { DocVersionData } from 'docgen/client';
import { rememberPreferredVersion, translate, useSite, withBaseUrl } from 'docgen/client';

/** "Version: 2.0" above a doc of a version whose `badge` is on. */
export function DocVersionBadge({ version }: { version: DocVersionData }) {
  if (!version.badge) return null;
  return (
    <span className="doc-version-badge">
      {translate(
        { id: 'theme.docs.versionBadge.label', message: 'Version: {versionLabel}' },
        { versionLabel: version.label },
      )}
    </span>
  );
}

/**
 * Above a doc of an unreleased or unmaintained version: what the reader is reading, and a link to the same doc
 * in the last version (its main doc when the doc is not there).
 */
export function DocVersionBanner({ version }: { version: DocVersionData }) {
  const site = useSite();
  if (!version.banner) return null;
  const values = { siteTitle: site.title, versionLabel: version.label };
  const state =
    version.banner === 'unreleased'
      ? translate(
          {
            id: 'theme.docs.versions.unreleasedVersionLabel',
            message: 'This is the documentation of {siteTitle} {versionLabel}, a version not released yet.',
          },
          values,
        )
      : translate(
          {
            id: 'theme.docs.versions.unmaintainedVersionLabel',
            message: 'This is the documentation of {siteTitle} {versionLabel}, a version no longer maintained.',
          },
          values,
        );
  // The link sits where the sentence names it, in any language.
  const [before, after = ''] = translate(
    {
      id: 'theme.docs.versions.latestVersionSuggestionLabel',
      message: 'The up-to-date documentation is in {latestVersionLink} ({versionLabel}).',
    },
    { versionLabel: version.last.label },
  ).split('{latestVersionLink}');
  const route = version.alternates[version.last.name] ?? version.last.route;
  return (
    <div className="page-banner doc-version-banner" role="note">
      <p>{state}</p>
      <p>
        {before}
        <a
          href={withBaseUrl(route, site.baseUrl, site.trailingSlash)}
          onClick={() => rememberPreferredVersion({ name: version.last.name, pluginId: version.pluginId })}
        >
          {translate({ id: 'theme.docs.versions.latestVersionLinkLabel', message: 'the latest version' })}
        </a>
        {after}
      </p>
    </div>
  );
}
