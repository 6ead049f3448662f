import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Delete from '@mui/icons-material/Delete';
import { isCallError } from '../../../data/call-error.ts';
import { useDataProvider } from '../../../data/data-provider-context.tsx';
import type { ShowMessage } from '../../actions/use-action-runner.ts';
import { deleteSavedView, listSavedViews, saveSavedView, type SavedView, type SavedViewState } from './saved-views-api.ts';

export interface SavedViewsButtonProps {
  readonly screenId: string;
  /** What the table shows now: the state a new view saves. */
  readonly current: () => SavedViewState;
  readonly onApply: (view: SavedView) => void;
  /** Tells the user what happened (saved, deleted, a failure). */
  readonly showMessage: ShowMessage;
}

/**
 * The "Saved views" button of a table's toolbar: a panel listing the user's views of the screen
 * (loaded from the server when it opens: the page itself never waits for them), each applied by
 * a click and deleted by its own button, and a name field that saves what the table shows now.
 * Saving under an existing name replaces that view (the server compares names without case).
 */
export function SavedViewsButton({ screenId, current, onApply, showMessage }: SavedViewsButtonProps) {
  const { t } = useTranslation();
  const provider = useDataProvider();
  const panelId = useId();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [views, setViews] = useState<readonly SavedView[] | undefined>();
  const [loading, setLoading] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setViews(await listSavedViews(provider, screenId));
    } catch {
      setViews([]);
      showMessage('error', t('AN_ERROR_HAS_OCCURRED'));
    } finally {
      setLoading(false);
    }
  }, [provider, screenId, showMessage, t]);

  const open = (target: HTMLElement) => {
    setAnchor(target);
    setNameError(undefined);
    void load();
  };
  const close = () => setAnchor(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('REQUIRED_FIELD'));
      return;
    }
    try {
      await saveSavedView(provider, screenId, name.trim(), current());
      setName('');
      setNameError(undefined);
      showMessage('success', t('SAVED_VIEW_SAVED'));
      await load();
    } catch (error) {
      const problem = isCallError(error) ? error.fieldErrors.find((entry) => entry.field === 'name' || entry.field === '') : undefined;
      if (problem) setNameError(problem.messageKey ? t(problem.messageKey) : problem.message);
      else showMessage('error', t('AN_ERROR_HAS_OCCURRED'));
    }
  };

  const remove = async (view: SavedView) => {
    try {
      await deleteSavedView(provider, view.id);
      showMessage('success', t('SAVED_VIEW_DELETED'));
      await load();
    } catch {
      showMessage('error', t('AN_ERROR_HAS_OCCURRED'));
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarkBorder fontSize="small" />}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => open(event.currentTarget)}
      >
        {t('SAVED_VIEWS')}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { id: panelId, role: 'dialog', 'aria-labelledby': titleId, sx: { width: 320, maxWidth: '100vw' } } }}
      >
        <Box sx={{ p: 2, pb: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2">
            {t('SAVED_VIEWS_OPEN')}
          </Typography>
        </Box>
        {loading ? <LinearProgress aria-label={t('LOADING')} /> : null}
        {views && views.length === 0 ? (
          <Typography variant="body2" sx={{ px: 2, pb: 1 }} color="text.secondary">
            {t('SAVED_VIEWS_NONE')}
          </Typography>
        ) : null}
        {views && views.length ? (
          <List dense aria-label={t('SAVED_VIEWS')}>
            {views.map((view) => (
              <ListItem
                key={view.id}
                disablePadding
                secondaryAction={
                  <IconButton edge="end" size="small" aria-label={t('SAVED_VIEW_DELETE', { name: view.name })} onClick={() => void remove(view)}>
                    <Delete fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemButton
                  onClick={() => {
                    close();
                    onApply(view);
                  }}
                >
                  <ListItemText>{view.name}</ListItemText>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : null}
        <Divider />
        <Box component="form" onSubmit={(event: FormEvent) => void save(event)} noValidate sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('SAVED_VIEW_NAME')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(nameError)}
            helperText={nameError ?? t('SAVED_VIEW_NAME_HELP')}
            slotProps={{ htmlInput: { maxLength: 80 } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" size="small" sx={{ mt: 0.5 }}>
            {t('SAVED_VIEW_SAVE')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
