import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { Refusal, renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

const dealer = { kind: 'detail', order: 1, call: { operationId: 'getDealer', path: { dlCode: '$route.dlCode' } }, fields: { name: { field: 'name', label: 'FIELD_DEALER_NAME' } } };
const reactivate = {
  kind: 'actions',
  order: 2,
  enabled: { not: { when: { '$data.dealer.outstandingAccount': { equals: true } } } },
  disabledHint: 'OUTSTANDING_ACCOUNT',
  buttons: { go: { label: 'ACTION_REACTIVATE', call: { operationId: 'changeDealerStatus', path: { dlCode: '$route.dlCode', type: 'reactivate' } } } },
};
const screenWith = (blocks: Record<string, unknown>) => ({ id: 'a', route: 'editManageEnrollment', title: 'PAGE_HOME', blocks }) as unknown as ScreenDefinition;

describe('a block\'s enabled condition (meta-schema BlockBase.enabled)', () => {
  it('shows the block while the condition holds', async () => {
    renderScreen(screenWith({ dealer, reactivate }), { scope: { route: { dlCode: 'D1' } }, answers: { getDealer: { name: 'Metro Honda', outstandingAccount: false } } });
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(screen.queryByText(/account is outstanding/)).toBeNull();
  });

  it('shows its disabled hint in its place otherwise, and sends none of its calls', async () => {
    const view = renderScreen(screenWith({ dealer, reactivate }), { scope: { route: { dlCode: 'D1' } }, answers: { getDealer: { name: 'Metro Honda', outstandingAccount: true } } });
    expect(await screen.findByText(/^Your current account is outstanding; contact the Billing Department/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reactivate' })).toBeNull();
    expect(view.sent.map((call) => call.operationId)).toEqual(['getDealer']);
  });
});

describe('notFoundAsEmpty and a detail block\'s empty state', () => {
  const profile = {
    kind: 'detail',
    call: { operationId: 'getBillingProfile', path: { dealerCode: 'D1' }, notFoundAsEmpty: true },
    emptyState: 'ENR_NO_BILLING_PROFILE',
    fields: { name: { field: 'cardholderName', label: 'ENR_FIELD_CARDHOLDER_NAME' } },
  };
  const onlyWithout = { kind: 'actions', order: 2, visible: { when: { '$data.profile': { equals: null } } }, buttons: { b: { label: 'SAVE', navigate: { route: 'home' } } } };

  it('treats a 404 as no record: the empty state shows and `$data` is null', async () => {
    renderScreen(screenWith({ profile, onlyWithout }), { answers: { getBillingProfile: new Refusal(404, { code: 'not_found', message: 'none' }) } });
    expect(await screen.findByText('No billing profile is on file for this dealer yet.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('still shows other failures as errors', async () => {
    renderScreen(screenWith({ profile }), { answers: { getBillingProfile: new Refusal(500, { code: 'error', message: 'boom' }) } });
    expect(await screen.findByText('An Error Has Occurred.')).toBeTruthy();
    expect(screen.queryByText('No billing profile is on file for this dealer yet.')).toBeNull();
  });

  it('shows the record when there is one', async () => {
    renderScreen(screenWith({ profile, onlyWithout }), { answers: { getBillingProfile: { cardholderName: 'Ada Lovelace' } } });
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
  });
});

describe('an action that saves a file the data holds (Action.file)', () => {
  const documents = {
    kind: 'table',
    call: { operationId: 'getDownloadManagerData' },
    rows: 'documents',
    paging: { mode: 'client' },
    rowKey: 'id',
    columns: { title: { field: 'title', header: 'ENR_COLUMN_DOCUMENT' } },
    rowActions: { get: { label: 'ENR_ACTION_DOWNLOAD', file: { url: '$row.url', fileName: '$row.fileName' } } },
  };

  it('saves a data: URL under the row\'s file name', async () => {
    const view = renderScreen(screenWith({ documents }), {
      answers: { getDownloadManagerData: { documents: [{ id: 1, title: 'Billing FAQ', fileName: 'billing-faq.txt', url: 'data:text/plain;base64,SGVsbG8=' }] } },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(view.saveFile).toHaveBeenCalledTimes(1));
    const saved = view.saveFile.mock.calls[0]![0];
    expect(saved.fileName).toBe('billing-faq.txt');
    expect(await saved.blob.text()).toBe('Hello');
  });

  it('refuses a script URL from the data and says the action failed', async () => {
    const view = renderScreen(screenWith({ documents }), {
      answers: { getDownloadManagerData: { documents: [{ id: 1, title: 'Bad', fileName: 'x.txt', url: 'javascript:alert(1)' }] } },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('An Error Has Occurred.')).toBeTruthy();
    expect(view.saveFile).not.toHaveBeenCalled();
  });
});
