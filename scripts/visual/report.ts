/**
 * The run's report: a line per shot that is not the same as its approval (changed, new, missing,
 * failed) for the terminal and CI logs, and an HTML page beside the images with the approved,
 * current and diff images side by side for QA.
 */
import type { Region, ShotStatus } from './compare.ts';

export interface ShotResult {
  readonly key: string;
  readonly area: string;
  readonly screen: string;
  readonly oem: string;
  readonly language: string;
  readonly reason: string;
  readonly status: ShotStatus | 'failed';
  readonly role?: string;
  readonly notice?: string;
  readonly diffPixels?: number;
  readonly diffRatio?: number;
  readonly region?: Region;
  readonly sizeChange?: { readonly from: readonly [number, number]; readonly to: readonly [number, number] };
  readonly error?: string;
  /** Paths relative to the report folder. */
  readonly files?: { readonly approved?: string; readonly actual?: string; readonly diff?: string };
}

export const STATUS_ORDER: ReadonlyArray<ShotResult['status']> = ['failed', 'changed', 'new', 'missing', 'same'];

export function countByStatus(results: readonly ShotResult[]): Record<ShotResult['status'], number> {
  const counts = { same: 0, changed: 0, new: 0, missing: 0, failed: 0 };
  for (const result of results) counts[result.status]++;
  return counts;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.001 ? 3 : 2)}%`;

/** What a result says after its name: how much changed and where, or why it is listed. */
export function describe(result: ShotResult): string {
  switch (result.status) {
    case 'changed': {
      const parts = [`${(result.diffPixels ?? 0).toLocaleString('en-US')} px (${percent(result.diffRatio ?? 0)})`];
      if (result.region) parts.push(`in ${result.region.width}×${result.region.height} at (${result.region.x}, ${result.region.y})`);
      if (result.sizeChange) parts.push(`size ${result.sizeChange.from.join('×')} → ${result.sizeChange.to.join('×')}`);
      return parts.join(', ');
    }
    case 'new':
      return 'no approved image';
    case 'missing':
      return 'approved, but its screen or OEM is gone';
    case 'failed':
      return result.error ?? 'failed';
    default:
      return 'same';
  }
}

/** The lines of the terminal report for results not the same as their approval, worst first; image paths under `folder`. */
export function reportLines(results: readonly ShotResult[], folder: string): string[] {
  const listed = results.filter((result) => result.status !== 'same');
  listed.sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || a.key.localeCompare(b.key));
  const width = Math.max(0, ...listed.map((result) => `${result.area}/${result.screen}`.length));
  return listed.map((result) => {
    const file = result.files?.diff ?? result.files?.actual;
    return `  ${result.status.padEnd(8)} ${`${result.area}/${result.screen}`.padEnd(width)}  ${result.oem.padEnd(10)} ${describe(result)}${file ? `  → ${folder}/${file}` : ''}`;
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The HTML page: a summary, then a row of images per listed shot. */
export function reportHtml(title: string, summary: readonly string[], results: readonly ShotResult[]): string {
  const listed = results.filter((result) => result.status !== 'same');
  listed.sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || a.key.localeCompare(b.key));
  const image = (label: string, src: string | undefined) =>
    src ? `<figure><figcaption>${label}</figcaption><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${label}" loading="lazy"></a></figure>` : '';
  const rows = listed
    .map(
      (result) => `<section class="${result.status}">
  <h2><span>${result.status}</span> ${escapeHtml(`${result.area}/${result.screen}`)} · ${escapeHtml(result.oem)} · ${escapeHtml(result.language)}${result.role ? ` · as ${escapeHtml(result.role)}` : ''}</h2>
  <p>${escapeHtml(describe(result))}${result.notice ? ` (${escapeHtml(result.notice)})` : ''}</p>
  <div class="images">${image('approved', result.files?.approved)}${image('current', result.files?.actual)}${image('diff', result.files?.diff)}</div>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222}
section{border-top:1px solid #ccc;padding:12px 0}
h2{font-size:16px;margin:0 0 4px} h2 span{text-transform:uppercase;font-size:12px;padding:2px 6px;border-radius:3px;background:#eee}
.changed h2 span{background:#ffe08a}.new h2 span{background:#b5e3ff}.missing h2 span,.failed h2 span{background:#ffb3b3}
.images{display:flex;gap:12px;align-items:flex-start} figure{margin:0;flex:1;min-width:0} img{width:100%;border:1px solid #ccc}
</style></head><body>
<h1>${escapeHtml(title)}</h1>
${summary.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${rows || '<p>Every screenshot is the same as its approved image.</p>'}
</body></html>
`;
}
