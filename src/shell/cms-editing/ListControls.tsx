import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ViewBlock } from '../../cms/cms-blocks.ts';
import { useCmsEditing } from './cms-editing-context.ts';
import { newItemRequest } from './draft-requests.ts';

/**
 * Adds a list item at the beginning (first order − 1) or the end (last order + 1) of the list
 * under `parent` (portal-shell §4.3), as a draft with a placeholder text for the editor to
 * replace. A list without a published parent takes no new items (the server needs one).
 */
export function ListControls({ parent, siblings, where }: { parent: ViewBlock | null; siblings: readonly ViewBlock[]; where: 'start' | 'end' }) {
  const { t } = useTranslation();
  const { busy, save } = useCmsEditing();
  const request = parent ? newItemRequest(parent, siblings, where, t('CMS_EDIT_NEW_ITEM')) : null;
  if (!request) return null;
  return (
    <Button size="small" variant="text" startIcon={<AddIcon />} disabled={busy} onClick={() => void save(request)} sx={{ justifySelf: 'start' }}>
      {t(where === 'start' ? 'CMS_EDIT_ADD_ITEM_START' : 'CMS_EDIT_ADD_ITEM_END')}
    </Button>
  );
}
