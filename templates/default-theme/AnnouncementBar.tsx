import { dismissAnnouncement, translate, useSite } from 'docgen/client';

/**
 * Always rendered when configured; a dismissed bar is hidden by CSS through <html data-announcement-dismissed>,
 * which docgen's head script sets before the first paint, so a dismissed bar never flashes on load.
 */
export function AnnouncementBar() {
  const { announcementBar } = useSite();
  if (!announcementBar) return null;
  return (
    <div
      className="announcement-bar"
      style={{ backgroundColor: announcementBar.backgroundColor, color: announcementBar.textColor }}
      role="region"
      aria-label={translate({ id: 'theme.announcement.label', message: 'Announcement' })}
    >
      {/* The site's HTML, as written: Docusaurus's bars carry links and emphasis in their content */}
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: announcementBar.content }} />
      {announcementBar.dismissible && (
        <button
          type="button"
          className="announcement-close"
          onClick={() => dismissAnnouncement(announcementBar.id)}
          aria-label={translate({ id: 'theme.announcement.close', message: 'Close announcement' })}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
