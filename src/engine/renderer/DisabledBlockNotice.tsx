import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';

/**
 * What shows in place of a block whose `enabled` condition does not hold: the definition's
 * `disabledHint` (e.g. the spec's outstanding-account message instead of the enrolment form).
 */
export function DisabledBlockNotice({ id, hint }: { id: string; hint: string | undefined }) {
  const { t } = useTranslation();
  if (!hint) return null;
  return (
    <Alert severity="warning" data-block-disabled={id}>
      {t(hint)}
    </Alert>
  );
}
