import { useTranslation } from 'react-i18next';
import buttons from '../plain-ui/buttons.module.css';
import { Notice } from '../plain-ui/notice.tsx';
import styles from './login-page.module.css';

export interface LockedAccountBannerProps {
  /** When the lock ends (the 401 `account_locked` answer's lockedUntil), if the server said. */
  lockedUntil: string | undefined;
  /** The "Click here" link: signs out and starts over (another account, or later). */
  onClickHere: () => void;
}

/** The banner of a 401 `account_locked` sign-in (portal-shell §8 "401 on login"), on the login page. */
export function LockedAccountBanner({ lockedUntil, onClickHere }: LockedAccountBannerProps) {
  const { t, i18n } = useTranslation();
  const until = lockedUntil ? new Date(lockedUntil) : undefined;
  const time = until && !Number.isNaN(until.getTime()) ? until.toLocaleTimeString(i18n.resolvedLanguage, { hour: 'numeric', minute: '2-digit' }) : undefined;
  return (
    <Notice severity="warning" className={styles.notice}>
      {time ? t('LOGIN_ACCOUNT_LOCKED_UNTIL', { time }) : t('LOGIN_ACCOUNT_LOCKED')}{' '}
      <button type="button" className={buttons.link} onClick={onClickHere}>
        {t('LOGIN_CLICK_HERE')}
      </button>{' '}
      {t('LOGIN_CLICK_HERE_START_OVER')}
    </Notice>
  );
}
