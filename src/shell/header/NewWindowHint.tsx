import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden.ts';

/** Marks a link that opens a new window, for eyes (an icon) and for screen readers (a text). */
export function NewWindowHint() {
  const { t } = useTranslation();
  return (
    <>
      <OpenInNewIcon aria-hidden fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle', opacity: 0.7 }} />
      {' '}
      <Box component="span" sx={visuallyHidden}>
        {t('HEADER_NEW_WINDOW')}
      </Box>
    </>
  );
}
