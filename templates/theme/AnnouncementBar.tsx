import { useEffect, useState } from 'react';
import { translate, useSite } from 'docgen/client';

const STORAGE_KEY = 'docgen.announcement.dismissed';

/** Shown until dismissed; a bar with a new id shows again because the stored id no longer matches. */
export function AnnouncementBar() {
  const { announcementBar } = useSite();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    try {
      if (announcementBar && localStorage.getItem(STORAGE_KEY) === announcementBar.id) setDismissed(true);
    } catch {
      // Without storage the bar simply stays until the page is left.
    }
  }, [announcementBar]);
  if (!announcementBar || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(STORAGE_KEY, announcementBar.id);
    } catch {
      // Dismissal then lasts for this page only.
    }
  };
  return (
    <div className="announcement-bar" role="region" aria-label={translate({ id: 'theme.announcement.label', message: 'Announcement' })}>
      <div className="announcement-content">{announcementBar.content}</div>
      {announcementBar.dismissible && (
        <button type="button" className="announcement-close" onClick={dismiss} aria-label={translate({ id: 'theme.announcement.close', message: 'Close announcement' })}>
          ×
        </button>
      )}
    </div>
  );
}
