import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CmsPage } from '../../../../src/cms/cms-blocks.ts';
import { CmsEditingProvider } from '../../../../src/shell/cms-editing/CmsEditingProvider.tsx';
import { CmsPageSection } from '../../../../src/shell/cms-editing/CmsPageSection.tsx';
import { CmsToolbar } from '../../../../src/shell/cms-editing/CmsToolbar.tsx';
import { user } from '../header/menu-fixtures.ts';
import { block, createFakeCms, renderWithCms, type FakeCms } from './fake-cms.tsx';

afterEach(cleanup);
beforeEach(() => sessionStorage.clear());

const PAGE: CmsPage = {
  id: 1,
  humanReadableId: 'howToEnroll',
  contentBlocks: [
    block(1, 'enroll-header', 'HEADER', 'How to enroll', 1),
    block(2, 'enroll-step-1', 'LIST_ITEM', 'Review the programs.', 10, 1),
    block(3, 'enroll-step-2', 'LIST_ITEM', 'Choose a provider.', 11, 1),
    block(4, 'enroll-step-3', 'LIST_ITEM', 'Accept the agreement.', 12, 1),
  ],
  // A pending draft of step 2: editors see it in edit and preview mode, nobody sees it with editing off.
  drafts: [block(40, 'enroll-step-2', 'LIST_ITEM', 'Choose a certified provider.', 11, 1, { contentBlockId: 3 })],
};

const editor = user({ role: 'CMS Editor', loginName: 'editor', userName: 'Eddie Editor', belongsToCmsEditorGroup: true });

function renderEditing(who = editor, cms: FakeCms = createFakeCms(PAGE)) {
  const view = renderWithCms(
    <CmsEditingProvider>
      <CmsToolbar />
      <CmsPageSection pagesHri={['howToEnroll']} />
    </CmsEditingProvider>,
    who,
    cms,
  );
  return { ...view, cms };
}

const toolbar = () => screen.getByRole('toolbar', { name: 'CMS editing' });
const mode = () => screen.getByTestId('cms-editing-mode').getAttribute('data-mode');
const button = (name: string) => within(toolbar()).getByRole('button', { name });

