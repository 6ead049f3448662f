import type { Download } from '../../api/index.ts';

/**
 * Saves a downloaded file the way browsers allow script to: a temporary object URL on an anchor
 * with the download attribute. The URL is revoked on the next task, once the click has started
 * the save.
 */
export function saveFileInBrowser({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
