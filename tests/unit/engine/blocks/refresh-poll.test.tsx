// A data call's `refresh` (poll while a condition holds) and the `progress` value format, through
// the real Pre-Lead Conversion definition: the job's progress is asked again silently every 2 s
// while it is RUNNING, drawn as a progress bar, and the poll stops when the job ends.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { loadRefSources, resolvedDefinition } from '../../../../scripts/screen-definitions/definition-sources.ts';
import { Refusal, renderScreen, type Answer } from '../render-screen.tsx';

const file = path.resolve(import.meta.dirname, '../../../../schemas/screens/leads/preLead.json');
const preLead = resolvedDefinition<ScreenDefinition>(JSON.parse(readFileSync(file, 'utf8')), await loadRefSources(), file);

const JOB = '6f1c2b8e-3a4d-4e5f-9a0b-1c2d3e4f5a6b';
const progress = (status: string, processed: number, total = 4) => ({
  jobId: JOB,
  status,
  processed,
  total,
  percent: Math.round((processed / total) * 100),
  converted: processed,
  rejected: 0,
});
const prelead = (id: string, status = 'PENDING') => ({
  id,
  providerId: 1,
  providerName: 'AutoTrader',
  dealerCode: '10001',
  leadType: 'NEW',
  receivedDate: '2026-11-20T15:00:00Z',
  customerName: `Shopper ${id}`,
  vehicle: { year: 2026, make: 'Acura', model: 'MDX' },
  status,
  rejectionReason: null,
});
const page = (content: unknown[]) => ({ content, page: { number: 0, size: 25, totalElements: content.length, totalPages: 1 } });

/** Answers the job's states one call after the other, the last one from then on. */
function states(...sequence: unknown[]): Answer {
  let call = 0;
  return () => sequence[Math.min(call++, sequence.length - 1)];
}

