import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { fixture, renderScreen } from '../render-screen.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const filterOptions = { programs: [{ id: -1, oemName: 'All' }, { id: 7, oemName: 'Honda' }], addons: [], regions: [] };
const page = { content: [{ dealerCode: 'D1', dealerName: 'Dealer 1', programId: 7 }], page: { page: 0, size: 25, totalElements: 1, totalPages: 1 } };

/** A screen whose filters have dates, to see how they are stored. */
const leadsScreen: ScreenDefinition = {
  id: 'leadSearch',
  route: 'viewLeads',
  title: 'PAGE_LEAD_VIEWER',
  blocks: {
    filters: {
      kind: 'filters',
      target: 'leads',
      schema: {
        type: 'object',
        properties: {
          from: { type: 'string', format: 'date', title: 'From' },
          receivedAfter: { type: 'string', format: 'date-time', title: 'Received after' },
          dealer: { type: 'string', title: 'FIELD_DEALER', maxLength: 250 },
        },
      },
    },
    leads: {
      kind: 'table',
      call: { operationId: 'searchLeads', body: '$filters' },
      paging: { mode: 'server', pageSize: 25 },
      rowKey: 'leadUid',
      columns: { lead: { field: 'leadUid', header: 'COLUMN_LEAD' } },
    },
  },
};

describe('filters block', () => {
  it('applies to its table from page 0 and persists under FILTER_SETTINGS_<screen>', async () => {
    const view = renderScreen(fixture('manageEnrollments'), { answers: { getEnrollmentFilterOptions: filterOptions, searchEnrollments: page } });
    const user = userEvent.setup();
    await screen.findByText('Dealer 1');
    await user.type(screen.getByRole('textbox', { name: /^Dealer/ }), '  Smith  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.callsTo('searchEnrollments')).toHaveLength(2));
    expect(view.callsTo('searchEnrollments')[1]?.request).toEqual({
      body: { programId: -1, dealer: 'Smith' },
      query: { page: 0, size: 25, sort: 'dealerName,asc' },
    });
    expect(JSON.parse(localStorage.getItem('FILTER_SETTINGS_manageEnrollments')!)).toEqual({ filters: { programId: -1, dealer: 'Smith' } });
  });

  it('restores the saved filters: the first call is already filtered and the form shows them', async () => {
    localStorage.setItem('FILTER_SETTINGS_manageEnrollments', JSON.stringify({ filters: { programId: 7, dealer: 'Smith', notAFilter: 1 } }));
    const view = renderScreen(fixture('manageEnrollments'), { answers: { getEnrollmentFilterOptions: filterOptions, searchEnrollments: page } });
    await screen.findByText('Dealer 1');
    expect(view.callsTo('searchEnrollments')[0]?.request.body).toEqual({ programId: 7, dealer: 'Smith' });
    expect((screen.getByRole('textbox', { name: /^Dealer/ }) as HTMLInputElement).value).toBe('Smith');
  });

  it('stores dates as YYYY-MM-DD and restores them', async () => {
    const first = renderScreen(leadsScreen, { answers: { searchLeads: { content: [], page: { page: 0, size: 25, totalElements: 0, totalPages: 0 } } } });
    const user = userEvent.setup();
    await screen.findByText('No Data Found');
    await user.type(screen.getByLabelText(/^From/), '2024-03-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(first.callsTo('searchLeads')).toHaveLength(2));
    expect(first.callsTo('searchLeads')[1]?.request.body).toEqual({ from: '2024-03-31' });
    expect(JSON.parse(localStorage.getItem('FILTER_SETTINGS_leadSearch')!)).toEqual({ filters: { from: '2024-03-31' } });
    first.unmount();

    // A date-time saved by an older build keeps its calendar day only.
    localStorage.setItem('FILTER_SETTINGS_leadSearch', JSON.stringify({ filters: { from: '2024-03-31', receivedAfter: '2024-04-02T13:45:00Z', dealer: 'X' } }));
    const second = renderScreen(leadsScreen, { answers: { searchLeads: { content: [], page: { page: 0, size: 25, totalElements: 0, totalPages: 0 } } } });
    await screen.findByText('No Data Found');
    expect(second.callsTo('searchLeads')[0]?.request.body).toEqual({ from: '2024-03-31', receivedAfter: '2024-04-02', dealer: 'X' });
    expect((screen.getByLabelText(/^From/) as HTMLInputElement).value).toBe('2024-03-31');
  });

  it('resets to the schema defaults', async () => {
    localStorage.setItem('FILTER_SETTINGS_manageEnrollments', JSON.stringify({ filters: { programId: 7, dealer: 'Smith' } }));
    const view = renderScreen(fixture('manageEnrollments'), { answers: { getEnrollmentFilterOptions: filterOptions, searchEnrollments: page } });
    const user = userEvent.setup();
    await screen.findByText('Dealer 1');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(view.callsTo('searchEnrollments').at(-1)?.request.body).toEqual({ programId: -1 }));
    expect((screen.getByRole('textbox', { name: /^Dealer/ }) as HTMLInputElement).value).toBe('');
    expect(JSON.parse(localStorage.getItem('FILTER_SETTINGS_manageEnrollments')!)).toEqual({ filters: { programId: -1 } });
  });
});

describe('a field shown only where its ui:visible condition holds', () => {
  const oneDealerHidden = { not: { all: [{ when: { '$user.dealerCodes.0': { empty: false } } }, { when: { '$user.dealerCodes.1': { empty: true } } }] } };
  const screenWithDealerFilter: ScreenDefinition = {
    ...leadsScreen,
    blocks: {
      ...leadsScreen.blocks,
      filters: { ...(leadsScreen.blocks.filters as object), uiSchema: { dealer: { 'ui:visible': oneDealerHidden } } } as unknown as ScreenDefinition['blocks'][string],
    },
  };
  const leads = { content: [{ leadUid: 'L1' }], page: { page: 0, size: 25, totalElements: 1, totalPages: 1 } };

  it('is left out for a user of one dealer, and shown to a dealer group and to an admin', async () => {
    renderScreen(screenWithDealerFilter, { scope: { user: { dealerCodes: ['HON0001'] } }, answers: { searchLeads: leads } });
    await screen.findByLabelText(/^From/);
    expect(screen.queryByRole('textbox', { name: /^Dealer/ })).toBeNull();
    cleanup();

    renderScreen(screenWithDealerFilter, { scope: { user: { dealerCodes: ['HON0001', 'HON0002'] } }, answers: { searchLeads: leads } });
    expect(await screen.findByRole('textbox', { name: /^Dealer/ })).toBeTruthy();
    cleanup();

    renderScreen(screenWithDealerFilter, { scope: { user: { dealerCodes: [] } }, answers: { searchLeads: leads } });
    expect(await screen.findByRole('textbox', { name: /^Dealer/ })).toBeTruthy();
  });
});