/** Presses a toolbar button and answers its confirmation. */
async function confirmAction(ui: ReturnType<typeof userEvent.setup>, name: string, title: string, answer: 'confirm' | 'cancel' = 'confirm') {
  await ui.click(button(name));
  const dialog = await screen.findByRole('dialog', { name: title });
  await ui.click(within(dialog).getByRole('button', { name: answer === 'confirm' ? name : 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

// Each journey opens several MUI dialogs; on a loaded machine that takes longer than the default 5 s.
const JOURNEY = { timeout: 30_000 };

describe('CMS Editor toolbar (portal-shell §2.3, §4.3)', JOURNEY, () => {
  it('is shown to CMS editors only', async () => {
    renderEditing(user());
    expect(await screen.findByText('Review the programs.')).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
    // Readers never see drafts.
    expect(screen.getByText('Choose a provider.')).toBeTruthy();
  });

  it('starts off showing published content, with only show enrollment form and enable editing offered', async () => {
    renderEditing();
    expect(await screen.findByText('Choose a provider.')).toBeTruthy();
    expect(mode()).toBe('off');
    const enabled = within(toolbar())
      .getAllByRole('button')
      .filter((b) => !b.hasAttribute('disabled'))
      .map((b) => b.textContent);
    expect(enabled).toEqual(['Show enrollment form', 'Enable editing']);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('asks before each action; cancelling changes nothing', async () => {
    const ui = userEvent.setup();
    const { cms } = renderEditing();
    await screen.findByText('Choose a provider.');
    await confirmAction(ui, 'Enable editing', 'Enable editing?', 'cancel');
    expect(mode()).toBe('off');
    await confirmAction(ui, 'Enable editing', 'Enable editing?');
    expect(mode()).toBe('edit');
    await confirmAction(ui, 'Discard all', 'Discard all changes?', 'cancel');
    expect(mode()).toBe('edit');
    expect(cms.calls.some((call) => call.path === '/api/draft/discard')).toBe(false);
  });

  it('goes off → edit → preview, shows drafts editable in edit and read-only in preview, and disable returns to off', async () => {
    const ui = userEvent.setup();
    const { cms } = renderEditing();
    await screen.findByText('Choose a provider.');

    await confirmAction(ui, 'Enable editing', 'Enable editing?');
    expect(mode()).toBe('edit');
    expect((await screen.findAllByRole('textbox')).map((box) => box.textContent)).toEqual([
      'How to enroll',
      'Review the programs.',
      'Choose a certified provider.',
      'Accept the agreement.',
    ]);

    await confirmAction(ui, 'Preview', 'Preview your changes?');
    expect(mode()).toBe('preview');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Choose a certified provider.')).toBeTruthy();
    expect(button('Preview').hasAttribute('disabled')).toBe(true);

    await confirmAction(ui, 'Disable editing', 'Disable editing?');
    expect(mode()).toBe('off');
    expect(await screen.findByText('Choose a provider.')).toBeTruthy();
    expect(cms.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('publishes by page and draft ids and returns to off', async () => {
    const ui = userEvent.setup();
    const { cms } = renderEditing();
    await screen.findByText('Choose a provider.');
    await confirmAction(ui, 'Enable editing', 'Enable editing?');
    await confirmAction(ui, 'Publish', 'Publish all changes?');
    expect(cms.calls.filter((call) => call.path === '/api/draft/publish').map((call) => call.body)).toEqual([{ pageId: 1, draftIds: [40] }]);
    expect(mode()).toBe('off');
    expect(await screen.findByText('Changes published.')).toBeTruthy();
    expect(await screen.findByText('Choose a certified provider.')).toBeTruthy();
  });

  it('discards all drafts of the page and returns to off', async () => {
    const ui = userEvent.setup();
    const { cms } = renderEditing();
    await screen.findByText('Choose a provider.');
    await confirmAction(ui, 'Enable editing', 'Enable editing?');
    await confirmAction(ui, 'Preview', 'Preview your changes?');
    await confirmAction(ui, 'Discard all', 'Discard all changes?');
    expect(cms.calls.filter((call) => call.path === '/api/draft/discard').map((call) => call.body)).toEqual([{ pageId: 1 }]);
    expect(mode()).toBe('off');
    expect(await screen.findByText('Changes discarded.')).toBeTruthy();
    expect(cms.page.drafts).toEqual([]);
  });

  it('keeps the mode and says why when publishing fails', async () => {
    const ui = userEvent.setup();
    const cms = createFakeCms(PAGE);
    cms.failNext('/api/draft/publish', 409, { code: 'conflict', message: 'Not pending drafts of page 1: 40. Nothing was published.' });
    renderEditing(editor, cms);
    await screen.findByText('Choose a provider.');
    await confirmAction(ui, 'Enable editing', 'Enable editing?');
    await confirmAction(ui, 'Publish', 'Publish all changes?');
    expect(mode()).toBe('edit');
    expect(await screen.findByText('Not pending drafts of page 1: 40. Nothing was published.')).toBeTruthy();
  });

  it('toggles the enrollment form without changing the mode', async () => {
    const ui = userEvent.setup();
    renderEditing();
    await screen.findByText('Choose a provider.');
    await confirmAction(ui, 'Show enrollment form', 'Show the enrollment form?');
    expect(button('Hide enrollment form')).toBeTruthy();
    expect(mode()).toBe('off');
    await confirmAction(ui, 'Hide enrollment form', 'Hide the enrollment form?');
    expect(button('Show enrollment form')).toBeTruthy();
  });
});

describe('editing in place (portal-shell §4.3)', JOURNEY, () => {
  async function editMode() {
    const ui = userEvent.setup();
    const view = renderEditing();
    await screen.findByText('Choose a provider.');
    await confirmAction(ui, 'Enable editing', 'Enable editing?');
    return { ui, ...view };
  }

  const saves = (cms: FakeCms) => cms.calls.filter((call) => call.path === '/api/draft/save').map((call) => call.body);

  it('saves a changed text as the block draft when the editor leaves it, and not an unchanged one', async () => {
    const { ui, cms } = await editMode();
    const [header] = await screen.findAllByRole('textbox');
    await ui.click(header!);
    await ui.tab();
    expect(saves(cms)).toEqual([]);
    await ui.click(header!);
    await ui.keyboard('{End} in four steps');
    await ui.tab();
    await waitFor(() => expect(saves(cms)).toEqual([{ pageId: 1, contentBlockId: 1, content: 'How to enroll in four steps', blockOrder: 1, language: 'EN' }]));
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
  });

  it('pastes as plain text', async () => {
    const { cms } = await editMode();
    const item = screen.getAllByRole('textbox')[1]!;
    item.focus();
    const selection = document.getSelection()!;
    selection.selectAllChildren(item);
    fireEvent.paste(item, {
      clipboardData: { getData: (type: string) => (type === 'text/plain' ? 'Read the guide' : '<b onclick="x()">Read</b> the <i>guide</i>') },
    });
    expect(item.innerHTML).toBe('Read the guide');
    fireEvent.blur(item);
    await waitFor(() => expect(saves(cms)).toEqual([expect.objectContaining({ contentBlockId: 2, content: 'Read the guide' })]));
  });

  it('puts the text back on Escape', async () => {
    const { ui, cms } = await editMode();
    const item = screen.getAllByRole('textbox')[3]!;
    await ui.click(item);
    await ui.keyboard(' now{Escape}');
    expect(item.textContent).toBe('Accept the agreement.');
    expect(saves(cms)).toEqual([]);
  });

  it('moves an item by swapping with its live neighbour, marks it DELETED or RESTORED, and adds items at either end', async () => {
    const { ui, cms } = await editMode();
    const item = (n: number) => screen.getByRole('group', { name: `Actions for list item ${n}` });
    await ui.click(within(item(1)).getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(saves(cms)).toHaveLength(1));
    expect(saves(cms)[0]).toEqual({ pageId: 1, contentBlockId: 2, content: 'Review the programs.', blockOrder: 11, language: 'EN' });
    await waitFor(() => expect(within(item(1)).getByRole('button', { name: 'Move up' }).hasAttribute('disabled')).toBe(true));

    await ui.click(within(item(3)).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(saves(cms)).toHaveLength(2));
    expect(saves(cms)[1]).toMatchObject({ contentBlockId: 4, status: 'DELETED' });
    await ui.click(await within(item(3)).findByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(saves(cms)).toHaveLength(3));
    expect(saves(cms)[2]).toMatchObject({ contentBlockId: 4, status: 'RESTORED' });

    await ui.click(screen.getByRole('button', { name: 'Add item at the beginning' }));
    await waitFor(() => expect(saves(cms)).toHaveLength(4));
    expect(saves(cms)[3]).toEqual({ pageId: 1, parent: 1, type: 'LIST_ITEM', content: 'New item', blockOrder: 9, language: 'EN' });
    await ui.click(screen.getByRole('button', { name: 'Add item at the end' }));
    await waitFor(() => expect(saves(cms)).toHaveLength(5));
    expect(saves(cms)[4]).toMatchObject({ parent: 1, blockOrder: 13 });
  });
});
