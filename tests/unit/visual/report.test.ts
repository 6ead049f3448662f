// The visual run's report: what a QA engineer reads in the terminal and in the HTML page.
import { describe, expect, it } from 'vitest';
import { countByStatus, reportHtml, reportLines, type ShotResult } from '../../../scripts/visual/report.ts';

const shot = (status: ShotResult['status'], screen: string, more: Partial<ShotResult> = {}): ShotResult => ({
  key: `tools/${screen}/default-en`, area: 'tools', screen, oem: 'default', language: 'en', reason: 'base', status, ...more,
});
const results: ShotResult[] = [
  shot('same', 'privacy'),
  shot('new', 'video', { files: { actual: 'tools/video/default-en.actual.png' } }),
  shot('changed', 'contactUs', {
    diffPixels: 1234, diffRatio: 0.0123, region: { x: 16, y: 80, width: 300, height: 40 },
    files: { approved: 'tools/contactUs/default-en.approved.png', actual: 'tools/contactUs/default-en.actual.png', diff: 'tools/contactUs/default-en.diff.png' },
  }),
  shot('missing', 'retired'),
];

describe('the visual report', () => {
  it('lists what differs, changed first, with the size and place of a change and its diff image; not what is the same', () => {
    expect(reportLines(results, 'test-results/visual')).toEqual([
      '  changed  tools/contactUs  default    1,234 px (1.23%), in 300×40 at (16, 80)  → test-results/visual/tools/contactUs/default-en.diff.png',
      '  new      tools/video      default    no approved image  → test-results/visual/tools/video/default-en.actual.png',
      '  missing  tools/retired    default    approved, but its screen or OEM is gone',
    ]);
    expect(countByStatus(results)).toEqual({ same: 1, changed: 1, new: 1, missing: 1, failed: 0 });
  });

  it('the HTML page shows the approved, current and diff images of a change side by side', () => {
    const html = reportHtml('visual', ['4 shots'], results);
    expect(html).toContain('<img src="tools/contactUs/default-en.approved.png"');
    expect(html).toContain('<img src="tools/contactUs/default-en.diff.png"');
    expect(html).not.toContain('tools/privacy');
  });
});
