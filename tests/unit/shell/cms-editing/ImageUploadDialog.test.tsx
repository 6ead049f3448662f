import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CmsPage } from '../../../../src/cms/cms-blocks.ts';
import { CMS_EDITING_STORAGE_KEY, CmsEditingProvider } from '../../../../src/shell/cms-editing/CmsEditingProvider.tsx';
import { CmsPageSection } from '../../../../src/shell/cms-editing/CmsPageSection.tsx';
import { CmsToolbar } from '../../../../src/shell/cms-editing/CmsToolbar.tsx';
import { user } from '../header/menu-fixtures.ts';
import { block, createFakeCms, renderWithCms } from './fake-cms.tsx';

afterEach(cleanup);
// The editor is already in edit mode (the mode survives navigation in the tab's session storage).
beforeEach(() => sessionStorage.setItem(CMS_EDITING_STORAGE_KEY, JSON.stringify({ mode: 'edit', showEnrollmentForm: false })));

const PAGE: CmsPage = {
  id: 1,
  humanReadableId: 'howToEnroll',
  contentBlocks: [
    block(1, 'enroll-header', 'HEADER', 'How to enroll', 1),
    block(2, 'partner', 'LIST_ITEM', 'Our partner', 10, 1),
    // No format of its own: the default requirement applies (SVG, 192x50, 2000 KB).
    block(5, 'partner-logo', 'IMAGE', '', 1, 2),
    block(3, 'step', 'LIST_ITEM', 'Choose a package', 11, 1),
    block(6, 'step-image', 'IMAGE', '/cms/api/media/files/step.png', 1, 3, {
      imageFormat: { id: 2, allowedFormat: 'png,jpg,jpeg', maxWidth: 600, maxHeight: 400, maxFileSize: 500_000 },
    }),
  ],
  drafts: [],
};

const editor = user({ role: 'CMS Editor', belongsToCmsEditorGroup: true });
const file = (name: string, text = '<svg xmlns="http://www.w3.org/2000/svg" width="192" height="50"/>') => new File([text], name, { type: 'application/octet-stream' });

async function openDialog(itemName: string) {
  const ui = userEvent.setup({ applyAccept: false });
  const cms = createFakeCms(PAGE);
  renderWithCms(
    <CmsEditingProvider>
      <CmsToolbar />
      <CmsPageSection pagesHri={['howToEnroll']} />
    </CmsEditingProvider>,
    editor,
    cms,
  );
  const item = (await screen.findByText(itemName, { selector: '[role=textbox]' })).closest('li')!;
  await ui.click(within(item as HTMLElement).getByRole('button', { name: 'Upload image' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload image' });
  return { ui, cms, dialog };
}

describe('CMS image upload (portal-shell §5.2)', { timeout: 30_000 }, () => {
  it('states the default requirement and refuses a file that is not png, jpg, svg or jpeg before sending it', async () => {
    const { ui, cms, dialog } = await openDialog('Our partner');
    expect(dialog.textContent).toContain('Allowed formats: SVG. Maximum resolution: 192x50. Maximum size: 2000 KB.');
    await ui.upload(within(dialog).getByLabelText('Choose image file'), file('notes.txt', 'hello'));
    expect(within(dialog).getByRole('alert').textContent).toBe('File must be image and have one of following extensions: png, jpg, svg, jpeg');
    expect(within(dialog).getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    expect(cms.calls.some((call) => call.path === '/api/media/upload')).toBe(false);
  });

  it("refuses a format the block's own requirement does not allow, with that requirement", async () => {
    const { ui, dialog } = await openDialog('Choose a package');
    await ui.upload(within(dialog).getByLabelText('Choose image file'), file('logo.svg'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Allowed formats: PNG, JPG, JPEG. Maximum resolution: 600x400. Maximum size: 500 KB.');
  });

  it('uploads a valid SVG to the IMAGE block and saves the block draft with its URL', async () => {
    const { ui, cms, dialog } = await openDialog('Our partner');
    await ui.upload(within(dialog).getByLabelText('Choose image file'), file('partner-logo.svg'));
    await ui.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const upload = cms.calls.find((call) => call.path === '/api/media/upload')!;
    expect(upload.query.get('blockId')).toBe('5');
    // The multipart body itself is checked in the browser (tests/e2e/cms-editing.spec.ts): jsdom's
    // FormData does not survive the crossing into Node's fetch.
    expect(cms.calls.filter((call) => call.path === '/api/draft/save').map((call) => call.body)).toEqual([
      { pageId: 1, contentBlockId: 5, content: '/cms/api/media/files/new-logo.svg', blockOrder: 1, language: 'EN' },
    ]);
    expect(await screen.findByText('Image uploaded. Publish to show it to users.')).toBeTruthy();
  });

  it("shows the server's refusal in the editor's words", async () => {
    const { ui, cms, dialog } = await openDialog('Our partner');
    cms.failNext('/api/media/upload', 400, {
      errors: [{ field: 'file', message: 'Allowed formats: SVG. Maximum resolution: 192x50. Maximum size: 2000 KB.', messageKey: 'CMS_IMAGE_REQUIREMENT' }],
    });
    await ui.upload(within(dialog).getByLabelText('Choose image file'), file('wide.svg'));
    await ui.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Allowed formats: SVG. Maximum resolution: 192x50. Maximum size: 2000 KB.');
    expect(cms.calls.some((call) => call.path === '/api/draft/save')).toBe(false);
  });
});
