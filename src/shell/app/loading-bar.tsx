import LinearProgress from '@mui/material/LinearProgress';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiRuntime } from '../../api/index.ts';
import { useNavigationPending } from './portal-router.tsx';

/**
 * The loading indicator (portal-shell §4.1): on while any non-silent call runs, off on its
 * response or error, and while a page the user went to is loading its code. A thin bar over the
 * top of the page, so nothing below jumps.
 */
export function LoadingBar({ runtime }: { runtime: ApiRuntime }) {
  const { t } = useTranslation();
  const subscribe = useCallback((onChange: () => void) => runtime.events.on('loading', onChange), [runtime]);
  const active = useSyncExternalStore(subscribe, () => runtime.loading.active, () => false);
  const navigating = useNavigationPending();
  if (!active && !navigating) return null;
  return (
    <LinearProgress
      aria-label={t('LOADING')}
      data-testid="loading-indicator"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.modal + 1 }}
    />
  );
}
