/**
 * Whether an uploaded .xlsx really is a spreadsheet archive of a size the import can read: a
 * zip whose directory holds a workbook, and whose entries inflate to at most 100 MB. Counted
 * while inflating (jszip), not taken from the sizes the archive declares, which can lie: a
 * 5 MB "zip bomb" would otherwise inflate to gigabytes inside the spreadsheet reader.
 */
import type JSZip from 'jszip';

export const MAX_INFLATED_BYTES = 100 * 1024 * 1024;

const REQUIRED_ENTRIES = ['[Content_Types].xml', 'xl/workbook.xml'];

export async function isSpreadsheetArchive(data: Buffer): Promise<boolean> {
  // Loaded on first use: a server worker should not pay for it at start when most never need it.
  const { default: JSZipLibrary } = await import('jszip');
  let archive: JSZip;
  try {
    archive = await JSZipLibrary.loadAsync(data);
  } catch {
    return false;
  }
  if (!REQUIRED_ENTRIES.every((name) => archive.file(name) !== null)) return false;
  let inflated = 0;
  for (const entry of Object.values(archive.files)) {
    if (entry.dir) continue;
    const within = await new Promise<boolean>((resolve) => {
      // jszip's stream is an old-style one (no async iteration): events, and pause to stop.
      const stream = entry.nodeStream('nodebuffer');
      stream.on('data', (chunk: Buffer) => {
        inflated += chunk.length;
        if (inflated > MAX_INFLATED_BYTES) {
          stream.pause();
          resolve(false);
        }
      });
      stream.on('end', () => resolve(true));
      stream.on('error', () => resolve(false));
    });
    if (!within) return false;
  }
  return true;
}