const bar = () => screen.getByRole('progressbar', { name: 'Progress' });
const advance = (ms: number) => act(async () => { await vi.advanceTimersByTimeAsync(ms); });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // A provider already chosen on an earlier visit, so the pre-lead table is on the screen.
  localStorage.setItem('FILTER_SETTINGS_preLead', JSON.stringify({ filters: { leadProviderIds: [1] } }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('a data call with refresh: the pre-lead job progress poll', () => {
  it('polls silently while RUNNING, moves the progress bar, stops at DONE and reloads the pre-leads once', async () => {
    const view = renderScreen(preLead, {
      scope: { query: { jobId: JOB } },
      answers: {
        listProperLeadSources: [{ id: 1, name: 'AutoTrader' }],
        searchPreleads: page([prelead('p1')]),
        getPreleadJobProgress: states(progress('RUNNING', 0), progress('RUNNING', 2), progress('DONE', 4)),
      },
    });
    await screen.findByRole('progressbar', { name: 'Progress' });
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    expect(await screen.findByRole('button', { name: 'Cancel conversion' })).toBeTruthy();
    // Counted once the first search has answered: on a loaded machine the job's first poll may
    // come before the screen has even asked for its pre-leads.
    await screen.findByText('Shopper p1');
    const searchesBefore = view.callsTo('searchPreleads').length;

    await advance(2000);
    expect(bar().getAttribute('aria-valuenow')).toBe('50');
    await advance(2000);
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Done')).toBeTruthy();
    // The job ended: no Cancel, the pre-leads it changed asked again once.
    expect(screen.queryByRole('button', { name: 'Cancel conversion' })).toBeNull();
    expect(view.callsTo('searchPreleads').length).toBe(searchesBefore + 1);

    const polls = view.callsTo('getPreleadJobProgress');
    expect(polls.length).toBe(3);
    // The poll runs without the loading indicator (portal-shell §4.1) and names the job.
    for (const poll of polls) {
      expect(poll.options.silent).toBe(true);
      expect(poll.request.query).toEqual({ id: JOB });
    }
    await advance(20_000);
    expect(view.callsTo('getPreleadJobProgress').length).toBe(3);
    expect(view.callsTo('searchPreleads').length).toBe(searchesBefore + 1);
  });

  it('stops polling when the job is cancelled from its Cancel button', async () => {
    let cancelled = false;
    const view = renderScreen(preLead, {
      scope: { query: { jobId: JOB } },
      answers: {
        listProperLeadSources: [{ id: 1, name: 'AutoTrader' }],
        searchPreleads: page([prelead('p1')]),
        getPreleadJobProgress: () => (cancelled ? progress('CANCELLED', 1) : progress('RUNNING', 1)),
        cancelPreleadJob: () => {
          cancelled = true;
          return progress('CANCELLED', 1);
        },
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Cancel conversion' }));
    expect(view.callsTo('cancelPreleadJob')[0]?.request.query).toEqual({ id: JOB });
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel conversion' })).toBeNull();
    const polls = view.callsTo('getPreleadJobProgress').length;
    await advance(20_000);
    expect(view.callsTo('getPreleadJobProgress').length).toBe(polls);
  });

  it('does not poll a job that is already over when its first answer comes, and reloads the pre-leads once', async () => {
    const view = renderScreen(preLead, {
      scope: { query: { jobId: JOB } },
      answers: {
        listProperLeadSources: [{ id: 1, name: 'AutoTrader' }],
        searchPreleads: page([prelead('p1', 'CONVERTED')]),
        getPreleadJobProgress: progress('FAILED', 1),
      },
    });
    await screen.findByText('Failed');
    await advance(20_000);
    expect(view.callsTo('getPreleadJobProgress')).toHaveLength(1);
    // A job that ended before its first poll changed the pre-leads too: they are asked again once.
    expect(view.callsTo('searchPreleads')).toHaveLength(2);
  });
});

describe('the Pre-Lead Conversion screen', () => {
  it('converts the selected pre-leads with the applied criteria and opens the job it started', async () => {
    const view = renderScreen(preLead, {
      answers: {
        listProperLeadSources: [{ id: 1, name: 'AutoTrader' }],
        searchPreleads: page([prelead('p1'), prelead('p2')]),
        convertPreleads: { jobId: JOB },
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const row = (await screen.findByText('Shopper p2')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox', { name: 'Select row' }));
    await user.click(screen.getByRole('button', { name: 'Convert selected' }));
    expect(view.callsTo('convertPreleads')[0]?.request.body).toEqual({ criteria: { leadProviderIds: [1] }, preleadIds: ['p2'] });
    expect(view.navigate).toHaveBeenCalledWith(`/settings/preLead?jobId=${JOB}`);
    // No job on the address: no progress asked for.
    expect(view.callsTo('getPreleadJobProgress')).toHaveLength(0);
  });

  it('converts every match of the criteria without a selection, once confirmed, and sends no ids', async () => {
    const view = renderScreen(preLead, {
      answers: {
        listProperLeadSources: [{ id: 1, name: 'AutoTrader' }],
        searchPreleads: page([prelead('p1'), prelead('p2')]),
        convertPreleads: { jobId: JOB },
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByText('Shopper p2');
    expect((screen.getByRole('button', { name: 'Convert selected' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Convert all matches' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Convert every pending pre-lead that matches the filters, on every page?')).toBeTruthy();
    expect(view.callsTo('convertPreleads')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: /OK|Yes|Confirm/ }));
    expect(view.callsTo('convertPreleads')[0]?.request.body).toEqual({ criteria: { leadProviderIds: [1] } });
    expect(view.navigate).toHaveBeenCalledWith(`/settings/preLead?jobId=${JOB}`);
  });

  it('says why a second conversion is refused while one runs (409), and stays on the list', async () => {
    const reason = 'A pre-lead conversion is already running; wait for it to end or cancel it.';
    const view = renderScreen(preLead, {
      answers: {
        listProperLeadSources: [{ id: 1, name: 'AutoTrader' }],
        searchPreleads: page([prelead('p1')]),
        convertPreleads: new Refusal(409, { code: 'conflict', message: reason }),
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const row = (await screen.findByText('Shopper p1')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox', { name: 'Select row' }));
    await user.click(screen.getByRole('button', { name: 'Convert selected' }));
    expect(await screen.findByText(reason, { exact: false })).toBeTruthy();
    expect(view.navigate).not.toHaveBeenCalled();
  });

  it('asks for a lead provider before searching, with the spec\'s text', async () => {
    localStorage.clear();
    const view = renderScreen(preLead, { answers: { listProperLeadSources: [{ id: 1, name: 'AutoTrader' }] } });
    expect(await screen.findByText('Please select one Lead Provider or more.')).toBeTruthy();
    expect(view.callsTo('searchPreleads')).toHaveLength(0);
  });
});
