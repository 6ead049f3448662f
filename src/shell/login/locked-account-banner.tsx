import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

export interface LockedAccountBannerProps {
  /** When the lock ends (the 401 `account_locked` answer's lockedUntil), if the server said. */
  lockedUntil: string | undefined;
  /** The "Click here" link: signs out and starts over (another account, or later). */
  onClickHere: () => void;
}

/** The banner of a 401 `account_locked` sign-in (portal-shell §8 "401 on login"). */
export function LockedAccountBanner({ lockedUntil, onClickHere }: LockedAccountBannerProps) {
  const { t, i18n } = useTranslation();
  const until = lockedUntil ? new Date(lockedUntil) : undefined;
  const time = until && !Number.isNaN(until.getTime()) ? until.toLocaleTimeString(i18n.resolvedLanguage, { hour: 'numeric', minute: '2-digit' }) : undefined;
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      {time ? t('LOGIN_ACCOUNT_LOCKED_UNTIL', { time }) : t('LOGIN_ACCOUNT_LOCKED')}{' '}
      <Link component="button" type="button" onClick={onClickHere} sx={{ verticalAlign: 'baseline' }}>
        {t('LOGIN_CLICK_HERE')}
      </Link>{' '}
      {t('LOGIN_CLICK_HERE_START_OVER')}
    </Alert>
  );
}
