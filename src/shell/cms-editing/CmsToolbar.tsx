import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCmsEditing } from './cms-editing-context.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { isActionAvailable, TOOLBAR_ACTIONS, type EditingMode, type ToolbarAction } from './editing-mode.ts';
import { actionTextKeys } from './toolbar-texts.ts';

const MODE_KEYS: Record<EditingMode, string> = {
  off: 'CMS_EDIT_MODE_OFF',
  edit: 'CMS_EDIT_MODE_EDIT',
  preview: 'CMS_EDIT_MODE_PREVIEW',
};

/**
 * The CMS Editor toolbar (portal-shell §2.3, §4.3): show enrollment form, enable editing,
 * disable editing, preview, publish and discard all, each behind a confirmation. Shown to
 * CMS editors only (the user's, or the impersonated user's, belongsToCmsEditorGroup).
 */
export function CmsToolbar() {
  const { t } = useTranslation();
  const editing = useCmsEditing();
  const labelId = useId();
  const [asked, setAsked] = useState<ToolbarAction>();
  const [working, setWorking] = useState(false);
  if (!editing.isEditor) return null;

  const textsOf = (action: ToolbarAction) => {
    const keys = actionTextKeys(action, editing.showEnrollmentForm);
    return { label: t(keys.label), title: t(keys.title), text: t(keys.text) };
  };
  const confirm = async () => {
    if (!asked) return;
    setWorking(true);
    await editing.perform(asked);
    setWorking(false);
    setAsked(undefined);
  };
  const askedTexts = asked ? textsOf(asked) : undefined;

  return (
    <Box sx={{ mb: 2, display: 'grid', gap: 1 }}>
      <Paper
        variant="outlined"
        role="toolbar"
        aria-labelledby={labelId}
        sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, bgcolor: 'background.default' }}
      >
        <Typography id={labelId} component="span" sx={{ fontWeight: 600, mr: 1 }}>
          {t('CMS_EDIT_TOOLBAR_LABEL')}
        </Typography>
        <Chip
          size="small"
          color={editing.mode === 'off' ? 'default' : 'primary'}
          label={t('CMS_EDIT_MODE_LABEL', { mode: t(MODE_KEYS[editing.mode]) })}
          data-testid="cms-editing-mode"
          data-mode={editing.mode}
        />
        {TOOLBAR_ACTIONS.map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'publish' ? 'contained' : 'outlined'}
            // Not held back while a text saves: leaving the text to click here starts that save, and
            // the action waits for it (CmsEditingProvider).
            disabled={!isActionAvailable(editing.mode, action)}
            onClick={() => setAsked(action)}
          >
            {textsOf(action).label}
          </Button>
        ))}
      </Paper>
      <Box aria-live="polite" aria-atomic>
        {editing.notice && (
          <Alert severity={editing.notice.severity} onClose={editing.clearNotice}>
            {editing.notice.text}
          </Alert>
        )}
      </Box>
      <ConfirmDialog
        open={askedTexts !== undefined}
        title={askedTexts?.title ?? ''}
        text={askedTexts?.text ?? ''}
        confirmLabel={askedTexts?.label ?? ''}
        cancelLabel={t('CMS_EDIT_CANCEL')}
        working={working}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(undefined)}
      />
    </Box>
  );
}
