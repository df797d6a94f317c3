import { translate } from 'docgen/client';

/** Above an unlisted doc or post (front matter `unlisted: true`): why no list, feed or search leads to it. */
export function UnlistedBanner() {
  return (
    <div className="page-banner unlisted-banner" role="note">
      <p className="page-banner-title">
        {translate({ id: 'theme.contentVisibility.unlistedBanner.title', message: 'Unlisted page' })}
      </p>
      <p>
        {translate({
          id: 'theme.contentVisibility.unlistedBanner.message',
          message:
            'This page is left out of the lists and of search engines: only readers who have its link can reach it.',
        })}
      </p>
    </div>
  );
}
