import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CMS_IMAGE_EXTENSIONS } from '../../constants.ts';
import type { ViewBlock } from '../../cms/cms-blocks.ts';
import { precheckImageFile, requirementMessageParts, requirementOf } from '../../rules/cms-image-requirement.ts';
import { useCmsEditing } from './cms-editing-context.ts';
import { imageMessageText, uploadFailureText } from './image-messages.ts';

const ACCEPT = CMS_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Uploads a picture for an IMAGE block (portal-shell §5.2). The dialog states the block's
 * requirement (allowed formats, maximum resolution, maximum size in KB; default SVG, 192x50,
 * 2000 KB); a file without a png, jpg, svg or jpeg name is refused at once with "File must be
 * image and have one of following extensions" and the list, one the block's format does not
 * allow with the requirement; the server checks everything again and reads the resolution.
 */
export function ImageUploadDialog({ image, open, onClose }: { image: ViewBlock; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { uploadImage } = useCmsEditing();
  const titleId = useId();
  const requirementId = useId();
  const requirement = requirementOf(image.imageFormat);
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);

  const reset = () => {
    setFile(undefined);
    setError(undefined);
  };
  const close = () => {
    if (uploading) return;
    reset();
    onClose();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file chosen again after a refusal must fire a change again.
    event.target.value = '';
    if (!chosen) return;
    const objection = precheckImageFile(chosen, requirement);
    setFile(objection ? undefined : chosen);
    setError(objection ? imageMessageText(objection, t) : undefined);
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    const failure = await uploadImage(image, file);
    setUploading(false);
    if (failure) {
      setError(uploadFailureText(failure, requirement, t));
      return;
    }
    reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={requirementId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('CMS_EDIT_UPLOAD_TITLE')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={requirementId}>{imageMessageText(requirementMessageParts(requirement), t)}</DialogContentText>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={uploading}>
            {t('CMS_EDIT_UPLOAD_CHOOSE')}
            <input type="file" accept={ACCEPT} onChange={choose} hidden />
          </Button>
          <Typography variant="body2" aria-live="polite">
            {file ? file.name : t('CMS_EDIT_UPLOAD_NO_FILE')}
          </Typography>
        </Box>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={uploading}>
          {t('CMS_EDIT_CANCEL')}
        </Button>
        <Button variant="contained" onClick={() => void upload()} disabled={!file || uploading}>
          {t('CMS_EDIT_UPLOAD_SUBMIT')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
