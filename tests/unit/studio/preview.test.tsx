// The studio's preview: the real engine draws a draft on data generated from the contract's
// response schemas, and a submit sends nothing but shows the request it would send.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isReadOnlyOperation, successBodySchema } from '../../../src/engine/tooling.ts';
import { createI18n } from '../../../src/i18n/setup.ts';
import { studioCheckContext } from '../../../src/studio/check/studio-check-context.ts';
import { PreviewPanel } from '../../../src/studio/preview/PreviewPanel.tsx';
import { createPreviewDataProvider, type HeldRequest } from '../../../src/studio/preview/preview-data-provider.ts';
import { sampleOf } from '../../../src/studio/preview/sample-data.ts';
import { addStudioTexts } from '../../../src/studio/i18n/studio-texts.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const manageEnrollments = JSON.parse(readFileSync(path.join(root, 'schemas/screens/enrollments/manageEnrollments.json'), 'utf8')) as unknown;
const ctx = studioCheckContext();

beforeAll(async () => {
  const { preloadBlockRenderers } = await import('../../../src/engine/index.ts');
  await preloadBlockRenderers();
}, 120_000);

const fetchSpy = vi.spyOn(globalThis, 'fetch');
afterEach(() => {
  cleanup();
  fetchSpy.mockClear();
});

function renderPanel(base: unknown, overlays: Record<string, unknown> = {}) {
  const i18n = createI18n();
  addStudioTexts(i18n);
  return render(
    <I18nextProvider i18n={i18n}>
      <PreviewPanel ctx={ctx} base={base} overlays={overlays} oems={['honda', 'acura']} initialOem="honda" />
    </I18nextProvider>,
  );
}

const frameBody = (title: RegExp) => (screen.getByTitle(title) as HTMLIFrameElement).contentDocument!.body;

describe('the preview data', () => {
  it('fits the operation\'s response schema: a page of three distinct rows with the fields a column shows', () => {
    const page = sampleOf(ctx, successBodySchema(ctx.operations.get('searchEnrollments')!)) as { content: Array<Record<string, unknown>> };
    expect(page.content).toHaveLength(3);
    expect(page.content.map((row) => row.dealerName)).toEqual(['dealerName 1', 'dealerName 2', 'dealerName 3']);
    expect(typeof page.content[0]!.dealerCode).toBe('string');
  });

  it('the engine draws Manage Enrollments on it in the frame, for the chosen OEM', async () => {
    renderPanel(manageEnrollments);
    await waitFor(() => expect(within(frameBody(/honda/)).getByText('dealerName 2')).toBeTruthy());
    expect(within(frameBody(/honda/)).getByRole('heading', { name: 'Manage Enrollments' })).toBeTruthy();
    // Its filter choices and its search are POSTs the contract marks read-only: answered, not held as writes.
    expect(screen.queryByTestId('held-request')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('reads and writes in the preview, as the contract says', () => {
  it('answers a search sent as POST with rows and holds nothing, and holds a write with the request it would send', async () => {
    const held: HeldRequest[] = [];
    const provider = createPreviewDataProvider(ctx, (request) => held.push(request));
    const page = (await provider.call('searchEnrollments', { query: { page: 0, size: 25 }, body: { programId: -1 } })) as { content: unknown[] };
    expect(page.content).toHaveLength(3);
    await provider.call('generateReport', { path: { reportName: 'SalesConversionReport' }, body: {} });
    expect(held).toEqual([]);
    await provider.call('changeDealerStatus', { path: { dlCode: 'HON0100', type: 'PAUSED' } });
    expect(held).toEqual([{ operationId: 'changeDealerStatus', method: 'POST', url: '/api/portal/enrollments/dealer/HON0100/PAUSED', body: undefined }]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('takes "read-only" from the contract alone: its x-read-only mark, or the GET method', () => {
    const search = ctx.operations.get('searchEnrollments')!;
    expect(search.method).toBe('post');
    expect(search.readOnly).toBe(true);
    expect(isReadOnlyOperation(search)).toBe(true);
    expect(isReadOnlyOperation({ method: search.method })).toBe(false);
    expect(isReadOnlyOperation(ctx.operations.get('getDealer')!)).toBe(true);
    expect(isReadOnlyOperation(ctx.operations.get('updateDealer')!)).toBe(false);
    // The convention the lint enforces: every search reads.
    const searches = [...ctx.operations.values()].filter((op) => op.operationId.startsWith('search'));
    expect(searches.length).toBeGreaterThan(10);
    expect(searches.filter((op) => !isReadOnlyOperation(op)).map((op) => op.operationId)).toEqual([]);
  });
});

describe('a submit in the preview', () => {
  it('sends nothing and shows the request it would send', async () => {
    const contactForm = {
      id: 'contactus',
      route: 'contactus',
      title: 'PAGE_CONTACT_US',
      blocks: {
        message: {
          kind: 'form',
          schema: { type: 'object', properties: { name: { type: 'string', title: 'FIELD_CONTACT_NAME' }, email: { type: 'string', title: 'FIELD_EMAIL' }, message: { type: 'string', title: 'FIELD_MESSAGE' } } },
          submit: { operationId: 'sendContactUsMessage', body: '$form' },
          submitLabel: 'ACTION_SEND',
        },
      },
    };
    renderPanel(contactForm);
    const frame = frameBody(/honda/);
    const user = userEvent.setup({ document: frame.ownerDocument });
    await user.type(await within(frame).findByRole('textbox', { name: /Name/ }), 'Ann');
    await user.type(within(frame).getByRole('textbox', { name: /Email/ }), 'ann@example.com');
    await user.type(within(frame).getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(within(frame).getByRole('button', { name: 'Send' }));
    const held = await screen.findByTestId('held-request');
    expect(held.textContent).toContain('POST /api/');
    expect(held.textContent).toContain('"message": "Hello"');
    expect(held.textContent).toContain('"email": "ann@example.com"');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
