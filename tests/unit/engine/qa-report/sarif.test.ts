import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonLocator } from '../../../../scripts/qa-report/json-regions.ts';
import { buildQaReport, toSarif } from '../../../../src/engine/tooling.ts';
import { sarifValidator } from './sarif-validator.ts';
import { FIXTURE_ROUTES, fixtureContext, fixtureContract, fixtureFolder, root } from './fixture-context.ts';

describe('the QA report as SARIF 2.1.0', () => {
  it('validates against the SARIF schema with check problems, drift breaks, parity and coverage, each on its line', () => {
    const { set, oems } = fixtureFolder();
    const changed = fixtureContract();
    delete (changed.definitions[0]!.$defs as Record<string, { properties: Record<string, unknown> }>).Dealer!.properties.nickname;
    const report = buildQaReport({
      set,
      oems,
      ctx: fixtureContext(),
      parity: true,
      coverage: { code: { operations: new Map(), routes: new Set(), strings: new Set() }, routes: FIXTURE_ROUTES },
      drift: { label: 'the fixture contract without Dealer.nickname', contract: changed, otherIs: 'changed' },
    });
    const log = toSarif({ issues: report.matrix.issues, parity: report.parity, coverage: report.coverage, drift: report.drift }, jsonLocator(root));

    const validate = sarifValidator();
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The schema refuses what SARIF refuses: a log without runs, a result level SARIF does not know.
    expect(validate({ version: '2.1.0' })).toBe(false);
    expect(validate({ ...log, runs: [{ ...log.runs[0], results: [{ ...log.runs[0]!.results![0], level: 'fatal' }] }] })).toBe(false);

    const results = log.runs[0]!.results!;
    expect(new Set(results.map((r) => r.ruleId))).toEqual(new Set(['qa/check', 'qa/contract-drift', 'qa/constraint-parity', 'qa/config-coverage']));
    const lines = (file: string) => readFileSync(path.join(root, file), 'utf8').split('\n');

    const titleProblem = results.find((r) => r.ruleId === 'qa/check')!;
    const detail = 'tests/fixtures/qa-workbench/screens/dealerDetail.json';
    expect(titleProblem.level).toBe('error');
    expect(titleProblem.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe(detail);
    const titleLine = titleProblem.locations![0]!.physicalLocation!.region!.startLine!;
    expect(lines(detail)[titleLine - 1]).toContain('"title": "FX_PAGE_DEALER"');

    const drifts = results.filter((r) => r.ruleId === 'qa/contract-drift');
    expect(drifts).toHaveLength(6);
    const list = 'tests/fixtures/qa-workbench/screens/dealerList.json';
    const listBreak = drifts.find((r) => r.locations![0]!.physicalLocation!.artifactLocation!.uri === list)!;
    expect(lines(list)[listBreak.locations![0]!.physicalLocation!.region!.startLine! - 1]).toContain('"nickname": { "field": "nickname"');

    const looser = results.find((r) => r.ruleId === 'qa/constraint-parity' && r.level === 'warning')!;
    const edit = 'tests/fixtures/qa-workbench/screens/dealerEdit.json';
    expect(looser.message.text).toContain('"maxLength" is looser');
    expect(lines(edit)[looser.locations![0]!.physicalLocation!.region!.startLine! - 1]).toContain('"name": { "type": "string", "title": "FX_COLUMN_NAME"');
  });

  it('points into the overlay file for a problem of a merged overlay', () => {
    const { set, oems } = fixtureFolder();
    const changed = fixtureContract();
    delete (changed.definitions[0]!.$defs as Record<string, { properties: Record<string, unknown> }>).Dealer!.properties.email;
    const report = buildQaReport({ set, oems, ctx: fixtureContext(), drift: { label: 'without Dealer.email', contract: changed, otherIs: 'changed' } });
    const log = toSarif({ issues: [], drift: report.drift }, jsonLocator(root));
    const overlay = 'tests/fixtures/qa-workbench/screens/oem-skins/gamma/screens/dealerDetail.json';
    const [only] = log.runs[0]!.results!;
    expect(only!.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe(overlay);
    expect(only!.locations![0]!.physicalLocation!.region!.startLine).toBe(1);
    expect(only!.message.text).toContain('screen dealerDetail for OEM gamma breaks: detail field "email" is not in the response');
  });
});
