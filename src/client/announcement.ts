import { writeStorage } from './storage.js';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_KEY } from '../shared/storage-keys.js';

/**
 * Hides the bar through the same <html> attribute the pre-paint script sets on later loads, so the theme
 * needs one CSS rule for both. Storing the bar's id means a bar with a new id shows again.
 */
export function dismissAnnouncement(id: string): void {
  document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, '');
  writeStorage(ANNOUNCEMENT_KEY, id);
}
