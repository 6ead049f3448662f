import { useTranslation } from 'react-i18next';
import { Spinner } from '../plain-ui/spinner.tsx';

/**
 * Shown while a page's code or data loads (busy: the page's own calls have not started yet).
 * Drawn without MUI: it is what shows while the MUI chunk itself loads.
 */
export function PageProgress() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" style={{ display: 'flex', justifyContent: 'center', marginTop: 64 }}>
      <Spinner label={t('LOADING')} />
    </div>
  );
}
