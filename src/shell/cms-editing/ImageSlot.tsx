import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListEntry } from '../../cms/cms-blocks.ts';
import { ImageUploadDialog } from './ImageUploadDialog.tsx';

/**
 * A list item's picture in edit mode, with its upload control. Uploads go to a published
 * IMAGE block; a new image slot not yet published says so instead.
 */
export function ImageSlot({ entry }: { entry: ListEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { image } = entry;
  if (!image) return null;
  return (
    <Box sx={{ width: 120, flexShrink: 0, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      {image.content ? (
        // Decorative: the item's text says what the picture shows.
        <Box component="img" src={image.content} alt="" sx={{ maxWidth: 120, height: 'auto' }} />
      ) : (
        <Box sx={{ width: 120, height: 60, border: 1, borderStyle: 'dashed', borderColor: 'divider', display: 'grid', placeItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {t('CMS_EDIT_NO_IMAGE')}
          </Typography>
        </Box>
      )}
      {image.isNew ? (
        <Typography variant="caption" color="text.secondary">
          {t('CMS_EDIT_UPLOAD_PUBLISH_FIRST')}
        </Typography>
      ) : (
        <>
          <Button size="small" onClick={() => setOpen(true)}>
            {t('CMS_EDIT_UPLOAD_IMAGE')}
          </Button>
          <ImageUploadDialog image={image} open={open} onClose={() => setOpen(false)} />
        </>
      )}
    </Box>
  );
}
