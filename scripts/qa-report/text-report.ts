/** The QA report as lines for a terminal: what `npm run check:schemas` prints without `--format`. */
import { formatIssue, type QaReport } from '../../src/engine/tooling.ts';

const shown = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));
const list = (items: readonly string[], none = 'none') => (items.length ? items.join(', ') : none);

export function textReport(report: QaReport): { out: string[]; err: string[] } {
  const out: string[] = [];
  const err = report.matrix.issues.map(formatIssue);
  const { summary } = report;
  const counted = `${summary.screens} screen(s), ${summary.overlays} overlay(s), ${summary.skins} skin(s)`;
  if (report.matrix.issues.length) err.push(`schema QA check: ${report.matrix.issues.length} problem(s) in ${counted}`);
  else out.push(`schema QA check: ${counted} OK`);

  if (report.coverage) {
    const c = report.coverage;
    out.push('', 'config coverage');
    out.push(`  operations called by no screen and no shell code (${c.uncalledOperations.length} of ${c.operations.length}): ${list(c.uncalledOperations)}`);
    out.push(`  routes with no screen (${c.routesWithoutScreen.length} of ${c.routes.length}): ${list(c.routesWithoutScreen)}`);
    out.push(`  i18n keys missing in French (${c.i18n.missingInFrench.length}): ${list(c.i18n.missingInFrench)}`);
    out.push(`  i18n keys missing in English (${c.i18n.missingInEnglish.length}): ${list(c.i18n.missingInEnglish)}`);
    out.push(`  i18n keys found in no definition, contract or source literal (${c.i18n.unused.length} of ${c.i18n.keys}): ${list(c.i18n.unused)}`);
    for (const f of c.responseFields.filter((field) => field.unshown.length)) {
      out.push(`  ${f.operationId} ${f.part}: no table or detail shows ${f.unshown.join(', ')}`);
    }
  }
  if (report.parity) {
    out.push('', `constraint parity (${report.parity.length} finding(s))`);
    for (const p of report.parity) {
      const oems = p.oems.filter((o): o is string => o !== null);
      out.push(
        `  ${p.file}:${p.pointer}: "${p.keyword}" ${p.direction} than ${p.operationId} ${p.contractField} (screen ${shown(p.screen)}, contract ${shown(p.contract)})${oems.length ? ` for ${oems.join(', ')}` : ''}`,
      );
    }
  }
  if (report.drift) {
    const d = report.drift.report;
    out.push('', `contract drift (${report.drift.label})`);
    out.push(`  breaks screens: ${list(d.brokenScreens)}; OEMs: ${list(d.brokenOems)}; overlays: ${list(d.brokenOverlays)}`);
    for (const entry of d.entries) {
      const who = `${entry.screenId}${entry.oem ? ` × ${entry.oem}` : ''}`;
      for (const issue of entry.broken) out.push(`  breaks ${who}: ${formatIssue(issue)}`);
      for (const issue of entry.fixed) out.push(`  fixes ${who}: ${formatIssue(issue)}`);
    }
    for (const issue of d.brokenElsewhere) out.push(`  breaks ${formatIssue(issue)}`);
  }
  if (report.coverage || report.parity || report.drift) out.push('', `${summary.errors} error(s), ${summary.warnings} warning(s)`);
  return { out, err };
}
