import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { CmsGroups, type CmsSlots } from '../../cms/CmsGroups.tsx';
import {
  ALL_DISPLAY_KINDS,
  blocksWithDrafts,
  cmsGroups,
  publishedBlocks,
  type CmsPage,
  type DisplayKind,
  type ViewBlock,
} from '../../cms/cms-blocks.ts';
import { BlockText } from './BlockText.tsx';
import { useCmsEditing } from './cms-editing-context.ts';
import { siblingItems } from './draft-requests.ts';
import { showsDrafts } from './editing-mode.ts';
import { ImageSlot } from './ImageSlot.tsx';
import { ListControls } from './ListControls.tsx';
import { ListItemControls } from './ListItemControls.tsx';

export interface CmsContentProps {
  readonly pages: readonly CmsPage[];
  readonly display?: readonly DisplayKind[];
  readonly headerElement?: 'h2' | 'h3' | 'h4';
}

/** Edit-mode drawing of one page: editable texts, list and item controls, image uploads. */
function editSlots(blocks: readonly ViewBlock[]): CmsSlots {
  return {
    text: (block, role) => <BlockText block={block} role={role} />,
    image: (entry) => <ImageSlot entry={entry} />,
    itemControls: (entry, list) => (
      <ListItemControls
        entry={entry}
        siblings={siblingItems(blocks, entry.block.parent)}
        position={list.items.findIndex((item) => item.block.key === entry.block.key) + 1}
      />
    ),
    listControls: (list, where) => <ListControls parent={list.parent} siblings={siblingItems(blocks, list.parent?.id ?? null)} where={where} />,
    faqOpen: true,
  };
}

/**
 * CMS pages as the viewer should see them: readers (and an editor with editing off) the
 * published content; an editor in preview mode the page as it will be once the drafts are
 * published; in edit mode the same, with every text editable in place and the list, item and
 * image controls (portal-shell §4.3).
 */
export function CmsContent({ pages, display = ALL_DISPLAY_KINDS, headerElement }: CmsContentProps) {
  const { isEditor, mode } = useCmsEditing();
  const withDrafts = isEditor && showsDrafts(mode);
  const editing = isEditor && mode === 'edit';
  const drawn = useMemo(
    () =>
      pages.map((page) => {
        const blocks = withDrafts ? blocksWithDrafts(page) : publishedBlocks(page);
        return { page, blocks, groups: cmsGroups(blocks, { display, showDeleted: editing }) };
      }),
    [pages, withDrafts, editing, display],
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-cms-mode={editing ? 'edit' : withDrafts ? 'preview' : 'off'}>
      {drawn.map(({ page, blocks, groups }) => (
        <Box key={page.id} data-cms-page={page.humanReadableId} sx={{ display: 'grid', gap: 2 }}>
          <CmsGroups groups={groups} slots={editing ? editSlots(blocks) : {}} {...(headerElement ? { headerElement } : {})} />
        </Box>
      ))}
    </Box>
  );
}
