import LinearProgress from '@mui/material/LinearProgress';
import { keyframes } from '@mui/material/styles';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiRuntime } from '../../api/index.ts';
import { useNavigationPending } from './portal-router.tsx';

/**
 * How long a navigation waits for its page before the bar shows: one whose page is drawn at once
 * (its code already loaded) would otherwise flash the bar for a frame on every menu click.
 */
const NAVIGATION_BAR_DELAY_MS = 200;
const appear = keyframes({ to: { opacity: 1 } });

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
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        ...(active ? {} : { opacity: 0, animation: `${appear} 0s ${NAVIGATION_BAR_DELAY_MS}ms forwards` }),
      }}
    />
  );
}
