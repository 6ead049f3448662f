import { useCallback, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import type { ModalBlock as ModalBlockDefinition } from '../../definition/index.ts';
import { BlockList } from '../../renderer/BlockList.tsx';
import { LocalScopeProvider, type LocalScope } from '../../renderer/local-scope.tsx';
import { useScreen } from '../../renderer/screen-context.tsx';
import { useScreenSelector, type ModalOpening, type ScreenState } from '../../renderer/screen-store.ts';
import type { BlockRendererProps } from '../../registry.ts';
import { ActionIcon } from '../actions/action-icons.tsx';
import { TimedMessageBanner } from '../../messages/TimedMessageBanner.tsx';
import { useTimedMessage } from '../../messages/use-timed-message.ts';

/**
 * Blocks in a dialog, opened by its trigger or by an action's `openModal` (which passes the table
 * row the action was on; the blocks inside read it as `$row`). The blocks mount only while the
 * dialog is open, so their data calls run on opening, with that row. When a call's success
 * closes the dialog, its message shows here for the usual time (the dialog took it away).
 */
export default function ModalBlock({ id, block }: BlockRendererProps<ModalBlockDefinition>) {
  const { t } = useTranslation();
  const titleId = useId();
  const screen = useScreen();
  const opening = useScreenSelector(screen.store, useCallback((state: ScreenState): ModalOpening | undefined => state.modals[id], [id]));
  const close = useCallback(() => screen.store.closeModal(id), [screen.store, id]);
  const open = useCallback(() => screen.store.openModal(id), [screen.store, id]);
  const scope = useMemo<LocalScope>(() => ({ modalId: id, ...(opening?.row !== undefined ? { row: opening.row } : {}) }), [id, opening]);
  const title = block.title ? t(block.title) : block.trigger ? t(block.trigger.label) : undefined;
  const notice = useScreenSelector(screen.store, useCallback((state: ScreenState) => state.modalNotices[id], [id]));
  const { message, show, clear } = useTimedMessage();
  useEffect(() => {
    if (notice) show(notice.severity, notice.text);
  }, [notice, show]);

  return (
    <>
      <TimedMessageBanner message={message} onClose={clear} />
      {block.trigger ? (
        <Button variant={block.trigger.variant ?? 'contained'} startIcon={<ActionIcon name={block.trigger.icon} />} onClick={open} aria-haspopup="dialog">
          {t(block.trigger.label)}
        </Button>
      ) : null}
      <Dialog open={Boolean(opening)} onClose={close} aria-labelledby={title ? titleId : undefined} fullWidth maxWidth={block.size ?? 'sm'}>
        {title ? (
          <DialogTitle id={titleId} sx={{ pr: 6 }}>
            {title}
          </DialogTitle>
        ) : null}
        <IconButton aria-label={t('CLOSE')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent>
          {opening ? (
            <LocalScopeProvider value={scope}>
              <BlockList blocks={block.blocks} />
            </LocalScopeProvider>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
