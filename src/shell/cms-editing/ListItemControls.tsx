import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { isDeletedBlock, type ListEntry, type ViewBlock } from '../../cms/cms-blocks.ts';
import { useCmsEditing } from './cms-editing-context.ts';
import { moveRequest, newImageRequest, statusChange } from './draft-requests.ts';

function Action({ label, disabled, onClick, icon }: { label: string; disabled: boolean; onClick: () => void; icon: ReactElement }) {
  const button = (
    <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
      {icon}
    </IconButton>
  );
  // A disabled button gets no pointer events, so its tooltip needs a wrapper to show.
  return (
    <Tooltip title={label}>
      <span>{button}</span>
    </Tooltip>
  );
}

/**
 * A list item's edit controls (portal-shell §4.3): move up or down (a swap of blockOrder with
 * the nearest neighbour that is not deleted), delete (DELETED) or restore (RESTORED), and an
 * image slot for a published item that has none. `siblings` are the items the server orders it
 * among. Each control saves a draft at once; nothing shows to others until published.
 */
export function ListItemControls({ entry, siblings, position }: { entry: ListEntry; siblings: readonly ViewBlock[]; position: number }) {
  const { t } = useTranslation();
  const { busy, save, addImageSlot } = useCmsEditing();
  const { block } = entry;
  const deleted = isDeletedBlock(block);
  const up = moveRequest(siblings, block, 'up');
  const down = moveRequest(siblings, block, 'down');
  const canAddImage = !entry.image && newImageRequest(block) !== null && !deleted;
  return (
    <Box role="group" aria-label={t('CMS_EDIT_ITEM_ACTIONS', { position })} sx={{ display: 'flex', flexShrink: 0 }}>
      <Action label={t('CMS_EDIT_MOVE_UP')} disabled={busy || !up} onClick={() => up && void save(up)} icon={<ArrowUpwardIcon fontSize="small" />} />
      <Action label={t('CMS_EDIT_MOVE_DOWN')} disabled={busy || !down} onClick={() => down && void save(down)} icon={<ArrowDownwardIcon fontSize="small" />} />
      {deleted ? (
        <Action label={t('CMS_EDIT_RESTORE_ITEM')} disabled={busy} onClick={() => void save(statusChange(block, 'RESTORED'))} icon={<RestoreIcon fontSize="small" />} />
      ) : (
        <Action label={t('CMS_EDIT_DELETE_ITEM')} disabled={busy} onClick={() => void save(statusChange(block, 'DELETED'))} icon={<DeleteOutlineIcon fontSize="small" />} />
      )}
      {canAddImage && (
        <Action label={t('CMS_EDIT_ADD_IMAGE')} disabled={busy} onClick={() => void addImageSlot(block)} icon={<AddPhotoAlternateIcon fontSize="small" />} />
      )}
    </Box>
  );
}
