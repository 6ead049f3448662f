import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { QaReport } from '../../../../src/studio/qa/QaReport.tsx';
import { buildQaReport, contractDrift, type ContractShape } from '../../../../src/engine/tooling.ts';
import { FIXTURE_ROUTES, fixtureContext, fixtureContract, fixtureFolder } from '../../engine/qa-report/fixture-context.ts';

afterEach(cleanup);

/** The report of the QA workbench fixtures, as the studio server would build it. */
function fixtureReport() {
  const { set, oems } = fixtureFolder();
  const ctx = fixtureContext();
  const report = buildQaReport({
    set,
    oems,
    ctx,
    parity: true,
    coverage: { code: { operations: new Map([['signOutFixture', ['src/shell/session/sign-out.ts']]]), routes: new Set(['fxSignIn']), strings: new Set() }, routes: FIXTURE_ROUTES },
  });
  // The upload's contract arrives parsed (ContractShape JSON); the real core runs the drift.
  const runDrift = async (file: File) => ({ label: file.name, report: contractDrift(set, oems, ctx, JSON.parse(await file.text()) as ContractShape) });
  return { report, runDrift };
}

function renderPage(language: 'en' | 'fr' = 'en') {
  const { report, runDrift } = fixtureReport();
  render(
    <I18nextProvider i18n={createI18n({ language })}>
      <QaReport report={report} runDrift={runDrift} />
    </I18nextProvider>,
  );
}

describe('the QA page body', () => {
  it('shows each screen × OEM × language and opens the problems of a failing cell', () => {
    renderPage();
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('3 error(s), 4 warning(s) in 3 screen(s), 5 overlay(s), 4 OEM(s)');
    expect(screen.getByLabelText('dealerDetail alpha en: OK')).toBeTruthy();
    expect(screen.getByLabelText('dealerList delta fr: OK')).toBeTruthy();
    expect(screen.getByLabelText('dealerEdit alpha en (hidden): OK').textContent).toBe('OK (hidden)');
    fireEvent.click(screen.getByRole('button', { name: 'dealerDetail alpha fr: 1 problem(s)' }));
    const problems = screen.getByText('Problems of dealerDetail for alpha in fr').closest('[role="alert"]') as HTMLElement;
    expect(within(problems).getByText(/dealerDetail\.json:\/title: i18n key "FX_PAGE_DEALER" is missing from the fr catalogue/)).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Only screens with problems' }));
    expect(screen.queryByRole('rowheader', { name: 'dealerList' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'dealerDetail' })).toBeTruthy();
  });

  it('shows the coverage figures with the names behind them, and the parity findings', () => {
    renderPage();
    const coverage = screen.getByRole('region', { name: 'Config coverage' });
    expect(within(coverage).getByText('4 of 5 operations called by a screen or the shell').parentElement?.textContent).toContain('exportFixtureDealers');
    expect(within(coverage).getByText('4 of 5 routes have a screen').parentElement?.textContent).toContain('fxOrphan');
    expect(within(coverage).getByText('1 key(s) missing in French').parentElement?.textContent).toContain('FX_PAGE_DEALER');
    expect(within(coverage).getByText('listFixtureDealers (rows)').parentElement?.textContent).toContain('email');

    const parity = screen.getByRole('table', { name: 'Constraint parity' });
    const rows = within(parity).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      'tests/fixtures/qa-workbench/screens/dealerEdit.json:/blocks/dealer/schema/properties/nameupdateFixtureDealer body.namemaxLength looser500100',
      'tests/fixtures/qa-workbench/screens/dealerEdit.json:/blocks/dealer/schema/properties/nicknameupdateFixtureDealer body.nicknamemaxLength stricter2040',
    ]);
  });

  it('runs a drift report for an uploaded contract with one removed field', async () => {
    renderPage();
    const changed = fixtureContract();
    delete (changed.definitions[0]!.$defs as Record<string, { properties: Record<string, unknown> }>).Dealer!.properties.nickname;
    const file = new File([JSON.stringify(changed)], 'contract-without-nickname.json', { type: 'application/json' });
    fireEvent.change(screen.getByLabelText('Check a changed contract'), { target: { files: [file] } });
    const result = await screen.findByRole('region', { name: 'Contract drift' });
    expect(within(result).getByText(/contract-without-nickname\.json breaks screens dealerDetail, dealerList for OEMs alpha, beta, gamma\./)).toBeTruthy();
    expect(within(result).getAllByText(/^breaks /)).toHaveLength(6);
    expect(within(result).getAllByText(/column field "nickname" is not in the rows of listFixtureDealers/)).toHaveLength(3);
  });

  it('speaks French', () => {
    renderPage('fr');
    expect(screen.getByRole('heading', { name: 'Atelier QA' })).toBeTruthy();
    expect(screen.getByText('4 opérations sur 5 appelées par un écran ou le portail')).toBeTruthy();
  });
});
