import { useTranslation } from 'react-i18next';
import buttons from '../plain-ui/buttons.module.css';
import { Notice } from '../plain-ui/notice.tsx';
import { isChunkLoadError } from './chunk-load.ts';

/**
 * What a page that could not be loaded (ChunkLoadError) or rendered shows instead: a clear
 * message and a reload, never a white page. Drawn without MUI: the page that failed may be the
 * first MUI chunk itself (the themed layout), and the boundary also guards the login page.
 */
export function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <div role="alert" style={{ maxWidth: 720, margin: '48px auto', padding: '0 24px' }}>
      <Notice
        severity="error"
        title={t(chunk ? 'CHUNK_LOAD_ERROR_TITLE' : 'PAGE_ERROR_TITLE')}
        action={
          <button type="button" className={buttons.inherit} onClick={() => window.location.reload()}>
            {t('ERROR_RELOAD')}
          </button>
        }
      >
        {t(chunk ? (error.reason === 'timeout' ? 'CHUNK_LOAD_ERROR_TIMEOUT' : 'CHUNK_LOAD_ERROR_FAILED') : 'PAGE_ERROR_MESSAGE')}
      </Notice>
    </div>
  );
}
