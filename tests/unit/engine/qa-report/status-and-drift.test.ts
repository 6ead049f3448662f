import { describe, expect, it } from 'vitest';
import { contractDrift, formatIssue, statusMatrix } from '../../../../src/engine/tooling.ts';
import { fixtureContext, fixtureContract, fixtureFolder } from './fixture-context.ts';

describe('the QA report per screen × OEM × language', () => {
  it('lists every screen for every OEM in both languages, with the problems of each', () => {
    const { set, oems } = fixtureFolder();
    expect(oems).toEqual(['alpha', 'beta', 'delta', 'gamma']);
    const matrix = statusMatrix(set, oems, fixtureContext());
    expect(matrix.rows).toHaveLength(3 * 4 * 2);
    const failing = matrix.rows.filter((r) => r.status === 'error').map((r) => `${r.screenId}/${r.oem}/${r.language}`);
    // The detail's title is missing only in French: every OEM's French detail fails, nothing else.
    expect(failing.sort()).toEqual(['dealerDetail/alpha/fr', 'dealerDetail/beta/fr', 'dealerDetail/delta/fr', 'dealerDetail/gamma/fr']);
    const frenchDetail = matrix.rows.find((r) => r.screenId === 'dealerDetail' && r.oem === 'delta' && r.language === 'fr')!;
    expect(frenchDetail.overlay).toBe('tests/fixtures/qa-workbench/screens/oem-skins/delta/screens/dealerDetail.json');
    expect(frenchDetail.problems.map(formatIssue)).toEqual([
      'tests/fixtures/qa-workbench/screens/dealerDetail.json:/title: i18n key "FX_PAGE_DEALER" is missing from the fr catalogue (src/i18n/fr/)',
    ]);
    expect(matrix.unattributed).toEqual([]);
    // Alpha's overlay hides the edit screen: still checked, marked hidden for alpha only.
    expect(matrix.rows.filter((r) => r.hidden).map((r) => `${r.screenId}/${r.oem}/${r.language}`)).toEqual(['dealerEdit/alpha/en', 'dealerEdit/alpha/fr']);
  });
});

describe('contract drift', () => {
  it('removing a field shown by two screens reports exactly those screens for the three OEMs that show it', () => {
    const { set, oems } = fixtureFolder();
    const changed = fixtureContract();
    const dealer = (changed.definitions[0]!.$defs as Record<string, { properties: Record<string, unknown> }>).Dealer!;
    delete dealer.properties.nickname;

    const drift = contractDrift(set, oems, fixtureContext(), changed);

    expect(drift.brokenScreens).toEqual(['dealerDetail', 'dealerList']);
    // Delta's overlays drop the nickname from both screens: delta does not break.
    expect(drift.brokenOems).toEqual(['alpha', 'beta', 'gamma']);
    expect(drift.brokenOverlays).toEqual([]);
    expect(drift.entries.map((e) => `${e.screenId}/${e.oem}`).sort()).toEqual([
      'dealerDetail/alpha', 'dealerDetail/beta', 'dealerDetail/gamma',
      'dealerList/alpha', 'dealerList/beta', 'dealerList/gamma',
    ]);
    const why = drift.entries.find((e) => e.screenId === 'dealerList' && e.oem === 'beta')!;
    expect(why.broken.map(formatIssue)).toEqual([
      'tests/fixtures/qa-workbench/screens/dealerList.json:/blocks/list/columns/nickname/field: column field "nickname" is not in the rows of listFixtureDealers (Dealer)',
    ]);
    expect(drift.entries.find((e) => e.screenId === 'dealerDetail' && e.oem === 'alpha')!.broken.map((i) => i.pointer)).toEqual(['/blocks/dealer/fields/nickname/field']);
    expect(drift.entries.every((e) => e.fixed.length === 0)).toBe(true);
  });

  it('reports what a change fixes when the other contract is the base, and nothing for the same contract', () => {
    const { set, oems } = fixtureFolder();
    const withoutNickname = fixtureContract();
    delete (withoutNickname.definitions[0]!.$defs as Record<string, { properties: Record<string, unknown> }>).Dealer!.properties.nickname;
    const ctx = fixtureContext();
    const back = contractDrift(set, oems, ctx.withContract(withoutNickname), ctx);
    expect(back.brokenScreens).toEqual([]);
    expect(back.entries.map((e) => `${e.screenId}/${e.oem}:${e.fixed.length}`).sort()).toEqual([
      'dealerDetail/alpha:1', 'dealerDetail/beta:1', 'dealerDetail/gamma:1',
      'dealerList/alpha:1', 'dealerList/beta:1', 'dealerList/gamma:1',
    ]);
    expect(contractDrift(set, oems, ctx, fixtureContract()).entries).toEqual([]);
  });

  it('names the overlay when what breaks is what an overlay adds', () => {
    const { set, oems } = fixtureFolder();
    const changed = fixtureContract();
    delete (changed.definitions[0]!.$defs as Record<string, { properties: Record<string, unknown> }>).Dealer!.properties.email;
    const drift = contractDrift(set, oems, fixtureContext(), changed);
    // Only gamma's overlay shows the email (on the detail); the edit form sends UpdateDealer's, which stays.
    expect(drift.brokenScreens).toEqual(['dealerDetail']);
    expect(drift.brokenOems).toEqual(['gamma']);
    expect(drift.brokenOverlays).toEqual(['tests/fixtures/qa-workbench/screens/oem-skins/gamma/screens/dealerDetail.json']);
    expect(drift.entries.flatMap((e) => e.broken.map(formatIssue))).toEqual([
      'tests/fixtures/qa-workbench/screens/oem-skins/gamma/screens/dealerDetail.json (merged onto tests/fixtures/qa-workbench/screens/dealerDetail.json):/blocks/dealer/fields/email/field: detail field "email" is not in the response of getFixtureDealer (Dealer)',
    ]);
  });
});
