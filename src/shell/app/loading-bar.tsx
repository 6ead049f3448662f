import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiRuntime } from '../../api/index.ts';
import styles from './loading-bar.module.css';
import { useNavigationPending } from './portal-router.tsx';

/**
 * The loading indicator (portal-shell §4.1): on while any non-silent call runs, off on its
 * response or error, and while a page the user went to is loading its code. A thin bar over the
 * top of the page, so nothing below jumps. Drawn without MUI: it shows on the login page too
 * (the sign-in call), whose first load carries no MUI. A navigation's bar waits 200 ms before it
 * shows (loading-bar.module.css), so a page drawn at once does not flash it on every click.
 */
export function LoadingBar({ runtime }: { runtime: ApiRuntime }) {
  const { t } = useTranslation();
  const subscribe = useCallback((onChange: () => void) => runtime.events.on('loading', onChange), [runtime]);
  const active = useSyncExternalStore(subscribe, () => runtime.loading.active, () => false);
  const navigating = useNavigationPending();
  if (!active && !navigating) return null;
  return <div role="progressbar" aria-label={t('LOADING')} data-testid="loading-indicator" className={active ? styles.bar : `${styles.bar} ${styles.delayed}`} />;
}
